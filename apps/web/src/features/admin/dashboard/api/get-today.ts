import { queryOptions } from '@tanstack/react-query';
import { giftsReceivedSchema, scheduledPostsSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

// The day's own reads; the counts it shares with other screens (orders, messages, stock) are
// read through those screens' options in lib and dashboard/api, on the same keys.

/** `GET {payments}/gifts/received?since=` (admins): gifts paid since the owner's last visit. */
export const giftsReceivedQueryOptions = (since: string) =>
  queryOptions({
    queryKey: adminKeys.gifts.received(since),
    queryFn: ({ signal }) =>
      apiRequest(`/gifts/received?since=${encodeURIComponent(since)}`, {
        service: 'payments',
        schema: giftsReceivedSchema,
        auth: true,
        signal,
      }),
  });

/** `GET /api/posts/scheduled` (staff): drafts due to be published in the next seven days. */
export const scheduledPostsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.posts.scheduled(),
    queryFn: ({ signal }) =>
      apiRequest('/api/posts/scheduled', { schema: scheduledPostsSchema, auth: true, signal }),
  });
