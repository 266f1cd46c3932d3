import { adminLoader } from '@/features/admin/guard/admin-loader';
import { CategoriesPage } from '@/features/admin/categories/components/categories-page';
import { categoriesQueryOptions } from '@/features/admin/lib/categories-query';

export const clientLoader = adminLoader(() => [categoriesQueryOptions()]);

export default function Route() {
  return <CategoriesPage />;
}
