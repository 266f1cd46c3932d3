import { useLoaderData } from 'react-router';
import { getOfferings } from '@/features/catalogue/api/get-offerings';
import { BibleStudiesPage } from '@/features/catalogue/components/bible-studies-page';
import { settle } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export const meta = headMeta();

export function loader() {
  return {
    products: settle(getOfferings('/api/biblestudies')),
    head: pageHead({
      title: 'Bible Studies',
      description:
        'Orthodox Bible studies for individuals and parish groups, reading the Scriptures with the Fathers of the Church.',
      canonicalPath: '/biblestudies',
    }),
  };
}

export default function Route() {
  const { products } = useLoaderData<typeof loader>();
  return <BibleStudiesPage products={products} />;
}
