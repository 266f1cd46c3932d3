// @vitest-environment node
/**
 * The home page's "For this season" through React Router's request handler over the server
 * build, with the api's `/api/calendar/season` answering for a fixed day: the season is in the
 * server's HTML, so the page does not shift when the browser takes over.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { http, HttpResponse } from 'msw';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { SeasonResources } from '@ministry/contracts';
import {
  buildChurchDay,
  buildPearl,
  buildPost,
  buildProduct,
  buildSeasonResources,
} from '@/testing/factories';
import { server } from '@/testing/server';

const API = 'http://127.0.0.1:4000/api';
const PAYMENTS = 'http://127.0.0.1:4242';

const buildFile = join(import.meta.dirname, '..', '..', 'build', 'server', 'index.js');
const build = (await import(/* @vite-ignore */ pathToFileURL(buildFile).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');

const featured = buildProduct({ name: 'Featured Prayer Book', featured: true });

/** The home page's HTML while the api answers `season` for today. */
async function homeWith(season: SeasonResources | null) {
  let seasonCalls = 0;
  server.use(
    http.get(`${PAYMENTS}/config`, () => HttpResponse.json({ mode: 'demo' })),
    http.get(`${API}/calendar/pearl`, () => HttpResponse.json({ pearl: null })),
    http.get(`${API}/lists`, () => HttpResponse.json([])),
    http.get(`${API}/products`, () => HttpResponse.json([featured])),
    http.get(`${API}/calendar/season`, ({ request }) => {
      seasonCalls += 1;
      // The ministry's default calendar: the api's DEFAULT_CALENDAR, so no query.
      expect(new URL(request.url).search).toBe('');
      return season
        ? HttpResponse.json(season)
        : HttpResponse.json({ error: 'internal', message: 'down' }, { status: 500 });
    }),
  );
  const response = await handle(new Request('http://shop.test/'), {});
  expect(seasonCalls).toBe(1);
  return { status: response.status, html: await response.text() };
}

/** The text of the "For this season" section, tags removed. */
const seasonText = (html: string) => {
  const start = html.indexOf('For this season');
  return start === -1
    ? ''
    : html.slice(start, html.indexOf('</section>', start)).replace(/<[^>]+>/g, ' ');
};

describe('the home page through the Church year', () => {
  it('in Great Lent shows "Great Lent · day 12" with its booklets, posts and a pearl', async () => {
    const { status, html } = await homeWith(
      buildSeasonResources({
        day: buildChurchDay({
          date: '2024-03-29',
          churchDate: '2024-03-29',
          pascha: '2024-05-05',
          daysFromPascha: -37,
          season: { id: 'great-lent', name: 'Great Lent', day: 12 },
          tags: ['great-lent'],
        }),
        products: [
          buildProduct({
            name: 'A Companion for Great Lent',
            slug: 'lent',
            format: 'digital',
            price: 3,
          }),
          buildProduct({
            name: 'A Companion for Great Lent',
            slug: 'lent',
            format: 'physical',
            price: 6,
          }),
        ],
        posts: [buildPost({ title: 'Keeping the Fast', slug: 'keeping-the-fast' })],
        pearls: [
          buildPearl({ title: 'St. Ephrem the Syrian', body: 'O Lord and Master of my life' }),
        ],
      }),
    );

    expect(status).toBe(200);
    const section = seasonText(html);
    expect(section).toContain('Great Lent · day 12');
    // One card per title, both formats behind it.
    expect(section.match(/A Companion for Great Lent/g)).toHaveLength(1);
    expect(section).toContain('$3.00 – $6.00');
    expect(section).toContain('Keeping the Fast');
    expect(html).toContain('href="/journey/keeping-the-fast"');
    expect(section).toContain('O Lord and Master of my life');
    // The featured tools follow the season's.
    expect(html.indexOf('id="featured-heading"')).toBeGreaterThan(html.indexOf('For this season'));
  });

  it('at Pascha names the feast under "Bright Week · day 1"', async () => {
    const { html } = await homeWith(
      buildSeasonResources({
        day: buildChurchDay({
          date: '2025-04-20',
          pascha: '2025-04-20',
          daysFromPascha: 0,
          season: { id: 'bright-week', name: 'Bright Week', day: 1 },
          feasts: [{ id: 'pascha', name: 'Pascha: the Resurrection of Christ', rank: 'great' }],
          tags: ['bright-week', 'pascha'],
        }),
        products: [buildProduct({ name: 'The Paschal Hours' })],
      }),
    );

    const section = seasonText(html);
    expect(section).toContain('Bright Week · day 1');
    expect(section).toContain('Pascha: the Resurrection of Christ');
    expect(section).toContain('The Paschal Hours');
  });

  it('in the Nativity Fast shows its cards', async () => {
    const { html } = await homeWith(
      buildSeasonResources({
        day: buildChurchDay({
          date: '2026-11-23',
          season: { id: 'nativity-fast', name: 'Nativity Fast', day: 9 },
          tags: ['nativity-fast'],
        }),
        products: [buildProduct({ name: 'Nativity of Christ Icon Cards' })],
      }),
    );

    expect(seasonText(html)).toContain('Nativity Fast · day 9');
    expect(seasonText(html)).toContain('Nativity of Christ Icon Cards');
  });

  it('falls back to the featured strip when nothing is tagged for the day', async () => {
    const { html } = await homeWith(buildSeasonResources());

    expect(html).not.toContain('For this season');
    expect(html).toContain('id="featured-heading"');
    expect(html).toContain('Featured Prayer Book');
  });

  it('keeps the tagged posts and still shows the featured strip when no product is tagged', async () => {
    const { html } = await homeWith(
      buildSeasonResources({ posts: [buildPost({ title: 'Keeping the Fast' })] }),
    );

    expect(seasonText(html)).toContain('Keeping the Fast');
    expect(html).toContain('id="featured-heading"');
  });

  it('falls back to the featured strip when the season cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const { status, html } = await homeWith(null);

    expect(status).toBe(200);
    expect(html).not.toContain('For this season');
    expect(html).toContain('Featured Prayer Book');
    expect(warn).toHaveBeenCalled();
  });
});
