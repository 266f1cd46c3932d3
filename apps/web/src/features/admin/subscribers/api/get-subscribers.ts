import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  subscriberDetailSchema,
  subscriberListSchema,
  subscriberSummarySchema,
  type SubscriberStatus,
} from '@ministry/contracts';
import { apiFile, apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/request-list';
import { saveFile } from '@/lib/save-file';
import { adminKeys } from '../../lib/query-keys';

export interface SubscribersQuery {
  q?: string | undefined;
  list?: string | undefined;
  status?: SubscriberStatus | undefined;
  page?: number | undefined;
}

/** `?q=…&list=…&status=…&page=…` with only what is set (page 1 is the default). */
export const subscribersSearch = ({ q, list, status, page }: SubscribersQuery) =>
  queryString({ q: q || undefined, list, status, page: page && page > 1 ? page : undefined });

/** `GET /api/subscribers/summary` (staff): each list's people by status. */
export const subscriberSummaryQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.subscribers.summary(),
    queryFn: ({ signal }) =>
      apiRequest('/api/subscribers/summary', {
        auth: true,
        schema: subscriberSummarySchema,
        signal,
      }),
  });

/** `GET /api/subscribers` (staff): one page of people, newest first, searched and filtered. */
export const subscribersQueryOptions = (query: SubscribersQuery) =>
  queryOptions({
    queryKey: adminKeys.subscribers.list({
      q: query.q ?? '',
      list: query.list ?? '',
      status: query.status ?? '',
      page: query.page ?? 1,
    }),
    queryFn: ({ signal }) =>
      apiRequest(`/api/subscribers${subscribersSearch(query)}`, {
        auth: true,
        schema: subscriberListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** `GET /api/subscribers/:id` (staff): the person, their consents, history and emails. */
export const subscriberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.subscribers.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/subscribers/${encodeURIComponent(id)}`, {
        auth: true,
        schema: subscriberDetailSchema,
        signal,
      }),
  });

/**
 * `GET /api/subscribers/export.csv` (admins) with the list's search and filters (every page),
 * saved by the browser under the name the api gave it.
 */
export async function exportSubscribersCsv({ q, list, status }: SubscribersQuery): Promise<string> {
  const { blob, filename } = await apiFile(
    `/api/subscribers/export.csv${subscribersSearch({ q, list, status })}`,
    { fallbackName: 'subscribers.csv' },
  );
  saveFile(blob, filename);
  return filename;
}
