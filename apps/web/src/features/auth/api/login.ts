import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { storeSession } from '@/lib/auth-storage';

export const LOGIN_FAILED = 'Login failed';

/** `POST /api/users/login`. A wrong password is a 401 here, not an expired session. */
export const login = (credentials: LoginRequest): Promise<LoginResponse> =>
  apiRequest('/api/users/login', {
    method: 'POST',
    body: credentials,
    schema: loginResponseSchema,
  });

/**
 * Signs in and stores the session (`token` and `user`). Whatever an earlier session loaded is
 * dropped, so the next user never sees the last one's data.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      queryClient.removeQueries();
      storeSession(session.token, session.user);
    },
  });
}
