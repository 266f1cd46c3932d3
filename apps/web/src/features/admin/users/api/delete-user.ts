import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `DELETE /api/users/{id}`. */
export const deleteUser = (id: string) =>
  apiRequest(`/api/users/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: PublicUser) => deleteUser(user._id),
    meta: {
      done: (_answer: unknown, user: PublicUser) => `${user.username} was deleted.`,
      failed: 'Failed to delete user.',
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users.all }),
  });
}
