import type { CalendarMonth, ChurchCalendar } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';
import { calendarQuery } from './get-day-page';

/** `GET /api/calendar/months/:month`: a line for each civil day of the month. */
export async function getMonth(
  { month, calendar }: { month: string; calendar?: ChurchCalendar },
  signal?: AbortSignal,
): Promise<CalendarMonth> {
  const { calendarMonthSchema } = await loadContracts();
  return apiRequest(`/api/calendar/months/${encodeURIComponent(month)}${calendarQuery(calendar)}`, {
    schema: calendarMonthSchema,
    signal,
  });
}
