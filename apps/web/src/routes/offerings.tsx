import { useLoaderData } from 'react-router';
import { getProducts } from '@/features/catalogue/api/get-products';
import { OfferingsPage } from '@/features/catalogue/components/offerings-page';
import { settle } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export const meta = headMeta();

export function loader() {
  // Both formats of a title share a card: the first twelve titles may take more than twelve products.
  return {
    products: settle(getProducts({})),
    head: pageHead({
      title: 'Our Offerings',
      description:
        'A selection from everything the ministry offers: tools for prayer, study and the life of the Church.',
      canonicalPath: '/offerings',
    }),
  };
}

export default function Route() {
  const { products } = useLoaderData<typeof loader>();
  return <OfferingsPage products={products} />;
}
