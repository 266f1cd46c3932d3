import { useLoaderData } from 'react-router';
import { getProducts } from '@/features/catalogue/api/get-products';
import { OFFERINGS_LIMIT, OfferingsPage } from '@/features/catalogue/components/offerings-page';
import { settle } from '@/lib/loaded';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export function loader() {
  return { products: settle(getProducts({ limit: OFFERINGS_LIMIT })) };
}

export default function Route() {
  const { products } = useLoaderData<typeof loader>();
  return <OfferingsPage products={products} />;
}
