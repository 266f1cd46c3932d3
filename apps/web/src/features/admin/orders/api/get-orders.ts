import { queryOptions } from '@tanstack/react-query';
import { orderListSchema, type OrderFilter } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/request-list';

/** Every key under `orders` (lists, counts and details) is stale after any order action. */
export const ORDERS_KEY = ['orders'] as const;

export interface OrdersQuery {
  q?: string | undefined;
  status?: OrderFilter | undefined;
  page?: number | undefined;
}

/** `?q=…&status=…&page=…` with only what is set (page 1 is the default). */
export const ordersSearch = ({ q, status, page }: OrdersQuery) =>
  queryString({ q, status, page: page && page > 1 ? page : undefined });

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
    queryKey: [...ORDERS_KEY, 'list', query.q ?? '', query.status ?? 'all', query.page ?? 1],
    queryFn: ({ signal }) => getOrders(query, signal),
  });
