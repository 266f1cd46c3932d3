import { useEffect, useState } from 'react';
import type { TodayLine as TodayLineData } from '../lib/today-line';

const CALENDARS = ['new', 'old'] as const;

/**
 * "Today · Great Lent · day 11 · Annunciation and 1 more · Tone 3 · …" with the calendar control
 * ("and N more" links to the day's page; the fast, its tradition and meaning are the line's title
 * and are read out to screen readers), rendered on the server for the
 * ministry's calendar inside the layout's box of a fixed height (two short lines on a phone, one
 * truncated line wider up). A visitor who keeps the other calendar gets its line after hydration; the code that
 * asks for it loads only then. The line is one truncated row of a fixed height, so the swap
 * moves nothing on the page.
 */
export function TodayLine({ today }: { today: TodayLineData }) {
  const [shown, setShown] = useState(today);

  function show(calendar: string | null) {
    if (calendar === 'new' || calendar === 'old') {
      void import('../lib/calendar-choice').then((choice) =>
        choice.showCalendar(calendar, today, setShown),
      );
    }
  }

  useEffect(() => {
    // Same key as CALENDAR_STORAGE_KEY, written out to keep that module out of the page.
    const stored = localStorage.getItem('calendar');
    if (stored !== today.calendar) show(stored);
    // Once, after hydration: the server rendered the ministry's calendar.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4 text-sm sm:px-6 large-text:flex-wrap large-text:py-1">
      <p
        title={shown.fastNote}
        className="line-clamp-2 min-w-0 flex-1 text-xs leading-tight text-ink-700 sm:line-clamp-none sm:truncate sm:text-sm large-text:line-clamp-none large-text:whitespace-normal"
      >
        <b className="text-burgundy-800">Today</b> · {shown.text}
        {shown.more ? (
          <>
            {' '}
            <a href={`/calendar/${shown.date}`} className="underline">
              and {shown.more} more
            </a>
            {shown.rest && ` · ${shown.rest}`}
          </>
        ) : null}
        <span className="sr-only"> {shown.fastNote}</span>
      </p>
      <div
        role="group"
        aria-label="Calendar"
        className="flex flex-none rounded-md ring-1 ring-parchment-400"
      >
        {CALENDARS.map((calendar) => (
          <button
            key={calendar}
            type="button"
            aria-pressed={shown.calendar === calendar}
            onClick={() => show(calendar)}
            className={`h-7 px-2 text-xs font-semibold capitalize first:rounded-l-md last:rounded-r-md ${shown.calendar === calendar ? 'bg-burgundy-700 text-parchment-50' : 'text-ink-700 hover:bg-parchment-200'}`}
          >
            {calendar}
          </button>
        ))}
      </div>
    </div>
  );
}
