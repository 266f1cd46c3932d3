import { CategoriesPage } from '@/features/admin/categories/components/categories-page';

export default function Route() {
  return <CategoriesPage />;
}
