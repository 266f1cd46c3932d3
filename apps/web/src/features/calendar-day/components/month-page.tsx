import type { CalendarMonth, ChurchCalendar } from '@ministry/contracts';
import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';
import {
  calendarName,
  calendarPath,
  formatDayMonthYear,
  formatMonth,
  weekdayOf,
} from '../lib/calendar-dates';
import { CalendarSwitch, FollowStoredCalendar } from './calendar-switch';

/** `/calendar/{YYYY-MM}`: each civil day of a month, with its feasts or first saint and fast. */
export function MonthPage({ month, asked }: { month: CalendarMonth; asked?: ChurchCalendar }) {
  const { calendar, days, previous, next } = month;
  return (
    <article className="mx-auto max-w-3xl">
      {asked === undefined && <FollowStoredCalendar shown={calendar} />}
      <PageHeader eyebrow={calendarName(calendar)} title={formatMonth(month.month)} />
      <nav
        aria-label="Months"
        className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 border-y border-parchment-300 py-3 text-sm font-semibold"
      >
        {previous ? (
          <Link to={calendarPath(previous, asked)} className="text-burgundy-700 hover:underline">
            ← {formatMonth(previous)}
          </Link>
        ) : (
          <span />
        )}
        <Link to="/today" className="text-burgundy-700 hover:underline">
          Today
        </Link>
        {next ? (
          <Link
            to={calendarPath(next, asked)}
            className="justify-self-end text-right text-burgundy-700 hover:underline"
          >
            {formatMonth(next)} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
      <div className="mt-4 flex justify-end">
        <CalendarSwitch shown={calendar} pathOf={(choice) => calendarPath(month.month, choice)} />
      </div>
      <ol className="mt-6 divide-y divide-parchment-300">
        {days.map((day) => (
          <li key={day.date} className="py-3">
            <Link
              to={calendarPath(day.date, asked)}
              className="font-semibold text-burgundy-800 hover:underline"
            >
              {weekdayOf(day.date)}, {formatDayMonthYear(day.date)}
            </Link>
            {calendar === 'old' && (
              <span className="ml-2 text-sm text-ink-500">
                (Church date {formatDayMonthYear(day.churchDate)})
              </span>
            )}
            <p className="text-ink-700">
              {day.feasts.length > 0 ? (
                <strong>{day.feasts.join(' · ')}</strong>
              ) : (
                day.commemoration
              )}
            </p>
            <p className="text-sm text-ink-500">{day.fast}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
