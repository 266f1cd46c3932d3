import { adminLoader } from '@/features/admin/guard/admin-loader';
import { categoriesQueryOptions } from '@/features/admin/lib/categories-query';
import { postQueryOptions } from '@/features/admin/posts/api/get-post';
import { EditPostPage } from '@/features/admin/posts/components/post-form-page';

export const clientLoader = adminLoader(({ params }) => [
  postQueryOptions(params.id ?? ''),
  categoriesQueryOptions({ auth: true }),
]);

export default function Route() {
  return <EditPostPage />;
}
