import {
  addDays,
  churchDay,
  compareCivilDates,
  feastsOfYear,
  formatCivilDate,
  parseCivilDate,
} from '@ministry/calendar';
import { calendarDayPageSchema, calendarMonthSchema } from '@ministry/contracts';
import { XMLParser } from 'fast-xml-parser';
import ical, { type VEvent } from 'node-ical';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '@ministry/db/testing';
import { createUser } from '../auth/testing.js';
import { buildApp, createProduct } from '../catalogue/testing.js';
import { createPost } from '../posts/testing.js';
import { FEED_CACHE_CONTROL, DATED_CACHE_CONTROL } from './calendar.routes.js';
import { FAST_SEASONS } from './calendar-feeds.service.js';
import { churchDayPageOf } from './day-page.service.js';

useTestDatabase();

const ORIGIN = 'https://orthodox-resources.example';

/** An api whose "today" is the given civil date, at noon UTC, on the public origin. */
const appOn = (date: string, env: Record<string, string> = {}) =>
  buildApp({ WEB_ORIGIN: ORIGIN, ...env }, { now: () => new Date(`${date}T12:00:00Z`) });

const dayPage = async (path: string, app = buildApp()) => {
  const response = await request(app).get(`/api/calendar/days/${path}`).expect(200);
  return { page: calendarDayPageSchema.parse(response.body), response };
};

describe('GET /api/calendar/days/:date', () => {
  it('gives the Nativity on the New Calendar with its saints, readings and their text', async () => {
    const { page, response } = await dayPage('2025-12-25');

    expect(page.day).toMatchObject({ date: '2025-12-25', calendar: 'new' });
    expect(page.day.feasts.map(({ id }) => id)).toEqual(['nativity']);
    expect(page.commemorations[0]).toMatchObject({ rank: 'great' });
    expect(page.commemorations[0]?.name).toMatch(/Nativity/);
    const gospel = page.readings.find(({ kind }) => kind === 'gospel');
    expect(gospel?.display).toBe('Matthew 2:1–12');
    expect(gospel?.verses?.[0]).toMatchObject({ book: 'Matt', chapter: 2, verse: 1 });
    expect(gospel?.verses?.[0]?.text).toMatch(/Bethlehem/);
    expect({ previous: page.previous, next: page.next }).toEqual({
      previous: '2025-12-24',
      next: '2025-12-26',
    });
    expect(response.headers['cache-control']).toMatch(/must-revalidate/);
  });

  it('keeps the Old Calendar on its Julian date, shown with its civil date', async () => {
    const { page } = await dayPage('2026-01-07?calendar=old');

    expect(page.day).toMatchObject({ date: '2026-01-07', churchDate: '2025-12-25' });
    expect(page.day.feasts.map(({ id }) => id)).toEqual(['nativity']);
    expect(page.commemorations[0]?.name).toMatch(/Nativity/);
  });

  it('names Old Testament readings without their text', async () => {
    // Friday of the first week of Great Lent 2026: Vespers' Genesis and Proverbs.
    const { page } = await dayPage('2026-02-27');

    const ot = page.readings.filter(({ kind }) => kind === 'ot');
    expect(ot.length).toBeGreaterThan(0);
    expect(ot.every(({ verses }) => verses === undefined)).toBe(true);
  });

  it('lists the posts and products tagged for the day’s season', async () => {
    const author = await createUser();
    await createProduct({ name: 'Nativity Fast prayers', seasons: ['nativity-fast'] });
    await createProduct({ name: 'Lenten Triodion booklet', seasons: ['great-lent'] });
    await createPost({
      author: author._id,
      title: 'Advent of the Lord',
      seasons: ['nativity-fast'],
    });

    const { page } = await dayPage('2026-11-23');

    expect(page.products.map(({ name }) => name)).toEqual(['Nativity Fast prayers']);
    expect(page.posts.map(({ title }) => title)).toEqual(['Advent of the Lord']);
  });

  it('keeps St John Cassian on 28 February in a common year', async () => {
    const { page } = await dayPage('2026-02-28');

    expect(page.commemorations.map(({ name }) => name).join(' ')).toMatch(/Cassian/);
  });

  it.each([
    ['2026-02-30', /params\.date must be a date as YYYY-MM-DD/],
    ['26-02-01', /params\.date must be a date as YYYY-MM-DD/],
    ['2800-01-01', /must be a date from 1583 to 2799/],
    ['2026-02-01?calendar=julian', /calendar must be new or old/],
    ['2026-02-01?tz=UTC', /unknown parameter "tz"/],
  ])('refuses %s with a 400 that names the problem', async (path, mentions) => {
    const response = await request(buildApp()).get(`/api/calendar/days/${path}`).expect(400);

    expect(response.body.message).toMatch(mentions);
  });

  it('composes a day in well under a millisecond once warm', () => {
    const start = parseCivilDate('2026-01-01');
    for (let offset = 0; offset < 365; offset++)
      churchDayPageOf(formatCivilDate(addDays(start, offset)), 'new');

    const began = performance.now();
    for (let offset = 0; offset < 365; offset++)
      churchDayPageOf(formatCivilDate(addDays(start, offset)), 'old');
    for (let offset = 0; offset < 365; offset++)
      churchDayPageOf(formatCivilDate(addDays(start, offset)), 'new');
    const perDay = (performance.now() - began) / 730;

    // The budget is 1 ms; a busy CI machine gets twice that.
    expect(perDay).toBeLessThan(2);
  });
});

