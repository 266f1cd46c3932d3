import { adminLoader } from '@/features/admin/guard/admin-loader';
import { adminCollectionsQueryOptions } from '@/features/admin/lib/collections-query';
import { adminProductQueryOptions } from '@/features/admin/products/api/get-admin-products';
import { EditProductPage } from '@/features/admin/products/components/product-form-page';

export const clientLoader = adminLoader(({ params }) => [
  adminProductQueryOptions(params.id ?? ''),
  adminCollectionsQueryOptions(),
]);

export default function Route() {
  return <EditProductPage />;
}
