import { queryOptions } from '@tanstack/react-query';
import { publicUserListSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';

/** Every key under `users` is stale after a user is added, changed or deleted. */
export const USERS_KEY = ['users'] as const;

/** `GET /api/users` (admins only). */
export const getUsers = (signal?: AbortSignal) =>
  apiRequest('/api/users', { schema: publicUserListSchema, auth: true, ...(signal && { signal }) });

export const usersQueryOptions = () =>
  queryOptions({ queryKey: USERS_KEY, queryFn: ({ signal }) => getUsers(signal) });
