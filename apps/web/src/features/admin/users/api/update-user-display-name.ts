import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_BYLINE, type PublicUser } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `PUT /api/users/{id}/display-name`; an empty name takes it away. */
export const updateUserDisplayName = (id: string, displayName: string) =>
  apiRequest(`/api/users/${encodeURIComponent(id)}/display-name`, {
    method: 'PUT',
    body: { displayName },
    auth: true,
  });

interface DisplayNameChange {
  user: PublicUser;
  displayName: string;
}

/** Saves the name a user's posts are signed with; the outcome is a toast, the list reloads. */
export function useUpdateUserDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, displayName }: DisplayNameChange) =>
      updateUserDisplayName(user._id, displayName),
    meta: {
      done: (_answer: unknown, { user, displayName }: DisplayNameChange) =>
        `${user.username}’s posts are now signed “${displayName.trim() || DEFAULT_BYLINE}”.`,
      failed: 'Failed to update the display name.',
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users.all }),
  });
}
