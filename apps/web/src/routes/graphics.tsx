import { useLoaderData } from 'react-router';
import { getProducts } from '@/features/catalogue/api/get-products';
import { GraphicsPage } from '@/features/catalogue/components/graphics-page';
import { settle } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export const meta = headMeta();

export function loader() {
  return {
    products: settle(getProducts({ category: 'graphics' })),
    head: pageHead({
      title: 'Orthodox Graphics',
      description:
        'Orthodox Christian graphics, icons and prints for the home, the parish and sharing the faith.',
      canonicalPath: '/graphics',
    }),
  };
}

export default function Route() {
  const { products } = useLoaderData<typeof loader>();
  return <GraphicsPage products={products} />;
}
