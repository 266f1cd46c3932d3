import type { ChurchCalendar } from '@ministry/contracts';
import { MONTHS } from '@/lib/format-date';

// Dates as the day's and month's pages write them. A Church date on the Old Calendar is a Julian
// date (it may be 29 February in a year the civil calendar has none), so it is written from its
// numbers, never through a `Date`; weekdays come from the civil date only, read in UTC.

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** "25 December 2025". */
export function formatDayMonthYear(date: string): string {
  const [year, month, day] = parts(date);
  return `${day} ${MONTHS[month - 1] ?? ''} ${year}`;
}

/** "January 2026" for `2026-01`. */
export function formatMonth(month: string): string {
  const [year, number] = parts(month);
  return `${MONTHS[number - 1] ?? ''} ${year}`;
}

const weekdays = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** "Wednesday", the civil date's weekday. */
export const weekdayOf = (civilDate: string): string =>
  weekdays.format(new Date(`${civilDate}T12:00:00Z`));

export const calendarName = (calendar: ChurchCalendar): string =>
  calendar === 'new' ? 'New Calendar' : 'Old Calendar';

/**
 * A page of the calendar, keeping the calendar the visitor asked for by address (`undefined`:
 * the ministry's, no query), so that a shared link shows what its sender saw.
 */
export const calendarPath = (when: string, calendar?: ChurchCalendar): string =>
  `/calendar/${when}${calendar ? `?calendar=${calendar}` : ''}`;

/** The calendar's feeds, on the site's origin (the gateway answers them from the api). */
export const feedPaths = (calendar: ChurchCalendar) => ({
  ics: `/calendar/feasts.ics?calendar=${calendar}`,
  rss: `/calendar/readings.xml?calendar=${calendar}`,
});
