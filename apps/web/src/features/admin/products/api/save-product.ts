import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminProductSchema,
  type CreateProductInput,
  type UpdateProductInput,
} from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `POST /api/products`. */
export const createProduct = (input: CreateProductInput) =>
  apiRequest('/api/products', {
    method: 'POST',
    body: input,
    schema: adminProductSchema,
    auth: true,
  });

/** `PATCH /api/products/{id}` with only the fields that changed. */
export const updateProduct = ({ id, changes }: { id: string; changes: UpdateProductInput }) =>
  apiRequest(`/api/products/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
    schema: adminProductSchema,
    auth: true,
  });

/**
 * After any catalogue write: the product lists, the product itself and the dashboard's counts
 * (all under `products`), and the dashboard's recent changes.
 */
export function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.products.all }),
      queryClient.invalidateQueries({ queryKey: adminKeys.changes.all }),
    ]);
}

export function useCreateProduct() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: createProduct,
    meta: { done: 'Saved.', failed: 'Failed to create product' },
    onSuccess: invalidate,
  });
}

export function useUpdateProduct() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: updateProduct,
    meta: { done: 'Saved.', failed: 'Failed to update product' },
    onSuccess: invalidate,
  });
}
