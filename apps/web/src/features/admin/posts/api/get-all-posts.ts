import { queryOptions } from '@tanstack/react-query';
import { postListSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';

/** Every key under `posts` is stale after a post is created, changed or deleted. */
export const POSTS_KEY = ['posts'] as const;

/** `GET /api/posts/all`: drafts and published posts, for staff. */
export const getAllPosts = (signal?: AbortSignal) =>
  apiRequest('/api/posts/all', { schema: postListSchema, auth: true, ...(signal && { signal }) });

export const allPostsQueryOptions = () =>
  queryOptions({
    queryKey: [...POSTS_KEY, 'all'],
    queryFn: ({ signal }) => getAllPosts(signal),
  });
