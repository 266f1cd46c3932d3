import { useLoaderData } from 'react-router';
import { getProducts } from '@/features/catalogue/api/get-products';
import { GraphicsPage } from '@/features/catalogue/components/graphics-page';
import { settle } from '@/lib/loaded';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export function loader() {
  return { products: settle(getProducts({ category: 'graphics' })) };
}

export default function Route() {
  const { products } = useLoaderData<typeof loader>();
  return <GraphicsPage products={products} />;
}
