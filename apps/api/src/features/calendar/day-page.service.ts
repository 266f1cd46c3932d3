// The day's page and the month's, composed in one place from the calendar package: the Church's
// day (`churchDay`), its saints (`saintsFor`, by the Church's date), its readings (`readingsFor`)
// with their text (`textOf`, read from files here on the server), and what the ministry tagged
// for its season and feasts. The page shows what this answers and computes nothing itself.
import {
  addDays,
  churchDay,
  compareCivilDates,
  formatCivilDate,
  parseCivilDate,
  readingsFor,
  type CivilDate,
} from '@ministry/calendar';
import { saintsFor, type Commemoration } from '@ministry/calendar/saints';
import { textOf } from '@ministry/calendar/texts';
import {
  CHURCH_YEAR_MAX,
  CHURCH_YEAR_MIN,
  SEASON_POST_LIMIT,
  SEASON_PRODUCT_LIMIT,
  type CalendarDayPage,
  type CalendarMonth,
  type ChurchCalendar,
  type ChurchDay,
  type DayReading,
} from '@ministry/contracts';
import { listSeasonProducts } from '../catalogue/products.service.js';
import { listPublishedSeasonPosts } from '../posts/posts.service.js';

const CHURCH_YEAR_MIN_DATE: CivilDate = { year: CHURCH_YEAR_MIN, month: 1, day: 1 };
const CHURCH_YEAR_MAX_DATE: CivilDate = { year: CHURCH_YEAR_MAX, month: 12, day: 31 };

const isLeapYear = (year: number, calendar: ChurchCalendar): boolean =>
  calendar === 'old' ? year % 4 === 0 : year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/**
 * The commemorations of the Church's date, highest rank first. In a common year St John
 * Cassian (29 February) is kept on 28 February, as the Typikon directs.
 */
export function commemorationsOn(day: ChurchDay): Commemoration[] {
  const { year, month, day: dayOfMonth } = parseCivilDate(day.churchDate);
  const saints = saintsFor(month, dayOfMonth);
  if (month === 2 && dayOfMonth === 28 && !isLeapYear(year, day.calendar))
    return [...saints, ...saintsFor(2, 29)];
  return saints;
}

/** The day's readings, each with the World English Bible's verses when they are shipped. */
export function readingsWithText(date: string, calendar: ChurchCalendar): DayReading[] {
  return readingsFor(date, calendar).map(({ service, kind, display, note, reference }) => {
    const verses = textOf(reference);
    return {
      service,
      kind,
      display,
      ...(note ? { note } : {}),
      ...(verses ? { verses } : {}),
    };
  });
}

/** The civil date `days` away, or null past the years the calendar answers. */
function neighbour(date: CivilDate, days: number): string | null {
  const next = addDays(date, days);
  return compareCivilDates(next, CHURCH_YEAR_MIN_DATE) < 0 ||
    compareCivilDates(next, CHURCH_YEAR_MAX_DATE) > 0
    ? null
    : formatCivilDate(next);
}

/** Everything but the tagged resources: no database, the part that must stay fast. */
export function churchDayPageOf(date: string, calendar: ChurchCalendar) {
  const day = churchDay(date, { calendar });
  const civil = parseCivilDate(date);
  return {
    day,
    commemorations: commemorationsOn(day),
    readings: readingsWithText(date, calendar),
    previous: neighbour(civil, -1),
    next: neighbour(civil, 1),
  };
}

/** `GET /api/calendar/days/:date`: the day, its saints and readings, and what suits it. */
export async function dayPageFor(date: string, calendar: ChurchCalendar): Promise<CalendarDayPage> {
  const page = churchDayPageOf(date, calendar);
  const [products, posts] = await Promise.all([
    listSeasonProducts(page.day.tags, SEASON_PRODUCT_LIMIT),
    listPublishedSeasonPosts(page.day.tags, SEASON_POST_LIMIT),
  ]);
  return { ...page, products, posts };
}

const monthKey = ({ year, month }: { year: number; month: number }) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/** `GET /api/calendar/months/:month`: a line for each civil day of the month. */
export function monthFor(month: string, calendar: ChurchCalendar): CalendarMonth {
  const first = parseCivilDate(`${month}-01`);
  const days: CalendarMonth['days'] = [];
  for (let date = first; date.month === first.month; date = addDays(date, 1)) {
    const day = churchDay(date, { calendar });
    const feasts = day.feasts.map(({ name }) => name);
    const [principal] = commemorationsOn(day);
    days.push({
      date: day.date,
      churchDate: day.churchDate,
      season: day.season.id,
      fast: day.fast.description,
      feasts,
      ...(principal ? { commemoration: principal.name } : {}),
    });
  }
  const before = addDays(first, -1);
  const after = addDays(first, 32);
  return {
    month,
    calendar,
    previous: compareCivilDates(before, CHURCH_YEAR_MIN_DATE) < 0 ? null : monthKey(before),
    next: compareCivilDates(after, CHURCH_YEAR_MAX_DATE) > 0 ? null : monthKey(after),
    days,
  };
}
