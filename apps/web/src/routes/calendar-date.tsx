import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getDayPage } from '@/features/calendar-day/api/get-day-page';
import { getMonth } from '@/features/calendar-day/api/get-month';
import { DayPage } from '@/features/calendar-day/components/day-page';
import { MonthPage } from '@/features/calendar-day/components/month-page';
import {
  askedCalendar,
  calendarAddress,
  dayHead,
  monthHead,
} from '@/features/calendar-day/lib/calendar-route.server';
import { loadFailed } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/**
 * `/calendar/{YYYY-MM-DD}` (a day) and `/calendar/{YYYY-MM}` (a month), `?calendar=new|old`:
 * 404 for an address that is neither (or out of 1583–2799), 400 for an unknown calendar.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const asked = askedCalendar(request);
  const address = calendarAddress(params.when ?? '');
  if ('month' in address) {
    const month = await getMonth({ month: address.month, calendar: asked }, request.signal).catch(
      loadFailed,
    );
    return { kind: 'month' as const, month, asked, head: monthHead(month, asked) };
  }
  const page = await getDayPage({ date: address.date, calendar: asked }, request.signal).catch(
    loadFailed,
  );
  return { kind: 'day' as const, page, asked, head: dayHead(page, { asked, isToday: false }) };
}

export const meta = headMeta();

export default function Route() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.kind === 'month' ? (
    <MonthPage month={loaded.month} asked={loaded.asked} />
  ) : (
    <DayPage page={loaded.page} asked={loaded.asked} />
  );
}
