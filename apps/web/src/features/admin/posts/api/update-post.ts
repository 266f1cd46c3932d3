import type { Post } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';

/** `PUT /api/posts/{id}` with the whole post, as the spec sends it; the server reads the fields it allows. */
export const updatePost = (post: Post) =>
  apiRequest(`/api/posts/${encodeURIComponent(post._id)}`, {
    method: 'PUT',
    body: post,
    auth: true,
  });
