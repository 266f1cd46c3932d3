import { adminLoader, loadOnlyOnArrival } from '@/features/admin/guard/admin-loader';
import { adminProductsQueryOptions } from '@/features/admin/lib/products-query';
import { ProductsPage, readFilters } from '@/features/admin/products/components/products-page';

export const clientLoader = adminLoader(({ request }) => [
  adminProductsQueryOptions(readFilters(new URL(request.url).searchParams)),
]);

export const shouldRevalidate = loadOnlyOnArrival;

export default function Route() {
  return <ProductsPage />;
}
