import { queryOptions } from '@tanstack/react-query';
import { postListSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `GET /api/posts/all`: drafts and published posts, for staff. */
export const getAllPosts = (signal?: AbortSignal) =>
  apiRequest('/api/posts/all', { schema: postListSchema, auth: true, ...(signal && { signal }) });

export const allPostsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.posts.list(),
    queryFn: ({ signal }) => getAllPosts(signal),
  });
