import { useLoaderData } from 'react-router';
import { getFeaturedProducts } from '@/features/home/api/get-featured-products';
import { getSeason } from '@/features/home/api/get-season';
import { HomePage } from '@/features/home/components/home-page';
import { getPublicLists } from '@/features/newsletter/api/get-lists';
import type { SubscribeOffer } from '@/features/newsletter/lib/subscribe-form';
import { organizationJsonLd, websiteJsonLd } from '@ministry/seo';
import { settle } from '@/lib/loaded';
import { getSiteDate } from '@/lib/site-date';
import { headMeta } from '@/lib/seo';
import { pageHead, siteOrigin } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/**
 * `/`: the welcome, "For this season" and the featured strip ("Tools for the Journey"). The
 * season is waited for, so it is in the server's HTML; the strip streams in after. The layout
 * closes the page with the subscribe form.
 */
export async function loader() {
  const featured = settle(getFeaturedProducts());
  const lists = getPublicLists();
  const season = await getSeason({ date: getSiteDate() }).catch((error: unknown) => {
    // The page stands without it: the featured strip shows instead.
    console.warn('Could not load the season:', error);
    return null;
  });
  return {
    featured,
    season,
    subscribe: { place: 'home', lists: await lists } satisfies SubscribeOffer,
    head: pageHead({
      description:
        'Orthodox Christian prayers, Bible studies, booklets, graphics and free resources for the journey of faith.',
      canonicalPath: '/',
      jsonLd: [organizationJsonLd(siteOrigin()), websiteJsonLd(siteOrigin())],
    }),
  };
}

export const meta = headMeta();

export default function Route() {
  const { featured, season } = useLoaderData<typeof loader>();
  return <HomePage featured={featured} season={season} />;
}
