import { EditPostPage } from '@/features/admin/posts/components/post-form-page';

export default function Route() {
  return <EditPostPage />;
}
