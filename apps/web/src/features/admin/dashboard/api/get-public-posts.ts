import { queryOptions } from '@tanstack/react-query';
import { postListSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `GET /api/posts`: the published posts, as visitors see them. */
export const getPublicPosts = (signal?: AbortSignal) =>
  apiRequest('/api/posts', { schema: postListSchema, ...(signal && { signal }) });

export const publicPostsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.posts.published(),
    queryFn: ({ signal }) => getPublicPosts(signal),
  });
