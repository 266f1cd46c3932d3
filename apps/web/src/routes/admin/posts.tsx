import { adminLoader } from '@/features/admin/guard/admin-loader';
import { allPostsQueryOptions } from '@/features/admin/posts/api/get-all-posts';
import { PostsPage } from '@/features/admin/posts/components/posts-page';

export const clientLoader = adminLoader(() => [allPostsQueryOptions()]);

export default function Route() {
  return <PostsPage />;
}
