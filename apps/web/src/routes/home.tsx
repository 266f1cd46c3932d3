import { useLoaderData } from 'react-router';
import { getFeaturedProducts } from '@/features/home/api/get-featured-products';
import { HomePage } from '@/features/home/components/home-page';
import { organizationJsonLd, websiteJsonLd } from '@ministry/seo';
import { settle } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';
import { pageHead, siteOrigin } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/** `/`: the welcome, and the featured strip ("Tools for the Journey"). */
export function loader() {
  return {
    featured: settle(getFeaturedProducts()),
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
  const { featured } = useLoaderData<typeof loader>();
  return <HomePage featured={featured} />;
}
