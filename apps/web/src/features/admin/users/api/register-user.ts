import type { RegisterUserInput } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/users/register`: admins add staff (there is no public sign-up). */
export const registerUser = (input: RegisterUserInput) =>
  apiRequest('/api/users/register', { method: 'POST', body: input, auth: true });
