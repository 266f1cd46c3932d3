import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, UserRole } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';
import { usersQueryOptions } from '../../lib/users-query';

/** `PUT /api/users/{id}/role`. */
export const updateUserRole = (id: string, role: UserRole) =>
  apiRequest(`/api/users/${encodeURIComponent(id)}/role`, {
    method: 'PUT',
    body: { role },
    auth: true,
  });

interface RoleChange {
  user: PublicUser;
  role: UserRole;
}

/**
 * Saves a role at once (spec). The saved role shows in the list straight away; the list then
 * reloads. A refusal reloads it too, so the select shows the role the server kept.
 */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, role }: RoleChange) => updateUserRole(user._id, role),
    meta: {
      done: (_answer: unknown, { user, role }: RoleChange) =>
        `${user.username} is now ${role === 'admin' ? 'an admin' : 'an editor'}.`,
      failed: 'Failed to update user role.',
    },
    onSuccess: (_answer, { user, role }) =>
      queryClient.setQueryData(usersQueryOptions().queryKey, (list) =>
        list?.map((item) => (item._id === user._id ? { ...item, role } : item)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users.all }),
  });
}
