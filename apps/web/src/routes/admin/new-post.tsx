import { adminLoader } from '@/features/admin/guard/admin-loader';
import { categoriesQueryOptions } from '@/features/admin/lib/categories-query';
import { NewPostPage } from '@/features/admin/posts/components/post-form-page';

export const clientLoader = adminLoader(() => [categoriesQueryOptions({ auth: true })]);

export default function Route() {
  return <NewPostPage />;
}
