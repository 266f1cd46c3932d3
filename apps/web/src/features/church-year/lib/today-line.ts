import type { ChurchCalendar, ChurchDay, FastLevel } from '@ministry/contracts';
import { seasonOfDay } from '@/lib/church-season';

/** What the "Today" line shows: the day on one calendar, in words. */
export interface TodayLine {
  calendar: ChurchCalendar;
  /** The civil date the line is for (the server's today, or SITE_DATE in a preview). */
  date: string;
  text: string;
}

const fastWords: Readonly<Record<FastLevel, string>> = {
  none: 'no fast',
  dairy: 'no meat; dairy allowed',
  fish: 'fish, wine and oil allowed',
  strict: 'strict fast',
};

/** Pascha to its leave-taking, the eve of the Ascension: the greeting of the season. */
const PASCHAL_GREETING_DAYS = 38;

/**
 * The day in a few words, e.g. "Nativity Fast · day 9 · fish, wine and oil allowed" or
 * "Wednesday of the 15th week after Pentecost · strict fast" or "Pascha · Christ is risen!": the
 * season and its day, the day's feast, the fast.
 */
export function todayLineOf(day: ChurchDay): TodayLine {
  const { calendar, date, daysFromPascha, feasts, fast } = day;
  const line = (parts: (string | false | undefined)[]) => ({
    calendar,
    date,
    text: parts.filter(Boolean).join(' · '),
  });
  if (daysFromPascha === 0) return line(['Pascha', 'Christ is risen!']);
  return line([
    seasonOfDay(day),
    feasts[0]?.name,
    daysFromPascha > 0 && daysFromPascha <= PASCHAL_GREETING_DAYS && 'Christ is risen!',
    fastWords[fast.level],
  ]);
}
