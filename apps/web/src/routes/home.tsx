import { useLoaderData } from 'react-router';
import { getFeaturedProducts } from '@/features/home/api/get-featured-products';
import { HomePage } from '@/features/home/components/home-page';
import { settle } from '@/lib/loaded';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/** `/`: the welcome, and the featured strip ("Tools for the Journey"). */
export function loader() {
  return { featured: settle(getFeaturedProducts()) };
}

export default function Route() {
  const { featured } = useLoaderData<typeof loader>();
  return <HomePage featured={featured} />;
}
