import type { ChurchCalendar } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';
import { todayLineOf, type TodayLine } from '../lib/today-line';

/**
 * `GET /api/calendar/today` as the "Today" line: for the server render with no calendar (the
 * answer names the ministry's default), for the browser with the visitor's other choice. `date`
 * pins the day (a preview's SITE_DATE, or the day the page was rendered for).
 */
export async function getTodayLine(
  options: { calendar?: ChurchCalendar; date?: string } = {},
  signal?: AbortSignal,
): Promise<TodayLine> {
  const query = new URLSearchParams(
    Object.entries(options).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  const { churchDaySchema } = await loadContracts();
  const day = await apiRequest(`/api/calendar/today${query ? `?${query}` : ''}`, {
    schema: churchDaySchema,
    signal,
  });
  return todayLineOf(day);
}
