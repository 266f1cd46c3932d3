import { queryOptions } from '@tanstack/react-query';
import { categoryListSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/**
 * `GET /api/categories`, read by the categories screen, the post form and the dashboard. The
 * dashboard and post forms send the token; the categories page does not (spec, §7).
 */
export const getCategories = ({ auth = false, signal }: { auth?: boolean; signal?: AbortSignal }) =>
  apiRequest('/api/categories', { schema: categoryListSchema, auth, ...(signal && { signal }) });

export const categoriesQueryOptions = ({ auth = false } = {}) =>
  queryOptions({
    queryKey: adminKeys.categories.list(auth),
    queryFn: ({ signal }) => getCategories({ auth, signal }),
  });
