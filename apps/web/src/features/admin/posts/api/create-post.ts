import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePostInput } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/**
 * `POST /api/posts`. The body carries `author` as the spec shows; the server ignores it and
 * records the signed-in user instead.
 */
export const createPost = (input: CreatePostInput & { author: string }) =>
  apiRequest('/api/posts', { method: 'POST', body: input, auth: true });

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    meta: { done: 'Post created.', failed: 'Failed to create the post.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.posts.all }),
  });
}
