import { useRef, useState } from 'react';
import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@ministry/contracts';
import { ApiError, apiRequest, INVALID_RESPONSE_FORMAT } from '@/lib/api-client';
import { storeSession } from '@/lib/auth-storage';

export const LOGIN_FAILED = 'Login failed';

/** `POST /api/users/login`. A wrong password is a 401 here, not an expired session. */
export const login = (credentials: LoginRequest): Promise<LoginResponse> =>
  apiRequest('/api/users/login', {
    method: 'POST',
    body: credentials,
    schema: loginResponseSchema,
  });

/** The server's reason ("Invalid email or password") when it gave one, else "Login failed". */
export function loginErrorMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status > 0 &&
    error.message !== INVALID_RESPONSE_FORMAT &&
    !/^Request failed with status \d+$/.test(error.message)
  ) {
    return error.message;
  }
  return LOGIN_FAILED;
}

/** Signs in and stores the session (`token` and `user`); one attempt at a time. */
export function useLogin() {
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  async function signIn(credentials: LoginRequest): Promise<LoginResponse | undefined> {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    try {
      const session = await login(credentials);
      storeSession(session.token, session.user);
      return session;
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  return { signIn, pending };
}
