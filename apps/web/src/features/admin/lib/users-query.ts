import { queryOptions } from '@tanstack/react-query';
import { publicUserListSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** `GET /api/users` (admins only), read by the users screen and the dashboard. */
export const getUsers = (signal?: AbortSignal) =>
  apiRequest('/api/users', { schema: publicUserListSchema, auth: true, ...(signal && { signal }) });

export const usersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.users.list(), queryFn: ({ signal }) => getUsers(signal) });
