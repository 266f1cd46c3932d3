import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `DELETE /api/categories/{id}`. */
export const deleteCategory = (id: string) =>
  apiRequest(`/api/categories/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    meta: { done: 'Category deleted.', failed: 'Failed to delete category.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories.all }),
  });
}
