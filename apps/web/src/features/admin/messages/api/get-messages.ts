import { queryOptions } from '@tanstack/react-query';
import { messageListSchema, type ContactMessageStatus } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/request-list';

/** Every key under `messages` (lists and the unread count) is stale after a status change. */
export const MESSAGES_KEY = ['messages'] as const;

export interface MessagesQuery {
  /** One status; none is the inbox (unread and read). */
  status?: ContactMessageStatus | undefined;
  page?: number | undefined;
}

/** `GET /api/messages` (admins only): contact-form messages, newest first. */
export const getMessages = ({ status, page }: MessagesQuery, signal?: AbortSignal) =>
  apiRequest(`/api/messages${queryString({ status, page: page && page > 1 ? page : undefined })}`, {
    schema: messageListSchema,
    auth: true,
    ...(signal && { signal }),
  });

export const messagesQueryOptions = (query: MessagesQuery) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, query.status ?? 'inbox', query.page ?? 1],
    queryFn: ({ signal }) => getMessages(query, signal),
  });
