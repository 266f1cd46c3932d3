import { queryOptions } from '@tanstack/react-query';
import { postSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { POSTS_KEY } from './get-all-posts';

/** `GET /api/posts/id/{id}`. */
export const getPost = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/posts/id/${encodeURIComponent(id)}`, {
    schema: postSchema,
    auth: true,
    ...(signal && { signal }),
  });

export const postQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...POSTS_KEY, 'id', id],
    queryFn: ({ signal }) => getPost(id, signal),
  });
