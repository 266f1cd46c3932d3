// The calendar's feeds: the great feasts and fasts as iCalendar (RFC 5545) for a phone's
// calendar to subscribe to, and the day's readings as RSS, on the site's public origin.
import { Feed } from 'feed';
import ical, { ICalCalendarMethod } from 'ical-generator';
import {
  addDays,
  churchDay,
  civilDateOfUtc,
  compareCivilDates,
  feastsOfYear,
  formatCivilDate,
  parseCivilDate,
  utcMidnight,
  type CivilDate,
} from '@ministry/calendar';
import { type ChurchCalendar, type SeasonId } from '@ministry/contracts';
import { absoluteUrl, SITE_NAME } from '@ministry/seo';
import { readingsWithText } from './day-page.service.js';

/** The feed runs from today for this many years. */
export const FEASTS_FEED_YEARS = 2;
/** The readings' feed carries today's and this many days before. */
export const READINGS_FEED_DAYS = 7;

/** The seasons that are fasts, each an event from its first day to its last. */
export const FAST_SEASONS: ReadonlySet<SeasonId> = new Set([
  'great-lent',
  'holy-week',
  'apostles-fast',
  'dormition-fast',
  'nativity-fast',
]);

const calendarName = (calendar: ChurchCalendar) =>
  calendar === 'new' ? 'New Calendar' : 'Old Calendar';

export const dayPath = (date: string, calendar: ChurchCalendar) =>
  `/calendar/${date}${calendar === 'old' ? '?calendar=old' : ''}`;

interface AllDayEvent {
  uid: string;
  summary: string;
  /** First and last day, inclusive. */
  start: CivilDate;
  end: CivilDate;
}

/** The great feasts from `from` (inclusive) to `until` (exclusive), in date order. */
function greatFeastsBetween(from: CivilDate, until: CivilDate, calendar: ChurchCalendar) {
  const feasts = [];
  for (let year = from.year; year <= until.year; year++) {
    for (const feast of feastsOfYear(year, calendar)) {
      if (feast.rank !== 'great') continue;
      if (compareCivilDates(feast.date, from) < 0 || compareCivilDates(feast.date, until) >= 0)
        continue;
      feasts.push(feast);
    }
  }
  return feasts;
}

/** Each run of days in one fasting season between the dates, whole where it reaches past them. */
function fastsBetween(from: CivilDate, until: CivilDate, calendar: ChurchCalendar) {
  const fasts: { id: SeasonId; name: string; start: CivilDate; end: CivilDate }[] = [];
  for (let date = from; compareCivilDates(date, until) < 0; date = addDays(date, 1)) {
    const { season } = churchDay(date, { calendar });
    if (!FAST_SEASONS.has(season.id)) continue;
    const last = fasts.at(-1);
    if (last && last.id === season.id && compareCivilDates(addDays(last.end, 1), date) === 0)
      last.end = date;
    else fasts.push({ id: season.id, name: season.name, start: date, end: date });
  }
  return fasts;
}

/** The events of the feed, from `today` for two years; UIDs stay the same from one day to the next. */
export function feastsAndFastsFrom(
  today: CivilDate,
  calendar: ChurchCalendar,
  host: string,
): AllDayEvent[] {
  const until = { ...today, year: today.year + FEASTS_FEED_YEARS };
  const feasts = greatFeastsBetween(today, until, calendar).map((feast) => ({
    uid: `${feast.id}-${formatCivilDate(feast.date)}-${calendar}@${host}`,
    summary: feast.name,
    start: feast.date,
    end: feast.date,
  }));
  const fasts = fastsBetween(today, until, calendar).map((fast) => ({
    // Named by the year of its last day, the same whether or not the feed starts within it.
    uid: `${fast.id}-${fast.end.year}-${calendar}@${host}`,
    summary: fast.name,
    start: fast.start,
    end: fast.end,
  }));
  return [...feasts, ...fasts].sort((a, b) => compareCivilDates(a.start, b.start));
}

/** `/calendar/feasts.ics?calendar=`: the great feasts and the fasts, all-day events. */
export function buildFeastsCalendar(calendar: ChurchCalendar, now: Date, origin: string): string {
  const host = new URL(origin).host;
  const feed = ical({
    name: `Feasts and fasts (${calendarName(calendar)}) · ${SITE_NAME}`,
    description: `The great feasts and the fasting seasons of the Orthodox Church year on the ${calendarName(calendar)}, for the next ${FEASTS_FEED_YEARS} years.`,
    prodId: { company: SITE_NAME, product: 'Church year', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    url: absoluteUrl('/today', origin),
    ttl: 60 * 60 * 24,
  });
  for (const event of feastsAndFastsFrom(civilDateOfUtc(now), calendar, host)) {
    feed.createEvent({
      id: event.uid,
      // All-day dates written as they are (VALUE=DATE): UTC midnight read with `floating`.
      start: utcMidnight(event.start),
      end: utcMidnight(addDays(event.end, 1)),
      allDay: true,
      floating: true,
      stamp: now,
      summary: event.summary,
      url: absoluteUrl(dayPath(formatCivilDate(event.start), calendar), origin),
    });
  }
  return feed.toString();
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `/calendar/readings.xml?calendar=`: the last week's readings, today's first, with their text. */
export function buildReadingsFeed(calendar: ChurchCalendar, now: Date, origin: string): string {
  const today = civilDateOfUtc(now);
  const feed = new Feed({
    title: `Daily readings (${calendarName(calendar)}) · ${SITE_NAME}`,
    description:
      'The Epistle and Gospel of each day of the Orthodox Church year, in the World English Bible.',
    id: absoluteUrl('/today', origin),
    link: absoluteUrl('/today', origin),
    language: 'en',
    copyright: 'Scripture: World English Bible (public domain)',
    feedLinks: { rss: absoluteUrl(`/calendar/readings.xml?calendar=${calendar}`, origin) },
    generator: false,
    updated: utcMidnight(today),
  });
  for (let back = 0; back < READINGS_FEED_DAYS; back++) {
    const date = formatCivilDate(addDays(today, -back));
    const readings = readingsWithText(date, calendar);
    const link = absoluteUrl(dayPath(date, calendar), origin);
    feed.addItem({
      title: `Readings for ${date}: ${readings.map(({ display }) => display).join(' · ')}`,
      id: link,
      link,
      date: utcMidnight(parseCivilDate(date)),
      description: readings.map(({ display }) => display).join('; '),
      content: readings
        .map(
          ({ display, verses }) =>
            `<h3>${escapeHtml(display)}</h3>` +
            (verses
              ? `<p>${verses.map(({ verse, text }) => `<sup>${verse}</sup> ${escapeHtml(text)}`).join(' ')}</p>`
              : '<p>The text of this reading is not on the site yet.</p>'),
        )
        .join(''),
    });
  }
  return feed.rss2();
}