describe('GET /api/calendar/months/:month', () => {
  it('gives a line for every day of the month, with its feasts and fast', async () => {
    const response = await request(buildApp())
      .get('/api/calendar/months/2026-01?calendar=old')
      .expect(200);

    const month = calendarMonthSchema.parse(response.body);
    expect(month).toMatchObject({ month: '2026-01', calendar: 'old' });
    expect(month.previous).toBe('2025-12');
    expect(month.next).toBe('2026-02');
    expect(month.days).toHaveLength(31);
    expect(month.days[6]).toMatchObject({ date: '2026-01-07', churchDate: '2025-12-25' });
    expect(month.days[6]?.feasts).toEqual(['Nativity of Christ']);
    expect(month.days[0]).toMatchObject({ season: 'nativity-fast' });
    expect(response.headers['cache-control']).toBe(DATED_CACHE_CONTROL);
  });

  it.each([
    ['2026-13', /must be a month as YYYY-MM/],
    ['2026-1', /must be a month as YYYY-MM/],
    ['1500-01', /must be a month from 1583 to 2799/],
  ])('refuses %s with a 400', async (month, mentions) => {
    const response = await request(buildApp()).get(`/api/calendar/months/${month}`).expect(400);

    expect(response.body.message).toMatch(mentions);
  });
});

/** The events of an iCalendar file, read by node-ical (not the library that wrote it). */
const eventsOf = (text: string): VEvent[] =>
  Object.values(ical.sync.parseICS(text)).filter(
    (entry): entry is VEvent => entry?.type === 'VEVENT',
  );

/** What the calendar package says of the two years from `today`: great feasts and fast runs. */
function expectedEvents(today: string, calendar: 'new' | 'old') {
  const from = parseCivilDate(today);
  const until = { ...from, year: from.year + 2 };
  const inWindow = (date: Parameters<typeof compareCivilDates>[0]) =>
    compareCivilDates(date, from) >= 0 && compareCivilDates(date, until) < 0;
  const feasts = [from.year, from.year + 1, from.year + 2]
    .flatMap((year) => feastsOfYear(year, calendar))
    .filter((feast) => feast.rank === 'great' && inWindow(feast.date));
  let fasts = 0;
  let previous: string | undefined;
  for (let date = from; inWindow(date); date = addDays(date, 1)) {
    const { id } = churchDay(date, { calendar }).season;
    const fasting = FAST_SEASONS.has(id) ? id : undefined;
    if (fasting && fasting !== previous) fasts += 1;
    previous = fasting;
  }
  return { feasts: feasts.length, fasts };
}

