import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getDayPage } from '@/features/calendar-day/api/get-day-page';
import { DayPage } from '@/features/calendar-day/components/day-page';
import {
  askedCalendar,
  dayHead,
  siteToday,
} from '@/features/calendar-day/lib/calendar-route.server';
import { loadFailed } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/**
 * `/today?calendar=new|old`: today's page of the Church year (a preview's SITE_DATE), on the
 * calendar the address names or the ministry's.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const asked = askedCalendar(request);
  const page = await getDayPage({ date: siteToday(), calendar: asked }, request.signal).catch(
    loadFailed,
  );
  return { page, asked, head: dayHead(page, { asked, isToday: true }) };
}

export const meta = headMeta();

export default function Route() {
  const { page, asked } = useLoaderData<typeof loader>();
  return <DayPage page={page} asked={asked} isToday />;
}
