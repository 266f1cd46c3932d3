import { queryOptions } from '@tanstack/react-query';
import { postSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `GET /api/posts/id/{id}`. */
export const getPost = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/posts/id/${encodeURIComponent(id)}`, {
    schema: postSchema,
    auth: true,
    ...(signal && { signal }),
  });

export const postQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.posts.detail(id),
    queryFn: ({ signal }) => getPost(id, signal),
  });
