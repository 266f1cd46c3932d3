import { useLoaderData } from 'react-router';
import { getProducts } from '@/features/catalogue/api/get-products';
import { BookletsPage } from '@/features/catalogue/components/booklets-page';
import { settle } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export const meta = headMeta();

export function loader() {
  return {
    products: settle(getProducts({ category: 'booklets' })),
    head: pageHead({
      title: 'Booklets',
      description:
        'Booklets on prayer, the Scriptures and the life of the Orthodox Church, in printed and digital editions.',
      canonicalPath: '/booklets',
    }),
  };
}

export default function Route() {
  const { products } = useLoaderData<typeof loader>();
  return <BookletsPage products={products} />;
}
