import { queryOptions } from '@tanstack/react-query';
import { orderDetailSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `GET /payments/orders/{number}`: lines, money, shipment, downloads and the timeline. */
export const getOrder = (number: string, signal?: AbortSignal) =>
  apiRequest(`/orders/${encodeURIComponent(number)}`, {
    service: 'payments',
    schema: orderDetailSchema,
    auth: true,
    ...(signal && { signal }),
  });

export const orderQueryOptions = (number: string) =>
  queryOptions({
    queryKey: adminKeys.orders.detail(number),
    queryFn: ({ signal }) => getOrder(number, signal),
  });
