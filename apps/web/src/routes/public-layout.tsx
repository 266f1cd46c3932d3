import { useLoaderData } from 'react-router';
import { PublicLayout } from '@/app/layouts/public-layout';
import { PageErrorBoundary } from '@/app/page-error';
import { getTodayLine } from '@/features/church-year/api/get-today-line';
import { getSiteDate } from '@/lib/site-date';

/**
 * The "Today" line for the ministry's calendar, the same for every visitor (the page stays
 * cacheable); a failure only leaves the line out.
 */
export async function loader() {
  const today = await getTodayLine({ date: getSiteDate() }).catch((error: unknown) => {
    console.warn('Could not load the Church day:', error);
    return null;
  });
  return { today };
}

// The day is the page load's; links within the site do not ask again.
export const shouldRevalidate = () => false;

/** The storefront's frame: header, sidebar, main area and footer around every public page. */
export default function Route() {
  return <PublicLayout today={useLoaderData<typeof loader>().today} />;
}

export function ErrorBoundary() {
  return (
    <PublicLayout>
      <PageErrorBoundary />
    </PublicLayout>
  );
}
