import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterUserInput } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `POST /api/users/register`: admins add staff (there is no public sign-up). */
export const registerUser = (input: RegisterUserInput) =>
  apiRequest('/api/users/register', { method: 'POST', body: input, auth: true });

export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerUser,
    meta: {
      done: (_answer: unknown, input: { username: string }) => `${input.username} was added.`,
      failed: 'Failed to add user.',
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users.all }),
  });
}
