import { queryOptions } from '@tanstack/react-query';
import { messageListSchema, type ContactMessageStatus } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/request-list';
import { adminKeys } from './query-keys';

export interface MessagesQuery {
  /** One status; none is the inbox (unread and read). */
  status?: ContactMessageStatus | undefined;
  page?: number | undefined;
}

/**
 * `GET /api/messages` (admins only): contact-form messages, newest first; read by the messages
 * screen and the dashboard's unread count.
 */
export const getMessages = ({ status, page }: MessagesQuery, signal?: AbortSignal) =>
  apiRequest(`/api/messages${queryString({ status, page: page && page > 1 ? page : undefined })}`, {
    schema: messageListSchema,
    auth: true,
    ...(signal && { signal }),
  });

export const messagesQueryOptions = (query: MessagesQuery) =>
  queryOptions({
    queryKey: adminKeys.messages.list({ status: query.status ?? 'inbox', page: query.page ?? 1 }),
    queryFn: ({ signal }) => getMessages(query, signal),
  });
