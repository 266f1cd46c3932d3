import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  mailingListSchema,
  newsletterPreviewSchema,
  newsletterSendSchema,
  newsletterTestResponseSchema,
  type CreateNewsletterInput,
  type NewsletterSend,
  type NewsletterSourceInput,
} from '@ministry/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

// The email sends are read by the Emails screen and by the post and product editors' "send as
// an email" panel; the mailing lists by both too.

/** A send the queue is working on: its figures move, so the list is polled. */
export const isRunning = (send: Pick<NewsletterSend, 'status'>) =>
  send.status === 'queued' || send.status === 'sending';

/** How often the sends are asked for again while one runs. */
export const SENDS_POLL_MS = 2_000;

/** `GET /api/newsletters` (staff): every send, newest first; polled while one runs. */
export const newsletterSendsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.newsletters.sends(),
    queryFn: ({ signal }) =>
      apiRequest('/api/newsletters', {
        schema: z.array(newsletterSendSchema),
        auth: true,
        signal,
      }),
    refetchInterval: (query) => (query.state.data?.some(isRunning) ? SENDS_POLL_MS : false),
  });

/**
 * `GET /api/lists/all` (staff): the owner's lists, those kept off the public forms too; the send
 * panel and the subscribers' screens share it (a list renamed there shows here).
 */
export const mailingListsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.subscribers.lists(),
    queryFn: ({ signal }) =>
      apiRequest('/api/lists/all', { schema: z.array(mailingListSchema), auth: true, signal }),
    staleTime: 60_000,
  });

/** `POST /api/newsletters/preview` (staff): the email as a subscriber will see it. */
export const previewNewsletter = (input: NewsletterSourceInput) =>
  apiRequest('/api/newsletters/preview', {
    method: 'POST',
    schema: newsletterPreviewSchema,
    auth: true,
    body: input,
  });

export const usePreviewNewsletter = () =>
  useMutation({ mutationFn: previewNewsletter, meta: { failed: 'The preview failed.' } });

/** `POST /api/newsletters/test` (admins): one copy to the signed-in member of staff. */
export const useTestNewsletter = () =>
  useMutation({
    mutationFn: (input: NewsletterSourceInput) =>
      apiRequest('/api/newsletters/test', {
        method: 'POST',
        schema: newsletterTestResponseSchema,
        auth: true,
        body: input,
      }),
    meta: { failed: 'The test copy was not sent.' },
  });

/** `POST /api/newsletters` (admins): a send now, or at `scheduledFor`. */
export function useCreateNewsletterSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateNewsletterInput) =>
      apiRequest('/api/newsletters', {
        method: 'POST',
        schema: newsletterSendSchema,
        auth: true,
        body: input,
      }),
    meta: { failed: 'The email was not sent.' },
    onSuccess: (send) =>
      queryClient.setQueryData(adminKeys.newsletters.sends(), (sends: NewsletterSend[] = []) => [
        send,
        ...sends.filter((other) => other._id !== send._id),
      ]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.newsletters.sends() }),
  });
}
