import type { ChurchCalendar, ChurchDay, FastingTradition, FastLevel } from '@ministry/contracts';
import { seasonOfDay } from '@/lib/church-season';

/** What the "Today" line shows: the day on one calendar, in words. */
export interface TodayLine {
  calendar: ChurchCalendar;
  /** The civil date the line is for (the server's today, or SITE_DATE in a preview). */
  date: string;
  /** The line up to the day's highest commemoration (the whole line when it has no others). */
  text: string;
  /** How many more commemorations the day has: "and N more", a link to the day's page. */
  more: number;
  /** What follows the link: the greeting, the tone, the fast. */
  rest: string;
  /** The fast explained: the tradition and what the level allows, in one line. */
  fastNote: string;
}

// Written here, not imported from the contracts' tables, to keep zod out of the chunk that
// shows the other calendar's line.
const fastWords: Readonly<Record<FastLevel, string>> = {
  none: 'no fast',
  dairy: 'no meat; dairy allowed',
  fish: 'fish, wine and oil allowed',
  'wine-oil': 'wine and oil allowed',
  strict: 'strict fast',
  total: 'total abstention',
};

const fastMeanings: Readonly<Record<FastLevel, string>> = {
  none: 'every food is allowed',
  dairy: 'no meat; dairy, eggs and fish are allowed',
  fish: 'no meat, dairy or eggs; fish, wine and oil are allowed',
  'wine-oil': 'no meat, dairy, eggs or fish; wine and olive oil are allowed',
  strict: 'no meat, dairy, eggs, fish, wine or oil',
  total: 'no food, for those who are able',
};

const traditionNames: Readonly<Record<FastingTradition, string>> = {
  slavic: 'the Russian tradition',
  greek: 'the Greek tradition',
};

/** Pascha to its leave-taking, the eve of the Ascension: the greeting of the season. */
const PASCHAL_GREETING_DAYS = 38;

const joined = (parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/**
 * The day in a few words, e.g. "Nativity Fast · day 9 · Tone 3 · fish, wine and oil allowed",
 * "Wednesday of the 15th week after Pentecost · Tone 6 · strict fast" or
 * "Pascha · Christ is risen!": the season and its day, the day's highest commemoration (and how
 * many more), the greeting, the tone of the week, the fast.
 */
export function todayLineOf(day: ChurchDay): TodayLine {
  const { calendar, date, daysFromPascha, feasts, fast, tone, tradition } = day;
  const fastNote = `Fasting as in ${traditionNames[tradition]}: ${fastWords[fast.level]} (${fastMeanings[fast.level]}).`;
  if (daysFromPascha === 0) {
    return { calendar, date, text: 'Pascha · Christ is risen!', more: 0, rest: '', fastNote };
  }
  const more = Math.max(feasts.length - 1, 0);
  const lead = joined([seasonOfDay(day), feasts[0]?.name]);
  const rest = joined([
    daysFromPascha > 0 && daysFromPascha <= PASCHAL_GREETING_DAYS && 'Christ is risen!',
    tone !== null && `Tone ${tone}`,
    fastWords[fast.level],
  ]);
  return more
    ? { calendar, date, text: lead, more, rest, fastNote }
    : { calendar, date, text: joined([lead, rest]), more, rest: '', fastNote };
}
