import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';
import { allPostsQueryOptions } from './get-all-posts';

/** `DELETE /api/posts/{id}`. */
export const deletePost = (id: string) =>
  apiRequest(`/api/posts/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });

/**
 * Deletes a post: it leaves the list on screen at once, with no reload (spec), and every cached
 * post list is marked stale so the next screen that shows one loads it afresh.
 */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: Post) => deletePost(post._id),
    meta: {
      done: (_answer: unknown, post: Post) => `“${post.title}” deleted.`,
      failed: 'Failed to delete post',
    },
    onSuccess: (_answer, post) => {
      queryClient.setQueryData(allPostsQueryOptions().queryKey, (list) =>
        list?.filter((item) => item._id !== post._id),
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.posts.all, refetchType: 'none' });
    },
  });
}
