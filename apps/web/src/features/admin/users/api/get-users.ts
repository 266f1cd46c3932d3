import { publicUserListSchema, type PublicUser } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

/** `GET /api/users` (admins only). */
export const getUsers = (signal?: AbortSignal) =>
  apiRequest('/api/users', { schema: publicUserListSchema, auth: true, ...(signal && { signal }) });

/** The staff list; `enabled: false` (editors) makes no call. */
export function useUsers({ enabled = true } = {}) {
  return useQuery<PublicUser[]>(enabled ? 'users' : null, (signal) => getUsers(signal));
}
