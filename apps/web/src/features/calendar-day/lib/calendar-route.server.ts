// What the day's and month's routes share on the server: the calendar the address asks for,
// "today" (a preview's SITE_DATE or the UTC date), and each page's head.
import {
  calendarDateSchema,
  calendarMonthStringSchema,
  churchCalendarSchema,
  type CalendarDayPage,
  type CalendarMonth,
  type ChurchCalendar,
} from '@ministry/contracts';
import { calendarDayArticleJsonLd, feastEventJsonLd } from '@ministry/seo';
import { data, type MetaDescriptor } from 'react-router';
import { getSiteDate } from '@/lib/site-date';
import { pageHead, siteOrigin, siteUrl } from '@/lib/seo.server';
import {
  calendarName,
  calendarPath,
  feedPaths,
  formatDayMonthYear,
  formatMonth,
} from './calendar-dates';

/** Days further ahead than this are kept out of search results (the sitemap lists a year). */
export const INDEXED_DAYS_AHEAD = 366;

/** The day the site is on: a preview's SITE_DATE, else today in UTC (as the api's "today"). */
export const siteToday = (): string => getSiteDate() ?? new Date().toISOString().slice(0, 10);

/** `?calendar=new|old`, or none (the ministry's); anything else is the visitor's 400. */
export function askedCalendar(request: Request): ChurchCalendar | undefined {
  const values = new URL(request.url).searchParams.getAll('calendar');
  if (values.length === 0) return undefined;
  const parsed = churchCalendarSchema.safeParse(values.length === 1 ? values[0] : values);
  if (!parsed.success) throw data({ message: 'The calendar must be new or old.' }, { status: 400 });
  return parsed.data;
}

/** What `/calendar/{when}` names: a day, a month, or nothing the calendar has (404). */
export function calendarAddress(when: string): { date: string } | { month: string } {
  if (calendarDateSchema.safeParse(when).success) return { date: when };
  if (calendarMonthStringSchema.safeParse(when).success) return { month: when };
  throw data({ message: 'There is no such day in the calendar.' }, { status: 404 });
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

const feedLinks = (calendar: ChurchCalendar): MetaDescriptor[] => {
  const feeds = feedPaths(calendar);
  return [
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'text/calendar',
      title: `Great feasts and fasts (${calendarName(calendar)})`,
      href: siteUrl(feeds.ics),
    },
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `Daily readings (${calendarName(calendar)})`,
      href: siteUrl(feeds.rss),
    },
  ];
};

/**
 * The day's head: its feast or date as the title, the season, fast and readings as the
 * description, the page as an `Article` about the day's commemorations (and an `Event` on a
 * great feast), the feeds, and noindex past a year ahead.
 */
export function dayHead(
  page: CalendarDayPage,
  { asked, isToday }: { asked?: ChurchCalendar; isToday: boolean },
): MetaDescriptor[] {
  const { day, readings } = page;
  const path = isToday
    ? `/today${asked ? `?calendar=${asked}` : ''}`
    : calendarPath(day.date, asked);
  const dated = `${formatDayMonthYear(day.churchDate)} (${calendarName(day.calendar)})`;
  const feast = day.feasts[0]?.name;
  const description = [
    day.calendar === 'old' ? `Civil date ${formatDayMonthYear(day.date)}.` : '',
    `${day.season.name}. ${day.fast.description}.`,
    readings.length > 0 ? `Readings: ${readings.map(({ display }) => display).join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const great = day.feasts.filter(({ rank }) => rank === 'great');
  const title = feast ? `${feast} · ${dated}` : dated;
  const head = pageHead({
    title,
    description,
    canonicalPath: path,
    jsonLd: [
      calendarDayArticleJsonLd(
        {
          headline: title,
          description,
          path,
          commemorations: page.commemorations.map(({ name }) => name),
        },
        siteOrigin(),
      ),
      ...great.map(({ name }) =>
        feastEventJsonLd(
          { name, date: day.date, description, path: calendarPath(day.date, asked) },
          siteOrigin(),
        ),
      ),
    ],
    breadcrumbs: [
      { name: formatMonth(day.date.slice(0, 7)), path: calendarPath(day.date.slice(0, 7), asked) },
      { name: formatDayMonthYear(day.date), path: calendarPath(day.date, asked) },
    ],
  });
  const farAhead = daysBetween(siteToday(), day.date) > INDEXED_DAYS_AHEAD;
  return [
    ...head,
    ...feedLinks(day.calendar),
    ...(farAhead ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** The month's head; noindex when it begins past a year ahead. */
export function monthHead(month: CalendarMonth, asked?: ChurchCalendar): MetaDescriptor[] {
  const title = `${formatMonth(month.month)} (${calendarName(month.calendar)})`;
  const feasts = month.days.flatMap(({ feasts }) => feasts);
  const head = pageHead({
    title,
    description: `The Orthodox Church year in ${formatMonth(month.month)} on the ${calendarName(month.calendar)}: feasts, saints and fasts of every day${feasts.length ? `, with ${feasts.join(', ')}` : ''}.`,
    canonicalPath: calendarPath(month.month, asked),
    breadcrumbs: [{ name: formatMonth(month.month), path: calendarPath(month.month, asked) }],
  });
  const farAhead = daysBetween(siteToday(), `${month.month}-01`) > INDEXED_DAYS_AHEAD;
  return [
    ...head,
    ...feedLinks(month.calendar),
    ...(farAhead ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
