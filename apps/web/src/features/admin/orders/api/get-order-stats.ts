import { queryOptions } from '@tanstack/react-query';
import { orderDeskStatsSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { ORDERS_KEY } from './get-orders';

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
    queryKey: [...ORDERS_KEY, 'stats'],
    queryFn: ({ signal }) => getOrderStats(signal),
  });
