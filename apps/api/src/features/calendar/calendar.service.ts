import { churchDay, civilDateOfUtc } from '@ministry/calendar';
import type { CalendarTodayQuery, ChurchCalendar, ChurchDay } from '@ministry/contracts';

/**
 * The Church's day asked for: the given civil date, or today in UTC (one answer for every
 * visitor whatever their time zone), on the given calendar or the ministry's default.
 */
export function churchDayFor(
  query: CalendarTodayQuery,
  defaultCalendar: ChurchCalendar,
  now: Date = new Date(),
): ChurchDay {
  return churchDay(query.date ?? civilDateOfUtc(now), {
    calendar: query.calendar ?? defaultCalendar,
  });
}
