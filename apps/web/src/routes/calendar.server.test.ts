// @vitest-environment node
/**
 * The Church year's pages (`/today`, a day, a month) through React Router's request handler over
 * the server build, the api mocked at the network boundary, on a preview's SITE_DATE: what a
 * visitor and a search engine get in the HTML.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { http, HttpResponse } from 'msw';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { CalendarDayPage } from '@ministry/contracts';
import {
  buildCalendarDayPage,
  buildCalendarMonth,
  buildChurchDay,
  buildPost,
} from '@/testing/factories';
import { server } from '@/testing/server';

const API = 'http://127.0.0.1:4000/api';
const PAYMENTS = 'http://127.0.0.1:4242';
// A preview: SITE_DATE is refused on an https origin.
const ORIGIN = 'http://preview.orthodox-resources.test';
const SITE_DATE = '2026-11-27';
vi.stubEnv('WEB_ORIGIN', ORIGIN);
vi.stubEnv('SITE_DATE', SITE_DATE);

const buildFile = join(import.meta.dirname, '..', '..', 'build', 'server', 'index.js');
const build = (await import(/* @vite-ignore */ pathToFileURL(buildFile).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');

/** The Nativity Fast on 27 November 2026, New Calendar. */
const nativityFastDay = buildCalendarDayPage({
  day: buildChurchDay({
    date: SITE_DATE,
    churchDate: SITE_DATE,
    season: { id: 'nativity-fast', name: 'Nativity Fast', day: 13 },
    tone: 8,
    fast: {
      isFastDay: true,
      level: 'strict',
      reason: 'fasting-season',
      description: 'Nativity Fast: a strict fast: no meat, dairy, eggs or fish',
    },
    tags: ['nativity-fast'],
  }),
  commemorations: [{ name: 'Great Martyr James the Persian', rank: 'polyeleos' }],
  posts: [buildPost({ title: 'Advent of the Lord', slug: 'advent' })],
  previous: '2026-11-26',
  next: '2026-11-28',
});

/** The Nativity, on the New Calendar in 2025 (past) and on the Old in January 2028 (far ahead). */
const nativity = (date: string, churchDate: string, calendar: 'new' | 'old'): CalendarDayPage =>
  buildCalendarDayPage({
    day: buildChurchDay({
      date,
      churchDate,
      calendar,
      season: { id: 'twelve-days', name: 'Twelve Days of Christmas', day: 1 },
      feasts: [{ id: 'nativity', name: 'Nativity of Christ', rank: 'great' }],
      fast: {
        isFastDay: false,
        level: 'none',
        reason: 'fast-free-period',
        description: 'The Twelve Days: no fast',
      },
    }),
    commemorations: [{ name: 'The Nativity of our Lord Jesus Christ', rank: 'great' }],
    readings: [
      { service: 'vespers', kind: 'ot', display: 'Genesis 1:1–13' },
      {
        service: 'liturgy',
        kind: 'gospel',
        display: 'Matthew 2:1–12',
        verses: [
          {
            book: 'Matt',
            chapter: 2,
            verse: 1,
            text: 'Now when Jesus was born in Bethlehem of Judea…',
          },
        ],
      },
    ],
  });

let asked: string[] = [];

beforeEach(() => {
  asked = [];
  server.use(
    http.get(`${PAYMENTS}/config`, () => HttpResponse.json({ mode: 'demo' })),
    http.get(`${API}/calendar/today`, () => HttpResponse.json(buildChurchDay({ date: SITE_DATE }))),
    http.get(`${API}/calendar/pearl`, () => HttpResponse.json({ pearl: null })),
    http.get(`${API}/calendar/days/:date`, ({ params, request }) => {
      const calendar = new URL(request.url).searchParams.get('calendar');
      asked.push(`${String(params.date)}${calendar ? ` ${calendar}` : ''}`);
      if (params.date === SITE_DATE) return HttpResponse.json(nativityFastDay);
      if (params.date === '2025-12-25')
        return HttpResponse.json(nativity('2025-12-25', '2025-12-25', 'new'));
      if (params.date === '2028-01-07' && calendar === 'old')
        return HttpResponse.json(nativity('2028-01-07', '2027-12-25', 'old'));
      return HttpResponse.json({ error: 'internal', message: 'unexpected' }, { status: 500 });
    }),
    http.get(`${API}/calendar/months/:month`, ({ params, request }) => {
      const calendar = new URL(request.url).searchParams.get('calendar') ?? 'new';
      asked.push(`${String(params.month)} ${calendar}`);
      const month = buildCalendarMonth({
        month: '2026-01',
        calendar: calendar as 'new' | 'old',
        previous: '2025-12',
        next: '2026-02',
      });
      month.days[6] = {
        date: '2026-01-07',
        churchDate: '2025-12-25',
        season: 'twelve-days',
        fast: 'The Twelve Days: no fast',
        feasts: ['Nativity of Christ'],
      };
      return HttpResponse.json(month);
    }),
  );
});

