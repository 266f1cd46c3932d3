import { useLoaderData } from 'react-router';
import { getProducts } from '@/features/catalogue/api/get-products';
import { OfferingsPage } from '@/features/catalogue/components/offerings-page';
import { settle } from '@/lib/loaded';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export function loader() {
  // Both formats of a title share a card: the first twelve titles may take more than twelve products.
  return { products: settle(getProducts({})) };
}

export default function Route() {
  const { products } = useLoaderData<typeof loader>();
  return <OfferingsPage products={products} />;
}
