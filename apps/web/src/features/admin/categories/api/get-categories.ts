import { queryOptions } from '@tanstack/react-query';
import { categoryListSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';

/** Every key under `categories` is stale after a category is added or deleted. */
export const CATEGORIES_KEY = ['categories'] as const;

interface GetCategoriesOptions {
  /** The dashboard and post forms send the token; the categories page does not (spec, §7). */
  auth?: boolean;
  signal?: AbortSignal;
}

/** `GET /api/categories`. */
export const getCategories = ({ auth = false, signal }: GetCategoriesOptions = {}) =>
  apiRequest('/api/categories', { schema: categoryListSchema, auth, ...(signal && { signal }) });

export const categoriesQueryOptions = ({ auth = false } = {}) =>
  queryOptions({
    queryKey: [...CATEGORIES_KEY, { auth }],
    queryFn: ({ signal }) => getCategories({ auth, signal }),
  });
