import { queryOptions } from '@tanstack/react-query';
import { adminCollectionListSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/**
 * `GET /api/collections/admin`: every collection with its products in order; read by the
 * collections screen and the product form (its collection choices).
 */
export const getAdminCollections = (signal?: AbortSignal) =>
  apiRequest('/api/collections/admin', {
    schema: adminCollectionListSchema,
    auth: true,
    ...(signal && { signal }),
  });

export const adminCollectionsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.collections.list(),
    queryFn: ({ signal }) => getAdminCollections(signal),
  });
