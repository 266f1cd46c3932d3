import type { ChurchDay } from '@ministry/contracts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const ordinalSuffixes = new Map([
  ['one', 'st'],
  ['two', 'nd'],
  ['few', 'rd'],
  ['other', 'th'],
]);
const ordinalRules = new Intl.PluralRules('en', { type: 'ordinal' });

/** 1st, 2nd, 3rd, 11th, 22nd. */
const ordinal = (n: number) => `${n}${ordinalSuffixes.get(ordinalRules.select(n)) ?? 'th'}`;

/**
 * The season as the Church names the day, for the Today line and the home page: "Great Lent ·
 * day 12"; after Pentecost the week as parish calendars count it, "Wednesday of the 15th week
 * after Pentecost" or "15th Sunday after Pentecost"; otherwise the season's name.
 */
export function seasonOfDay({ date, season }: Pick<ChurchDay, 'date' | 'season'>): string {
  if (season.day) return `${season.name} · day ${season.day}`;
  if (!season.week) return season.name;
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return weekday === 'Sunday'
    ? `${ordinal(season.week)} Sunday after Pentecost`
    : `${weekday} of the ${ordinal(season.week)} week after Pentecost`;
}
