import { NewPostPage } from '@/features/admin/posts/components/post-form-page';

export default function Route() {
  return <NewPostPage />;
}
