import { useMutation } from '@tanstack/react-query';
import { adminProductSchema, type AdminProduct } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { useInvalidateCatalogue } from './save-product';

/** A move in a product's life: "Make live", "Back to draft", "Archive", "Restore" (as a draft). */
export type ProductMove = 'publish' | 'unpublish' | 'archive' | 'restore';

/**
 * `POST /api/products/{id}/{move}`. "Make live" is refused (422) with every missing field named
 * in `details`, which the form shows beside each field.
 */
export const moveProduct = ({ id, move }: { id: string; move: ProductMove }) =>
  apiRequest(`/api/products/${encodeURIComponent(id)}/${move}`, {
    method: 'POST',
    schema: adminProductSchema,
    auth: true,
  });

const MOVED: Record<ProductMove, string> = {
  publish: 'Live: on the storefront now.',
  unpublish: 'Back to draft: hidden from the storefront.',
  archive: 'Archived: hidden from the storefront.',
  restore: 'Restored as a draft: make it live to show it again.',
};

export function useMoveProduct() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: moveProduct,
    meta: {
      done: (_answer: unknown, { move }: { move: ProductMove }) => MOVED[move],
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
