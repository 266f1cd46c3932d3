import type { CalendarDayPage, ChurchCalendar } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';

/** `?calendar=old` when the visitor asked for the Old Calendar; none for the owner's default. */
export const calendarQuery = (calendar: ChurchCalendar | undefined): string =>
  calendar ? `?${new URLSearchParams({ calendar })}` : '';

/**
 * `GET /api/calendar/days/:date`: the Church's day with its saints, its readings and their text
 * (which only this page's loader data carries), and what is tagged for its season.
 */
export async function getDayPage(
  { date, calendar }: { date: string; calendar?: ChurchCalendar },
  signal?: AbortSignal,
): Promise<CalendarDayPage> {
  const { calendarDayPageSchema } = await loadContracts();
  return apiRequest(`/api/calendar/days/${encodeURIComponent(date)}${calendarQuery(calendar)}`, {
    schema: calendarDayPageSchema,
    signal,
  });
}
