import { useLoaderData } from 'react-router';
import { getProducts } from '@/features/catalogue/api/get-products';
import { FreebiesPage } from '@/features/catalogue/components/freebies-page';
import { settle } from '@/lib/loaded';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export function loader() {
  return { products: settle(getProducts({ category: 'freebies' })) };
}

export default function Route() {
  const { products } = useLoaderData<typeof loader>();
  return <FreebiesPage products={products} />;
}
