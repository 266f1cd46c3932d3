import { postSchema, type Post } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/posts/slug/:slug`: one published post. */
export function getPost(slug: string, signal?: AbortSignal): Promise<Post> {
  return apiRequest(`/api/posts/slug/${encodeURIComponent(slug)}`, { schema: postSchema, signal });
}
