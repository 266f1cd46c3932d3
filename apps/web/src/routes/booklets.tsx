import { useLoaderData } from 'react-router';
import { getProducts } from '@/features/catalogue/api/get-products';
import { BookletsPage } from '@/features/catalogue/components/booklets-page';
import { settle } from '@/lib/loaded';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export function loader() {
  return { products: settle(getProducts({ category: 'booklets' })) };
}

export default function Route() {
  const { products } = useLoaderData<typeof loader>();
  return <BookletsPage products={products} />;
}
