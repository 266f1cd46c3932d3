import { queryOptions } from '@tanstack/react-query';
import { orderListSchema, type OrderFilter } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/request-list';
import { adminKeys } from '../../lib/query-keys';

export interface OrdersQuery {
  q?: string | undefined;
  status?: OrderFilter | undefined;
  /** Only the orders that used this discount code. */
  code?: string | undefined;
  page?: number | undefined;
}

/** `?q=…&status=…&code=…&page=…` with only what is set (page 1 is the default). */
export const ordersSearch = ({ q, status, code, page }: OrdersQuery) =>
  queryString({ q, status, code, page: page && page > 1 ? page : undefined });

/** `GET /payments/orders` (admins only): one page of orders, newest first. */
export const getOrders = (query: OrdersQuery, signal?: AbortSignal) =>
  apiRequest(`/orders${ordersSearch(query)}`, {
    service: 'payments',
    schema: orderListSchema,
    auth: true,
    ...(signal && { signal }),
  });

export const ordersQueryOptions = (query: OrdersQuery) =>
  queryOptions({
    queryKey: adminKeys.orders.list({
      q: query.q ?? '',
      status: query.status ?? 'all',
      code: query.code ?? '',
      page: query.page ?? 1,
    }),
    queryFn: ({ signal }) => getOrders(query, signal),
  });
