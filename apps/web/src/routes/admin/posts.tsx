import { PostsPage } from '@/features/admin/posts/components/posts-page';

export default function Route() {
  return <PostsPage />;
}
