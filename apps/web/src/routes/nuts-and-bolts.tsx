import { useLoaderData } from 'react-router';
import { getOfferings } from '@/features/catalogue/api/get-offerings';
import { NutsAndBoltsPage } from '@/features/catalogue/components/nuts-and-bolts-page';
import { settle } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export const meta = headMeta();

export function loader() {
  return {
    products: settle(getOfferings('/api/nutsandbolts')),
    head: pageHead({
      title: 'Nuts & Bolts of Prayer',
      description:
        'The nuts and bolts of Orthodox prayer: prayer ropes, candles, prayer rules and practical tools for a life of prayer.',
      canonicalPath: '/nutsandbolts',
    }),
  };
}

export default function Route() {
  const { products } = useLoaderData<typeof loader>();
  return <NutsAndBoltsPage products={products} />;
}
