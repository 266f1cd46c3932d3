import { postListSchema, type Post } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

/** `GET /api/posts/all`: drafts and published posts, for staff. */
export const getAllPosts = (signal?: AbortSignal) =>
  apiRequest('/api/posts/all', { schema: postListSchema, auth: true, ...(signal && { signal }) });

/** Every post; `enabled: false` (no token) makes no call. */
export function useAllPosts({ enabled = true } = {}) {
  return useQuery<Post[]>(enabled ? 'posts:all' : null, (signal) => getAllPosts(signal));
}
