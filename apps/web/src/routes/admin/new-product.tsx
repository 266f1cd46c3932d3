import { adminLoader } from '@/features/admin/guard/admin-loader';
import { adminCollectionsQueryOptions } from '@/features/admin/lib/collections-query';
import { adminProductQueryOptions } from '@/features/admin/products/api/get-admin-products';
import { NewProductPage } from '@/features/admin/products/components/product-form-page';

/** Adding a product is an admin's: an editor is shown one sentence and nothing is loaded. */
export const clientLoader = adminLoader(({ request }, { isAdmin }) => {
  if (!isAdmin) return [];
  const from = new URL(request.url).searchParams.get('from');
  return [adminCollectionsQueryOptions(), ...(from ? [adminProductQueryOptions(from)] : [])];
});

export default function Route() {
  return <NewProductPage />;
}
