import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testLogger } from '@ministry/http/testing';
import { createApp } from './app.js';
import { loadConfig } from './env.js';
import { loadPageRenderer, type PageRenderer } from './page-renderer.js';

/** An upstream service that answers with the path it received. */
async function startEcho(name: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify({
        service: name,
        path: req.url,
        forwardedFor: req.headers['x-forwarded-for'] ?? null,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let api: Awaited<ReturnType<typeof startEcho>>;
let payments: Awaited<ReturnType<typeof startEcho>>;
let app: ReturnType<typeof createApp>;
let dist: string;

beforeAll(async () => {
  api = await startEcho('api');
  payments = await startEcho('payments');
  dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><title>Shop</title><div id="root"></div>',
  );
  await writeFile(join(dist, 'assets', 'index-3f9a2c.js'), 'console.log("app")');
  await writeFile(join(dist, 'placeholder.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = createApp({
    config: loadConfig({ API_URL: api.url, PAYMENTS_URL: payments.url, WEB_DIST_DIR: dist }),
    logger: testLogger(),
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

  it('serves hashed assets as immutable and index.html as always revalidated', async () => {
    const asset = await request(app).get('/assets/index-3f9a2c.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const page = await request(app).get('/').set('Accept', 'text/html').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('<div id="root">');
  });

  it('answers any page route with the app, so deep links and reloads work', async () => {
    const response = await request(app)
      .get('/product/morning-prayers?format=digital')
      .set('Accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>Shop</title>');
  });

  it('answers a missing static file requested as a file with a 404, not the app', async () => {
    await request(app)
      .get('/assets/missing.js')
      .set('Accept', 'application/javascript')
      .expect(404);
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

  it('tells every response its request id', async () => {
    const response = await request(app).get('/healthz').expect(200);
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe('gateway with the server renderer', () => {
  const withRenderer = (renderPage: PageRenderer) =>
    createApp({
      config: loadConfig({ API_URL: api.url, PAYMENTS_URL: payments.url, WEB_DIST_DIR: dist }),
      logger: testLogger(),
      renderPage,
    });

  it('sends a public page as rendered, with its status and revalidated on every visit', async () => {
    const rendered: string[] = [];
    const app = withRenderer((url) => {
      rendered.push(url);
      return Promise.resolve({ status: 404, html: '<!doctype html><h1>Page Not Found</h1>' });
    });
    const response = await request(app).get('/no/such/page?x=1').set('Accept', 'text/html');

    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('<h1>Page Not Found</h1>');
    expect(rendered).toEqual(['/no/such/page?x=1']);
  });

  it('sends the app shell for pages the browser renders itself', async () => {
    const app = withRenderer(() => Promise.resolve(null));
    const response = await request(app).get('/checkout').set('Accept', 'text/html').expect(200);
    expect(response.text).toContain('<title>Shop</title>');
  });

  it('still serves the page, as the app shell, when the server render fails', async () => {
    const app = withRenderer(() => Promise.reject(new Error('renderer crashed')));
    const response = await request(app).get('/store').set('Accept', 'text/html').expect(200);
    expect(response.text).toContain('<div id="root"></div>');
  });

  it('never renders api, payments or static file requests', async () => {
    const app = withRenderer(() => Promise.reject(new Error('must not be called')));
    await request(app).get('/api/products').expect(200);
    await request(app).get('/assets/index-3f9a2c.js').expect(200);
  });
});

describe('loading the renderer', () => {
  it('falls back to browser rendering when the web has no server build', async () => {
    const config = loadConfig({
      WEB_DIST_DIR: dist,
      WEB_SERVER_ENTRY: join(dist, 'no-such-entry.js'),
    });
    expect(await loadPageRenderer(config, testLogger())).toBeNull();
  });

  it("hands the web's server build the client build and the services' addresses", async () => {
    const entry = join(dist, '..', `entry-${Date.now()}.mjs`);
    await writeFile(
      entry,
      'export async function createPageRenderer(options) {' +
        ' return async (url) => ({ status: 200, html: JSON.stringify({ url, ...options, onError: typeof options.onError }) }); }',
    );
    const config = loadConfig({
      WEB_DIST_DIR: dist,
      WEB_SERVER_ENTRY: entry,
      API_URL: 'http://api:4000',
      PAYMENTS_URL: 'http://payments:4242',
    });
    const renderPage = await loadPageRenderer(config, testLogger());
    const page = await renderPage?.('/store');
    expect(JSON.parse(page?.html ?? '{}')).toEqual({
      url: '/store',
      distDir: dist,
      apiUrl: 'http://api:4000',
      paymentsUrl: 'http://payments:4242',
      onError: 'function',
    });
  });
});
