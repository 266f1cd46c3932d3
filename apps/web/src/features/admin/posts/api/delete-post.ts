import { apiRequest } from '@/lib/api-client';

/** `DELETE /api/posts/{id}`. */
export const deletePost = (id: string) =>
  apiRequest(`/api/posts/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });
