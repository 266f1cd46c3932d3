import type { ChurchCalendar } from '@ministry/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';

const CALENDARS = ['new', 'old'] as const;

/**
 * New or Old, as links: the page on the other calendar is an address of its own (shareable, kept
 * in the page cache), and the choice works before the JavaScript arrives.
 */
export function CalendarSwitch({
  shown,
  pathOf,
}: {
  shown: ChurchCalendar;
  pathOf: (calendar: ChurchCalendar) => string;
}) {
  return (
    <nav aria-label="Calendar" className="flex rounded-md ring-1 ring-parchment-400">
      {CALENDARS.map((calendar) => (
        <Link
          key={calendar}
          to={pathOf(calendar)}
          aria-current={shown === calendar ? 'page' : undefined}
          className={`px-3 py-1.5 text-sm font-semibold first:rounded-l-md last:rounded-r-md ${shown === calendar ? 'bg-burgundy-700 text-parchment-50' : 'text-ink-700 hover:bg-parchment-200'}`}
        >
          {calendar === 'new' ? 'New Calendar' : 'Old Calendar'}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The Today line keeps a visitor's calendar in the browser (localStorage `calendar`); a page
 * whose address names none is rendered on the ministry's, so one who keeps the other is taken
 * to this page's address on theirs.
 */
export function FollowStoredCalendar({ shown }: { shown: ChurchCalendar }) {
  const navigate = useNavigate();
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem('calendar');
    } catch {
      // Storage refused: the ministry's calendar it is.
    }
    if ((stored === 'new' || stored === 'old') && stored !== shown)
      void navigate(`?calendar=${stored}`, { replace: true, preventScrollReset: true });
  }, [navigate, shown]);
  return null;
}
