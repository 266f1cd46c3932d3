import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `PUT /api/posts/{id}` with the whole post, as the spec sends it; the server reads the fields it allows. */
export const updatePost = (post: Post) =>
  apiRequest(`/api/posts/${encodeURIComponent(post._id)}`, {
    method: 'PUT',
    body: post,
    auth: true,
  });

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    meta: { done: 'Post saved.', failed: 'Failed to save the post.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.posts.all }),
  });
}