describe('GET /api/calendar/feasts.ics', () => {
  it.each(['new', 'old'] as const)(
    'gives the %s calendar’s great feasts and fasts for two years, readable by another parser',
    async (calendar) => {
      const response = await request(appOn('2026-11-27'))
        .get(`/api/calendar/feasts.ics?calendar=${calendar}`)
        .expect(200);

      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['cache-control']).toBe(FEED_CACHE_CONTROL);
      const events = eventsOf(response.text);
      const expected = expectedEvents('2026-11-27', calendar);
      const fastNames = new Set([
        'Great Lent',
        'Holy Week',
        "Apostles' Fast",
        'Dormition Fast',
        'Nativity Fast',
      ]);
      const summaries = events.map(({ summary }) =>
        typeof summary === 'string' ? summary : summary.val,
      );
      expect(summaries.filter((name) => fastNames.has(name))).toHaveLength(expected.fasts);
      expect(summaries.filter((name) => !fastNames.has(name))).toHaveLength(expected.feasts);
      // 2 Paschas, Palm Sundays, Ascensions, Pentecosts and 9 fixed feasts a year.
      expect(expected.feasts).toBe(26);
      for (const event of events) {
        expect(event.datetype).toBe('date');
        expect(event.dtstamp).toBeInstanceOf(Date);
        expect(event.uid).toMatch(/@orthodox-resources\.example$/);
      }
      expect(new Set(events.map(({ uid }) => uid)).size).toBe(events.length);
    },
  );

  it('keeps each event’s UID from one day to the next', async () => {
    const uids = async (date: string) => {
      const response = await request(appOn(date)).get('/api/calendar/feasts.ics').expect(200);
      return eventsOf(response.text).map(({ uid }) => uid);
    };

    const today = await uids('2026-11-27');
    const tomorrow = await uids('2026-11-28');

    // No event begins on 27 November 2026: the window's first day drops nothing.
    expect(tomorrow).toEqual(expect.arrayContaining(today));
  });

  it('places the Old Calendar’s Nativity on 7 January, a whole day', async () => {
    const response = await request(appOn('2026-11-27'))
      .get('/api/calendar/feasts.ics?calendar=old')
      .expect(200);

    const nativity = eventsOf(response.text).find(
      ({ summary }) => summary === 'Nativity of Christ',
    );
    expect(response.text).toContain('DTSTART;VALUE=DATE:20270107');
    expect(response.text).toContain('DTEND;VALUE=DATE:20270108');
    expect(nativity).toMatchObject({
      url: { val: `${ORIGIN}/calendar/2027-01-07?calendar=old` },
    });
  });

  it('refuses an unknown calendar with a 400', async () => {
    await request(buildApp()).get('/api/calendar/feasts.ics?calendar=julian').expect(400);
  });
});

describe('GET /api/calendar/readings.xml', () => {
  it('is an RSS feed of the last week’s readings, today first, with their text', async () => {
    const response = await request(appOn('2025-12-25'))
      .get('/api/calendar/readings.xml')
      .expect(200);

    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const { rss } = new XMLParser({ ignoreAttributes: false }).parse(response.text) as {
      rss: { '@_version': string; channel: { item: { title: string; link: string }[] } };
    };
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.item).toHaveLength(7);
    expect(rss.channel.item[0]?.title).toMatch(/^Readings for 2025-12-25: .*Matthew 2:1–12/);
    expect(rss.channel.item[0]?.link).toBe(`${ORIGIN}/calendar/2025-12-25`);
    expect(response.text).toContain('Bethlehem');
  });
});
