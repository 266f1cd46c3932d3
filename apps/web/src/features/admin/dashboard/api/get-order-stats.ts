import { queryOptions } from '@tanstack/react-query';
import { orderDeskStatsSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `GET /payments/orders/stats`: to ship, needs attention, sales this month (admins only). */
export const getOrderStats = (signal?: AbortSignal) =>
  apiRequest('/orders/stats', {
    service: 'payments',
    schema: orderDeskStatsSchema,
    auth: true,
    ...(signal && { signal }),
  });

export const orderStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.orders.stats(),
    queryFn: ({ signal }) => getOrderStats(signal),
  });