async function open(path: string) {
  const response = await handle(new Request(`http://shop.test${path}`), {});
  const html = await response.text();
  // React marks the joins of text parts with empty comments; they are not spaces.
  const text = html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  return { status: response.status, html, text };
}

const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => (JSON.parse(json ?? '{}') as { '@type': string })['@type'],
  );

describe('the Church year’s pages', () => {
  it('/today shows the preview’s day: dates, season, fast, saints, readings with text, the season’s posts and the feeds', async () => {
    const { status, html, text } = await open('/today');

    expect(status).toBe(200);
    expect(asked).toEqual([SITE_DATE]);
    expect(text).toContain('Friday, 27 November 2026');
    expect(text).toContain('Nativity Fast · day 13 · Tone 8');
    expect(text).toContain('Fasting as in the Russian tradition.');
    expect(text).toContain('Nativity Fast: a strict fast: no meat, dairy, eggs or fish');
    expect(text).toContain('Great Martyr James the Persian');
    expect(text).toContain('Luke 10:38–42');
    expect(text).toContain('As they went on their way');
    expect(html).toContain('href="/journey/advent"');
    expect(html).toContain('href="/calendar/2026-11-26"');
    expect(html).toContain('href="/calendar/2026-11-28"');
    expect(html).toContain('href="/calendar/feasts.ics?calendar=new"');
    expect(html).toContain(
      `<link rel="alternate" type="text/calendar" title="Great feasts and fasts (New Calendar)" href="${ORIGIN}/calendar/feasts.ics?calendar=new"/>`,
    );
    expect(html).toContain(`href="${ORIGIN}/calendar/readings.xml?calendar=new"`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/today"/>`);
    expect(html).not.toContain('noindex');
    // Every day is an Article; a day with no great feast is no Event.
    expect(jsonLdTypes(html)).toEqual(['Article', 'BreadcrumbList']);
  });

  it('a past great feast is an Article about its commemorations and an Event, with an Old Testament reading named without its text', async () => {
    const { status, html, text } = await open('/calendar/2025-12-25');

    expect(status).toBe(200);
    expect(text).toContain('Thursday, 25 December 2025');
    expect(text).toContain('Nativity of Christ');
    expect(text).toContain('Genesis 1:1–13');
    expect(text).toContain('The text of this reading is not on the site yet');
    expect(text).toContain('Now when Jesus was born in Bethlehem');
    expect(jsonLdTypes(html)).toEqual(['Article', 'Event', 'BreadcrumbList']);
    expect(html).toContain('"about":[{"@type":"Thing","name":"The Nativity of our Lord Jesus Christ"}]');
    expect(html).toContain('<title>Nativity of Christ · 25 December 2025 (New Calendar)');
    expect(html).not.toContain('noindex');
  });

  it('a day more than a year ahead, on the Old Calendar, shows its civil date and is not indexed', async () => {
    const { status, html, text } = await open('/calendar/2028-01-07?calendar=old');

    expect(status).toBe(200);
    expect(asked).toEqual(['2028-01-07 old']);
    expect(text).toContain('25 December 2027');
    expect(text).toContain('Civil date: Friday, 7 January 2028');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(
      `<link rel="canonical" href="${ORIGIN}/calendar/2028-01-07?calendar=old"/>`,
    );
    // The links keep the calendar the address asked for.
    expect(html).toContain('href="/calendar/2027-09-30?calendar=old"');
    expect(html).toContain('href="/calendar/feasts.ics?calendar=old"');
  });

  it('a month lists its days, each a link to its page, with the Old Calendar’s Church dates', async () => {
    const { status, html, text } = await open('/calendar/2026-01?calendar=old');

    expect(status).toBe(200);
    expect(asked).toEqual(['2026-01 old']);
    expect(text).toContain('January 2026');
    expect(text).toContain('Wednesday, 7 January 2026 (Church date 25 December 2025)');
    expect(text).toContain('Nativity of Christ');
    expect(html).toContain('href="/calendar/2026-01-07?calendar=old"');
    expect(html).toContain('href="/calendar/2026-02?calendar=old"');
  });

  it.each([
    ['/calendar/2026-02-30', 404],
    ['/calendar/2026-13', 404],
    ['/calendar/2800-01-01', 404],
    ['/calendar/yesterday', 404],
    ['/calendar/2026-11-27?calendar=julian', 400],
    ['/today?calendar=gregorian', 400],
  ])('%s answers %i, without asking the api', async (path, status) => {
    const page = await open(path);

    expect(page.status).toBe(status);
    expect(asked).toEqual([]);
  });
});
