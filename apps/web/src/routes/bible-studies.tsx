import { useLoaderData } from 'react-router';
import { getOfferings } from '@/features/catalogue/api/get-offerings';
import { BibleStudiesPage } from '@/features/catalogue/components/bible-studies-page';
import { settle } from '@/lib/loaded';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export function loader() {
  return { products: settle(getOfferings('/api/biblestudies')) };
}

export default function Route() {
  const { products } = useLoaderData<typeof loader>();
  return <BibleStudiesPage products={products} />;
}
