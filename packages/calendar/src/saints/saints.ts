// The saints and feasts of each day of the Church's fixed calendar, with their rank. About 70 KB of
// names, so it is its own entry (`@ministry/calendar/saints`), never imported by the package's
// main entry: the Today line's JavaScript does not carry it.
import { commemorationsByDate } from './data.js';
import { descriptions } from './descriptions.js';

/**
 * The Typikon's ranks of a commemoration, highest first: `great` (a great feast of the Lord or
 * the Theotokos: the fixed nine of the Twelve), `major` (another great feast, the red cross in a
 * circle), `vigil`, `polyeleos`, `doxology` and `six-stichera` (the lesser signs). A simple
 * commemoration has no rank.
 */
export const saintRanks = [
  'great',
  'major',
  'vigil',
  'polyeleos',
  'doxology',
  'six-stichera',
] as const;
export type SaintRank = (typeof saintRanks)[number];

/** One commemoration as the generated table holds it (see SOURCE.md). */
export interface SourceCommemoration {
  name: string;
  rank?: SaintRank;
  /** The commemoration, or its rank, is of Slavic usage (the Russian Church, the OCA). */
  tradition?: 'slavic';
}

export interface Commemoration extends SourceCommemoration {
  /** One line in our own words, for the principal commemorations. */
  description?: string;
}

const dateKey = (month: number, day: number): string =>
  `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The commemorations of a day of the Church's fixed calendar (the civil date on the New
 * Calendar, the Julian date on the Old), highest rank first. 29 February has its own saint
 * (St John Cassian); in a common year the caller may join him to 28 February, as the Typikon does.
 */
export function saintsFor(month: number, day: number): Commemoration[] {
  const key = dateKey(month, day);
  const entries = commemorationsByDate[key];
  if (!entries) throw new RangeError(`No such day of the Church's calendar: ${key}`);
  const described = descriptions[key];
  return entries.map((entry) =>
    described && entry.name.includes(described.of)
      ? { ...entry, description: described.text }
      : { ...entry },
  );
}

/** Every date the table answers, `MM-DD`, 1 January to 31 December with 29 February. */
export const saintDates = (): string[] => Object.keys(commemorationsByDate);
