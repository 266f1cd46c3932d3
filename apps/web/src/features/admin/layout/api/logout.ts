import { logoutResponseSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/users/logout`: the api bumps the user's token version, so this token (and any
 * copy of it) stops working at once rather than when it expires.
 */
export const logout = () =>
  apiRequest('/api/users/logout', { method: 'POST', auth: true, schema: logoutResponseSchema });
