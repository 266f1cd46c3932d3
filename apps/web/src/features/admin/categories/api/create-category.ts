import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categorySlug } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `POST /api/categories`. The slug follows the spec's rule; the server recomputes it anyway. */
export const createCategory = (name: string) =>
  apiRequest('/api/categories', {
    method: 'POST',
    body: { name, slug: categorySlug(name) },
    auth: true,
  });

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    meta: { done: 'Category added.', failed: 'Failed to add category' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories.all }),
  });
}
