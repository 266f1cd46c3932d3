import { useLoaderData } from 'react-router';
import { getOfferings } from '@/features/catalogue/api/get-offerings';
import { NutsAndBoltsPage } from '@/features/catalogue/components/nuts-and-bolts-page';
import { settle } from '@/lib/loaded';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export function loader() {
  return { products: settle(getOfferings('/api/nutsandbolts')) };
}

export default function Route() {
  const { products } = useLoaderData<typeof loader>();
  return <NutsAndBoltsPage products={products} />;
}
