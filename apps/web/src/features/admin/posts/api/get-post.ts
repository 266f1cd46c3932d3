import { postSchema, type Post } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

/** `GET /api/posts/id/{id}`. */
export const getPost = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/posts/id/${encodeURIComponent(id)}`, {
    schema: postSchema,
    auth: true,
    ...(signal && { signal }),
  });

/** One post to edit; `null` makes no call. */
export function usePost(id: string | null) {
  return useQuery<Post>(id === null ? null : `post:${id}`, (signal) => getPost(id ?? '', signal));
}
