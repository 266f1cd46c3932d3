import { queryOptions } from '@tanstack/react-query';
import {
  catalogueSummarySchema,
  categoryListSchema,
  giftsReceivedSchema,
  messageListSchema,
  orderDeskStatsSchema,
  postListSchema,
  publicUserListSchema,
  scheduledPostsSchema,
} from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * The dashboard's own reads. Each key is the one the screen that changes the data uses (orders,
 * messages, posts, users, categories, gifts, the catalogue), so that a change made there leaves
 * the dashboard's figure stale too; the dashboard imports none of those screens.
 */

export const orderStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['orders', 'stats'],
    queryFn: ({ signal }) =>
      apiRequest('/orders/stats', {
        service: 'payments',
        schema: orderDeskStatsSchema,
        auth: true,
        signal,
      }),
  });

export const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: ['messages', 'unread', 1],
    queryFn: ({ signal }) =>
      apiRequest('/api/messages?status=unread', {
        schema: messageListSchema,
        auth: true,
        signal,
      }),
  });

/** Gifts paid since `since` (the owner's last visit). */
export const giftsReceivedQueryOptions = (since: string) =>
  queryOptions({
    queryKey: ['gifts', 'received', since],
    queryFn: ({ signal }) =>
      apiRequest(`/gifts/received?since=${encodeURIComponent(since)}`, {
        service: 'payments',
        schema: giftsReceivedSchema,
        auth: true,
        signal,
      }),
  });

export const catalogueSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue-summary'],
    queryFn: ({ signal }) =>
      apiRequest('/api/products/admin/summary', {
        schema: catalogueSummarySchema,
        auth: true,
        signal,
      }),
  });

export const scheduledPostsQueryOptions = () =>
  queryOptions({
    queryKey: ['posts', 'scheduled'],
    queryFn: ({ signal }) =>
      apiRequest('/api/posts/scheduled', { schema: scheduledPostsSchema, auth: true, signal }),
  });

export const publishedPostsQueryOptions = () =>
  queryOptions({
    queryKey: ['posts', 'published'],
    queryFn: ({ signal }) => apiRequest('/api/posts', { schema: postListSchema, signal }),
  });

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: ['users'],
    queryFn: ({ signal }) =>
      apiRequest('/api/users', { schema: publicUserListSchema, auth: true, signal }),
  });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', { auth: true }],
    queryFn: ({ signal }) =>
      apiRequest('/api/categories', { schema: categoryListSchema, auth: true, signal }),
  });
