import { queryOptions } from '@tanstack/react-query';
import { postListSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { POSTS_KEY } from './get-all-posts';

/** `GET /api/posts`: the published posts, as visitors see them. */
export const getPublicPosts = (signal?: AbortSignal) =>
  apiRequest('/api/posts', { schema: postListSchema, ...(signal && { signal }) });

export const publicPostsQueryOptions = () =>
  queryOptions({
    queryKey: [...POSTS_KEY, 'published'],
    queryFn: ({ signal }) => getPublicPosts(signal),
  });
