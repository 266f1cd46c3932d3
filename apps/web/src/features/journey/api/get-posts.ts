import type { Post } from '@ministry/contracts';
import { requestList } from '@/lib/request-list';
import { useQuery } from '@/lib/use-query';

const postDate = (post: Post): number => Date.parse(post.publishedAt ?? post.createdAt ?? '') || 0;

/** Published posts, newest first. */
export function newestPublished(posts: readonly Post[]): Post[] {
  return posts.filter((post) => post.published).sort((a, b) => postDate(b) - postDate(a));
}

/** `GET /api/posts`: the journal's published posts. */
export async function getPosts(signal?: AbortSignal): Promise<Post[]> {
  return newestPublished(await requestList('/api/posts', (c) => c.postListSchema, signal));
}

export const usePosts = () => useQuery('posts', getPosts);
