import { useLoaderData } from 'react-router';
import { getOfferings } from '@/features/catalogue/api/get-offerings';
import { OrthodoxPrayersPage } from '@/features/catalogue/components/orthodox-prayers-page';
import { settle } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export const meta = headMeta();

export function loader() {
  return {
    products: settle(getOfferings('/api/prayers')),
    head: pageHead({
      title: 'Orthodox Prayers',
      description:
        'Orthodox Christian prayers for morning and evening, the Jesus Prayer, akathists and prayers for every need.',
      canonicalPath: '/orthodoxprayers',
    }),
  };
}

export default function Route() {
  const { products } = useLoaderData<typeof loader>();
  return <OrthodoxPrayersPage products={products} />;
}
