import { useLoaderData } from 'react-router';
import { getOfferings } from '@/features/catalogue/api/get-offerings';
import { OrthodoxPrayersPage } from '@/features/catalogue/components/orthodox-prayers-page';
import { settle } from '@/lib/loaded';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export function loader() {
  return { products: settle(getOfferings('/api/prayers')) };
}

export default function Route() {
  const { products } = useLoaderData<typeof loader>();
  return <OrthodoxPrayersPage products={products} />;
}
