// Plain calendar dates, with no time of day and no time zone, so a date never slides into the
// previous or next day wherever the code runs. Day arithmetic goes through Julian Day Numbers,
// which also convert between the Gregorian (civil) and the Julian calendar.

/** A day on a calendar: month 1–12, day 1–31. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** A day given as a civil date, a `YYYY-MM-DD` string, or a `Date` read in UTC. */
export type DateInput = CivilDate | string | Date;

const floorDiv = (a: number, b: number) => Math.floor(a / b);

/** Julian Day Number of a date on the Gregorian (civil) or the Julian calendar. */
function toJdn({ year, month, day }: CivilDate, julian: boolean): number {
  const a = floorDiv(14 - month, 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  const days = day + floorDiv(153 * m + 2, 5) + 365 * y + floorDiv(y, 4);
  return julian ? days - 32083 : days - floorDiv(y, 100) + floorDiv(y, 400) - 32045;
}

/** The date of a Julian Day Number on either calendar (E. G. Richards' algorithm). */
function fromJdn(jdn: number, julian: boolean): CivilDate {
  const f = julian
    ? jdn + 1401
    : jdn + 1401 + floorDiv(floorDiv(4 * jdn + 274277, 146097) * 3, 4) - 38;
  const e = 4 * f + 3;
  const g = floorDiv(e % 1461, 4);
  const h = 5 * g + 2;
  const day = floorDiv(h % 153, 5) + 1;
  const month = ((floorDiv(h, 153) + 2) % 12) + 1;
  const year = floorDiv(e, 1461) - 4716 + floorDiv(14 - month, 12);
  return { year, month, day };
}

/** A civil date moved by a number of days (negative: earlier). */
export const addDays = (date: CivilDate, days: number): CivilDate =>
  fromJdn(toJdn(date, false) + days, false);

/** Days from `from` to `to`: positive when `to` is later. */
export const daysBetween = (from: CivilDate, to: CivilDate): number =>
  toJdn(to, false) - toJdn(from, false);

/** Day of the week of a civil date: 0 Sunday … 6 Saturday, as `Date#getUTCDay`. */
export const dayOfWeek = (date: CivilDate): number => (toJdn(date, false) + 1) % 7;

/** The civil (Gregorian) date of a day given on the Julian calendar. */
export const julianToCivil = (julianDate: CivilDate): CivilDate =>
  fromJdn(toJdn(julianDate, true), false);

/** The Julian calendar's date for a civil (Gregorian) date. */
export const civilToJulian = (date: CivilDate): CivilDate => fromJdn(toJdn(date, false), true);

/** Whether a year/month/day names a day that exists on the Gregorian calendar. */
export function isValidCivilDate(date: CivilDate): boolean {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger)) return false;
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const back = fromJdn(toJdn(date, false), false);
  return back.year === year && back.month === month && back.day === day;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** `YYYY-MM-DD`. */
export const formatCivilDate = ({ year, month, day }: CivilDate): string =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** Reads `YYYY-MM-DD`; throws a RangeError for anything else or a day that does not exist. */
export function parseCivilDate(text: string): CivilDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match && { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (!date || !isValidCivilDate(date)) throw new RangeError(`not a date (YYYY-MM-DD): ${text}`);
  return date;
}

/** The civil date a `Date` falls on in UTC (never the local time zone). */
export const civilDateOfUtc = (date: Date): CivilDate => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});

/** Midnight UTC at the start of a civil date. */
export function utcMidnight({ year, month, day }: CivilDate): Date {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** Any accepted form of a day, as a checked civil date. */
export function toCivilDate(input: DateInput): CivilDate {
  if (typeof input === 'string') return parseCivilDate(input);
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) throw new RangeError('not a date: Invalid Date');
    return civilDateOfUtc(input);
  }
  if (!isValidCivilDate(input)) throw new RangeError(`not a date: ${JSON.stringify(input)}`);
  return { year: input.year, month: input.month, day: input.day };
}

/** -1, 0 or 1 as `a` is before, the same day as, or after `b`. */
export const compareCivilDates = (a: CivilDate, b: CivilDate): number =>
  Math.sign(daysBetween(b, a));
