import { queryOptions } from '@tanstack/react-query';
import { adminProductSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

// The list (`adminProductsQueryOptions`) is in lib: the collections' product picker reads it too.

/** `GET /api/products/admin/{id}`. */
export const getAdminProduct = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/products/admin/${encodeURIComponent(id)}`, {
    schema: adminProductSchema,
    auth: true,
    ...(signal && { signal }),
  });

export const adminProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.products.detail(id),
    queryFn: ({ signal }) => getAdminProduct(id, signal),
  });
