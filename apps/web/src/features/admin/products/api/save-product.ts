import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminProductSchema,
  type CreateProductInput,
  type UpdateProductInput,
} from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { CHANGES_KEY } from '../../dashboard/api/get-changes';
import { ADMIN_PRODUCTS_KEY } from './get-admin-products';
import { CATALOGUE_SUMMARY_KEY } from './get-catalogue-summary';

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

/** After any catalogue write: the product lists, the product itself and the dashboard's counts. */
export function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
      queryClient.invalidateQueries({ queryKey: CATALOGUE_SUMMARY_KEY }),
      queryClient.invalidateQueries({ queryKey: CHANGES_KEY }),
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
