import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testLogger } from '@ministry/http/testing';
import { getRaw } from './testing.js';
import { createApp } from './app.js';
import { loadConfig } from './env.js';
import { loadPages, type Pages } from './pages.js';

/** An upstream service that answers with the path it received, and counts its connections. */
async function startEcho(
  name: string,
): Promise<{ url: string; server: Server; connections: () => number }> {
  let connections = 0;
  const server = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    const body = JSON.stringify({
      service: name,
      path: req.url,
      forwardedFor: req.headers['x-forwarded-for'] ?? null,
      acceptEncoding: req.headers['accept-encoding'] ?? null,
      padding: req.url?.includes('large') ? 'psalm '.repeat(2000) : '',
    });
    if (req.url?.includes('precompressed')) {
      res.setHeader('Content-Encoding', 'gzip');
      res.end(gzipSync(body));
      return;
    }
    res.end(body);
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    connections: () => connections,
  };
}

/** Stands in for the web's pages: says which address it rendered, with the response's nonce. */
const pageStub: Pages = (request, context) => {
  const url = new URL(request.url);
  return Promise.resolve(
    new Response(
      `<!doctype html><title>Shop</title><p>${url.pathname}${url.search}</p>` +
        `<script nonce="${String(context.cspNonce)}"></script>`,
      {
        status: url.pathname === '/no/such/page' ? 404 : 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      },
    ),
  );
};

let api: Awaited<ReturnType<typeof startEcho>>;
let payments: Awaited<ReturnType<typeof startEcho>>;
let app: ReturnType<typeof createApp>;
let dist: string;

beforeAll(async () => {
  api = await startEcho('api');
  payments = await startEcho('payments');
  dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'assets', 'index-3f9a2c.js'), 'console.log("app")');
  await writeFile(join(dist, 'placeholder.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dist, 'manifest.webmanifest'), '{"name":"Shop"}');
  await writeFile(join(dist, 'about'), 'a stray file named like a page');
  app = createApp({
    config: loadConfig({ API_URL: api.url, PAYMENTS_URL: payments.url, WEB_DIST_DIR: dist }),
    logger: testLogger(),
    pages: pageStub,
  });
});

afterAll(() => {
  api.server.close();
  payments.server.close();
});

