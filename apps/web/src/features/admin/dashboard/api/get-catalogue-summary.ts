import { queryOptions } from '@tanstack/react-query';
import { catalogueSummarySchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `GET /api/products/admin/summary`: the dashboard's product, low-stock and out-of-stock counts. */
export const getCatalogueSummary = (signal?: AbortSignal) =>
  apiRequest('/api/products/admin/summary', {
    schema: catalogueSummarySchema,
    auth: true,
    ...(signal && { signal }),
  });

export const catalogueSummaryQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.products.summary(),
    queryFn: ({ signal }) => getCatalogueSummary(signal),
  });
