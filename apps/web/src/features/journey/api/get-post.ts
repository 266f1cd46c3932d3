import { postSchema, type Post } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

/** `GET /api/posts/slug/:slug`: one published post. */
export function getPost(slug: string, signal?: AbortSignal): Promise<Post> {
  return apiRequest(`/api/posts/slug/${encodeURIComponent(slug)}`, { schema: postSchema, signal });
}

export const usePost = (slug: string) =>
  useQuery(`post:${slug}`, (signal) => getPost(slug, signal));
