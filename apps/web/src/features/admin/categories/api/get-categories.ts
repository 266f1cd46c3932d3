import { categoryListSchema, type Category } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

interface GetCategoriesOptions {
  /** The dashboard and post forms send the token; the categories page does not (spec, §7). */
  auth?: boolean;
  signal?: AbortSignal;
}

/** `GET /api/categories`. */
export const getCategories = ({ auth = false, signal }: GetCategoriesOptions = {}) =>
  apiRequest('/api/categories', { schema: categoryListSchema, auth, ...(signal && { signal }) });

/** The category list; `enabled: false` makes no call. */
export function useCategories({ auth = false, enabled = true } = {}) {
  return useQuery<Category[]>(enabled ? `categories:${auth}` : null, (signal) =>
    getCategories({ auth, signal }),
  );
}