describe('gateway', () => {
  it('forwards /api requests to the api unchanged', async () => {
    const response = await request(app).get('/api/products?limit=12').expect(200);
    expect(response.body).toMatchObject({ service: 'api', path: '/api/products?limit=12' });
    expect(response.body.forwardedFor).not.toBeNull();
  });

  it('forwards /payments requests to the payments service without the prefix', async () => {
    const response = await request(app).get('/payments/session-status?session_id=cs_1').expect(200);
    expect(response.body).toMatchObject({
      service: 'payments',
      path: '/session-status?session_id=cs_1',
    });
  });

  it('answers the sitemap, the journal feed and its podcast at the site root from the api', async () => {
    const sitemap = await request(app).get('/sitemap.xml').expect(200);
    expect(sitemap.body).toMatchObject({ service: 'api', path: '/api/sitemap.xml' });
    expect(sitemap.body.forwardedFor).not.toBeNull();

    const feed = await request(app).get('/journey/feed.xml').expect(200);
    expect(feed.body).toMatchObject({ service: 'api', path: '/api/journey/feed.xml' });

    const podcast = await request(app).get('/journey/podcast.xml').expect(200);
    expect(podcast.body).toMatchObject({ service: 'api', path: '/api/journey/podcast.xml' });
  });

  it('answers the calendar’s feeds from the api, with their query, and leaves its days to the pages', async () => {
    const feasts = await request(app).get('/calendar/feasts.ics?calendar=old').expect(200);
    expect(feasts.body).toMatchObject({
      service: 'api',
      path: '/api/calendar/feasts.ics?calendar=old',
    });

    const readings = await request(app).get('/calendar/readings.xml').expect(200);
    expect(readings.body).toMatchObject({ service: 'api', path: '/api/calendar/readings.xml' });

    const day = await request(app).get('/calendar/2026-11-27').expect(200);
    expect(day.text).toContain('<p>/calendar/2026-11-27</p>');
  });

  it('leaves robots.txt and the journal page itself to the pages', async () => {
    const robots = await request(app).get('/robots.txt').expect(200);
    expect(robots.text).toContain('<p>/robots.txt</p>');

    const journal = await request(app).get('/journey').expect(200);
    expect(journal.text).toContain('<p>/journey</p>');
  });

  it('serves hashed assets as immutable and pages as always revalidated', async () => {
    const asset = await request(app).get('/assets/index-3f9a2c.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const page = await request(app).get('/').set('Accept', 'text/html').expect(200);
    expect(page.headers['cache-control']).toBe('public, no-cache');
  });

  it('has the service worker and the app manifest asked again at every visit', async () => {
    const worker = await request(app).get('/sw.js').expect(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);

    const manifest = await request(app).get('/manifest.webmanifest').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);

    const picture = await request(app).get('/placeholder.svg').expect(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('hands every other address to the pages, with its query and their status', async () => {
    const product = await request(app).get('/product/morning-prayers?format=digital');
    expect(product.status).toBe(200);
    expect(product.text).toContain('<p>/product/morning-prayers?format=digital</p>');

    const data = await request(app).get('/store.data');
    expect(data.text).toContain('<p>/store.data</p>');

    await request(app).get('/no/such/page').expect(404);
  });

  it('renders a page before looking for a file of the same name', async () => {
    const response = await request(app).get('/about').expect(200);
    expect(response.text).toContain('<p>/about</p>');
  });

  it('keeps its connections to the api open between requests', async () => {
    const before = api.connections();
    for (let count = 0; count < 20; count += 1) await request(app).get('/api/products').expect(200);
    expect(api.connections() - before).toBeLessThanOrEqual(2);
  });

  it('compresses what the api sends uncompressed, for a client that takes it', async () => {
    const response = await getRaw(app, '/api/products?large=1', { 'Accept-Encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.body).toString())).toMatchObject({
      service: 'api',
      acceptEncoding: 'gzip',
    });
  });

  it('passes on what the api compressed itself, compressed once', async () => {
    const response = await getRaw(app, '/api/products?precompressed=1', {
      'Accept-Encoding': 'gzip',
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.body).toString())).toMatchObject({
      service: 'api',
    });
  });

  it('gives each rendered response its own script nonce, in the CSP and to the page render', async () => {
    const uncached = createApp({
      config: loadConfig({ PAGE_CACHE: 'off', WEB_DIST_DIR: dist }),
      logger: testLogger(),
      pages: pageStub,
    });
    const first = await request(uncached).get('/');
    const second = await request(uncached).get('/');
    const nonceIn = (response: request.Response) =>
      /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];

    expect(nonceIn(first)).toBeTruthy();
    expect(nonceIn(first)).not.toBe(nonceIn(second));
    expect(first.text).toContain(`<script nonce="${nonceIn(first)}">`);
  });

  it('sends a Content-Security-Policy that allows Stripe checkout and nothing else from outside', async () => {
    const response = await request(app).get('/').set('Accept', 'text/html');
    const csp = String(response.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([key]) => key === name)
        ?.slice(1) ?? [];

    expect(directive('script-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://checkout.stripe.com']),
    );
    expect(directive('frame-src')).toContain('https://js.stripe.com');
    expect(directive('connect-src')).toContain('https://api.stripe.com');
    const external = ['script-src', 'frame-src', 'connect-src', 'img-src']
      .flatMap(directive)
      .filter((source) => source.startsWith('https:'));
    expect(external.every((source) => /^https:\/\/([\w*-]+\.)*stripe\.com$/.test(source))).toBe(
      true,
    );
    expect(directive('object-src')).toEqual(["'none'"]);
  });

  it('asks browsers to upgrade to https only when the site is served over https', async () => {
    const on = (origin: string) =>
      createApp({
        config: loadConfig({
          NODE_ENV: 'production',
          WEB_ORIGIN: origin,
          WEB_DIST_DIR: dist,
          INTERNAL_PROXY_SECRET: 'i'.repeat(32),
        }),
        logger: testLogger(),
        pages: pageStub,
      });
    const secure = await request(on('https://shop.example')).get('/');
    const plain = await request(on('http://localhost:8080')).get('/');

    expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('lets same-origin form posts name their origin (React Router checks it on actions)', async () => {
    const response = await request(app).get('/');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('turns off camera, microphone and location, and keeps payment for the site and Stripe only, on every answer', async () => {
    const answers = await Promise.all([
      request(app).get('/'),
      request(app).get('/'), // from the page cache
      request(app).get('/api/products'),
      request(app).get('/payments/config'),
      request(app).get('/assets/index-3f9a2c.js'),
      request(app).get('/healthz'),
    ]);
    for (const answer of answers) {
      const policy = String(answer.headers['permissions-policy']);
      const allowed = (feature: string) =>
        new RegExp(`(?:^|, )${feature}=\\(([^)]*)\\)`).exec(policy)?.[1];
      expect(allowed('camera')).toBe('');
      expect(allowed('microphone')).toBe('');
      expect(allowed('geolocation')).toBe('');
      expect(allowed('payment')?.split(' ')).toEqual([
        'self',
        '"https://js.stripe.com"',
        '"https://checkout.stripe.com"',
      ]);
    }
  });

  it('tells every response its request id', async () => {
    const response = await request(app).get('/healthz').expect(200);
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe('without a server build of the web', () => {
  it('is not loaded, and pages answer 503 while api calls still pass', async () => {
    const config = loadConfig({
      API_URL: api.url,
      WEB_DIST_DIR: dist,
      WEB_SERVER_ENTRY: join(dist, 'no-such-entry.js'),
    });
    const pages = await loadPages(config, testLogger());
    expect(pages).toBeNull();

    const unbuilt = createApp({ config, logger: testLogger(), pages });
    await request(unbuilt).get('/store').expect(503);
    await request(unbuilt).get('/api/products').expect(200);
  });
});
