import { useMutation } from '@tanstack/react-query';
import { adminProductSchema, type AdminProduct } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { useInvalidateCatalogue } from './save-product';

/** `POST /api/products/{id}/archive` or `/restore`: hidden from, or back on, the storefront. */
export const setProductArchived = ({ id, archived }: { id: string; archived: boolean }) =>
  apiRequest(`/api/products/${encodeURIComponent(id)}/${archived ? 'archive' : 'restore'}`, {
    method: 'POST',
    schema: adminProductSchema,
    auth: true,
  });

export function useSetProductArchived() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: setProductArchived,
    meta: {
      done: (_answer: unknown, { archived }: { archived: boolean }) =>
        archived ? 'Archived: hidden from the storefront.' : 'Restored to the storefront.',
      failed: 'Failed to change the status.',
    },
    onSuccess: invalidate,
  });
}

/** `DELETE /api/products/{id}`: refused (409) while an order names the product. */
export const deleteProduct = (product: AdminProduct) =>
  apiRequest(`/api/products/${encodeURIComponent(product._id)}`, {
    method: 'DELETE',
    auth: true,
  });

export function useDeleteProduct() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: deleteProduct,
    meta: { done: 'Product deleted.', failed: 'Failed to delete product.' },
    onSuccess: invalidate,
  });
}
