import { useLoaderData } from 'react-router';
import { getFeaturedProducts } from '@/features/home/api/get-featured-products';
import { getSeason } from '@/features/home/api/get-season';
import { HomePage } from '@/features/home/components/home-page';
import { settle } from '@/lib/loaded';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/**
 * `/`: the welcome, "For this season" and the featured strip ("Tools for the Journey"). The
 * season is waited for, so it is in the server's HTML; the strip streams in after.
 */
export async function loader() {
  const featured = settle(getFeaturedProducts());
  const season = await getSeason().catch((error: unknown) => {
    // The page stands without it: the featured strip shows instead.
    console.warn('Could not load the season:', error);
    return null;
  });
  return { featured, season };
}

export default function Route() {
  const { featured, season } = useLoaderData<typeof loader>();
  return <HomePage featured={featured} season={season} />;
}
