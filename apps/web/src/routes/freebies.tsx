import { useLoaderData } from 'react-router';
import { getProducts } from '@/features/catalogue/api/get-products';
import { FreebiesPage } from '@/features/catalogue/components/freebies-page';
import { settle } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export const meta = headMeta();

export function loader() {
  return {
    products: settle(getProducts({ category: 'freebies' })),
    head: pageHead({
      title: 'Free Resources',
      description:
        'Free Orthodox Christian resources to download: prayers, studies and graphics, offered freely for the journey of faith.',
      canonicalPath: '/freebies',
    }),
  };
}

export default function Route() {
  const { products } = useLoaderData<typeof loader>();
  return <FreebiesPage products={products} />;
}
