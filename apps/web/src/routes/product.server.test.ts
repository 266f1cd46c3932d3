// @vitest-environment node
/**
 * A title's plain address, `/product/{slug}` with no format, through React Router's request
 * handler over the real server build (as routes.server.test.ts): the title with the editions it
 * has, whether digital-only, physical-only or both, and the one address its head names.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { http, HttpResponse } from 'msw';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Product } from '@ministry/contracts';
import { buildChurchDay, buildPearl, buildProduct, objectId } from '@/testing/factories';
import { server } from '@/testing/server';

const API = 'http://127.0.0.1:4000/api';
const PAYMENTS = 'http://127.0.0.1:4242';
const ORIGIN = 'https://orthodox-resources.example';
vi.stubEnv('WEB_ORIGIN', ORIGIN);

const buildFile = join(import.meta.dirname, '..', '..', 'build', 'server', 'index.js');
const build = (await import(/* @vite-ignore */ pathToFileURL(buildFile).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');

async function open(path: string) {
  const response = await handle(new Request(`http://shop.test${path}`));
  const html = await response.text();
  return {
    status: response.status,
    location: response.headers.get('location'),
    html,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  };
}

const candles = buildProduct({
  name: 'Beeswax Candles',
  slug: 'beeswax-candles',
  format: 'physical',
  price: 18,
});
const studyPdf = buildProduct({
  name: 'Gospel of John Study',
  slug: 'gospel-of-john',
  format: 'digital',
  price: 12,
});
const studyBook = buildProduct({ ...studyPdf, _id: objectId(), format: 'physical', price: 20 });
const prayerCard = buildProduct({
  name: 'Morning Prayer Card',
  slug: 'prayer-card',
  format: 'digital',
  price: 0,
});

/** The api's editions of each title, by slug (`GET /api/products?slug=` answers every format). */
const titles: Record<string, Product[]> = {
  'beeswax-candles': [candles],
  // The api's catalogue order puts the newer edition first; the page must not depend on it.
  'gospel-of-john': [studyBook, studyPdf],
  'prayer-card': [prayerCard],
};

beforeEach(() => {
  server.use(
    http.get(`${PAYMENTS}/config`, () => HttpResponse.json({ mode: 'demo' })),
    http.get(`${PAYMENTS}/shipping`, () => HttpResponse.json({ error: 'off' }, { status: 503 })),
    http.get(`${API}/calendar/today`, () => HttpResponse.json(buildChurchDay())),
    http.get(`${API}/collections`, () => HttpResponse.json([])),
    // The not-found page shows a pearl.
    http.get(`${API}/pearls`, () => HttpResponse.json([buildPearl()])),
    http.get(`${API}/calendar/pearl`, () => HttpResponse.json({ pearl: buildPearl() })),
    http.get(`${API}/products`, ({ request }) => {
      const slug = new URL(request.url).searchParams.get('slug') ?? '';
      if (slug === 'old-candles')
        return HttpResponse.json({ redirect: { slug: 'beeswax-candles', format: 'physical' } });
      return HttpResponse.json(titles[slug] ?? []);
    }),
  );
});

describe('a title at its plain address', () => {
  it('shows a physical-only title, its one edition, named as its own address', async () => {
    const page = await open('/product/beeswax-candles');

    expect(page.status).toBe(200);
    expect(page.title).toBe('Beeswax Candles · Orthodox Resources');
    expect(page.html).toMatch(/Format: (<!-- -->)?Physical/);
    expect(page.html).toContain('$18.00');
    expect(page.html).not.toContain('Resource Not Found');
    expect(page.canonical).toBe(`${ORIGIN}/product/beeswax-candles`);
  });

  it('shows a digital-only title', async () => {
    const page = await open('/product/prayer-card');

    expect(page.status).toBe(200);
    expect(page.html).toMatch(/Format: (<!-- -->)?Digital/);
    expect(page.canonical).toBe(`${ORIGIN}/product/prayer-card`);
  });

  it('shows a title in both formats as its digital edition, offering the physical one', async () => {
    const page = await open('/product/gospel-of-john');

    expect(page.status).toBe(200);
    expect(page.html).toMatch(/Format: (<!-- -->)?Digital/);
    expect(page.html).toContain('$12.00');
    expect(page.html).toContain('Choose a format');
    expect(page.html).toContain('href="/product/gospel-of-john?format=physical"');
    expect(page.canonical).toBe(`${ORIGIN}/product/gospel-of-john`);
  });

  it('names each edition’s one address: the plain one for the edition shown there', async () => {
    expect((await open('/product/gospel-of-john?format=digital')).canonical).toBe(
      `${ORIGIN}/product/gospel-of-john`,
    );
    expect((await open('/product/gospel-of-john?format=physical')).canonical).toBe(
      `${ORIGIN}/product/gospel-of-john?format=physical`,
    );
    expect((await open('/product/beeswax-candles?format=physical')).canonical).toBe(
      `${ORIGIN}/product/beeswax-candles`,
    );
  });

  it('sends a renamed title’s old plain address to its new plain address', async () => {
    const page = await open('/product/old-candles');

    expect(page.status).toBe(301);
    expect(page.location).toBe('/product/beeswax-candles');
  });

  it('still answers 404 for a title the shop does not have', async () => {
    const page = await open('/product/no-such-title');

    expect(page.status).toBe(404);
    expect(page.html).toContain('Resource Not Found');
  });

  it('still answers 404, offering the edition there is, for a format the title lacks', async () => {
    const page = await open('/product/beeswax-candles?format=digital');

    expect(page.status).toBe(404);
    expect(page.html).toMatch(/View the (<!-- -->)?Physical(<!-- -->)? edition/);
  });
});
