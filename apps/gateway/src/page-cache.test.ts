import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testLogger } from '@ministry/http/testing';
import { createApp } from './app.js';
import { loadConfig } from './env.js';
import type { Pages } from './pages.js';
import { getRaw } from './testing.js';

const SCRIPT = 'window.__shop = { ready: true };';

/**
 * A stand-in for the web's server build that counts its renders. Each page shows the catalogue's
 * current price, and carries an inline script with the render's nonce, as React Router's do.
 */
function spyPages(options: { headers?: Record<string, string>; status?: number } = {}) {
  const state = { price: 'R 120', renders: 0 };
  const pages: Pages = async (request, context) => {
    state.renders += 1;
    // Some work happens between the first byte of the request and the answer.
    await new Promise((done) => setTimeout(done, 20));
    const url = new URL(request.url);
    return new Response(
      `<!doctype html><title>Shop</title><p>${url.pathname}${url.search}</p>` +
        `<p>Price ${state.price}</p><script nonce="${String(context.cspNonce)}">${SCRIPT}</script>`,
      {
        status: options.status ?? 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8', ...options.headers },
      },
    );
  };
  return { pages, state };
}

function appWith(
  pages: Pages,
  { version, env = {} }: { version?: () => number; env?: Record<string, string> } = {},
) {
  return createApp({
    config: loadConfig({ WEB_DIST_DIR: '/nonexistent', ...env }),
    logger: testLogger(),
    pages,
    catalogueVersion: version,
  });
}

const directive = (response: { headers: Record<string, unknown> }, name: string) =>
  String(response.headers['content-security-policy'])
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

describe('the page cache', () => {
  it('renders a page once for many visitors asking at the same moment', async () => {
    const { pages, state } = spyPages();
    const app = appWith(pages);

    const answers = await Promise.all(
      Array.from({ length: 30 }, () => request(app).get('/store?page=2')),
    );

    expect(state.renders).toBe(1);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers[0]?.text).toContain('<p>/store?page=2</p>');
  });

  it.each(['/today', '/calendar/2026-11-27?calendar=old', '/calendar/2026-11'])(
    'renders the Church year’s page %s once for many visitors',
    async (address) => {
      const { pages, state } = spyPages();
      const app = appWith(pages);

      await Promise.all(Array.from({ length: 10 }, () => request(app).get(address).expect(200)));

      expect(state.renders).toBe(1);
    },
  );

  it('shares one page between the orders of a query', async () => {
    const { pages, state } = spyPages();
    const app = appWith(pages);

    await request(app).get('/store?format=digital&page=2').expect(200);
    await request(app).get('/store?page=2&format=digital').expect(200);
    await request(app).get('/store?page=3&format=digital').expect(200);

    expect(state.renders).toBe(2);
  });

  it('shows a change on the next request once the catalogue version moves', async () => {
    const { pages, state } = spyPages();
    let version = 1;
    const app = appWith(pages, { version: () => version });

    expect((await request(app).get('/product/icon')).text).toContain('Price R 120');
    state.price = 'R 95';
    expect((await request(app).get('/product/icon')).text).toContain('Price R 120');

    version = 2;
    expect((await request(app).get('/product/icon')).text).toContain('Price R 95');
  });

  describe('with the clock', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
    afterEach(() => vi.useRealTimers());

    it('renders a page again once its second is over, without a catalogue version', async () => {
      const { pages, state } = spyPages();
      const app = appWith(pages);

      await request(app).get('/').expect(200);
      state.price = 'R 95';
      vi.setSystemTime(Date.now() + 999);
      expect((await request(app).get('/')).text).toContain('Price R 120');
      vi.setSystemTime(Date.now() + 2);
      expect((await request(app).get('/')).text).toContain('Price R 95');
    });
  });

  it('answers a page past its second at once while one render replaces it, when the catalogue has not moved', async () => {
    const { pages, state } = spyPages();
    const app = appWith(pages, { version: () => 7 });

    await request(app).get('/store').expect(200);
    state.price = 'R 95';
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 1500);
      const answers = await Promise.all([request(app).get('/store'), request(app).get('/store')]);
      expect(answers.map((answer) => answer.text.includes('Price R 120'))).toEqual([true, true]);
      await vi.waitFor(async () =>
        expect((await request(app).get('/store')).text).toContain('Price R 95'),
      );
      expect(state.renders).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders every request of a signed-in staff member or a visitor with a cookie', async () => {
    const { pages, state } = spyPages();
    const app = appWith(pages);

    await request(app).get('/').expect(200);
    await request(app).get('/').set('Authorization', 'Bearer staff-token').expect(200);
    await request(app).get('/').set('Authorization', 'Bearer staff-token').expect(200);
    await request(app).get('/').set('Cookie', 'library_session=abc').expect(200);
    const personal = await request(app).get('/').set('Cookie', 'library_session=abc');

    expect(state.renders).toBe(5);
    expect(personal.headers['cache-control']).toBe('private, no-cache');
  });

  it.each([
    '/checkout',
    '/return?session_id=cs_1',
    '/downloads',
    '/downloads/sign-in?token=t',
    '/donate?result=thanks',
    '/admin/products',
    '/login',
    '/checkout.data',
    `/subscribe/confirm/${'c'.repeat(43)}`,
    `/subscriptions/${'m'.repeat(43)}`,
    `/subscriptions/${'m'.repeat(43)}.data`,
  ])('renders %s for each request, as private', async (address) => {
    const { pages, state } = spyPages();
    const app = appWith(pages);

    await request(app).get(address).expect(200);
    const second = await request(app).get(address).expect(200);

    expect(state.renders).toBe(2);
    expect(second.headers['cache-control']).toBe('private, no-cache');
  });

  it('renders every form post', async () => {
    const { pages, state } = spyPages();
    const app = appWith(pages);

    await request(app).post('/contact').type('form').send({ message: 'hello' }).expect(200);
    await request(app).post('/contact').type('form').send({ message: 'hello' }).expect(200);

    expect(state.renders).toBe(2);
  });

  it.each([
    ['sets a cookie', { headers: { 'Set-Cookie': 'seen=1' } }],
    ['is marked private', { headers: { 'Cache-Control': 'private, no-store' } }],
    ['failed', { status: 500 }],
  ])('keeps no page that %s', async (_case, options) => {
    const { pages, state } = spyPages(options);
    const app = appWith(pages);

    const answers = await Promise.all([request(app).get('/'), request(app).get('/')]);
    await request(app).get('/');

    expect(state.renders).toBe(3);
    expect(answers[0]?.text).toContain('Price R 120');
  });

  it('lets a page keep its own Cache-Control', async () => {
    const { pages } = spyPages({ headers: { 'Cache-Control': 'private, no-store' } });
    const response = await request(appWith(pages)).get('/');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps a "not found" page too', async () => {
    const { pages, state } = spyPages({ status: 404 });
    const app = appWith(pages);

    await request(app).get('/no/such/page').expect(404);
    await request(app).get('/no/such/page').expect(404);

    expect(state.renders).toBe(1);
  });

  it('renders every request when switched off', async () => {
    const { pages, state } = spyPages();
    const app = appWith(pages, { env: { PAGE_CACHE: 'off' } });

    await Promise.all([request(app).get('/'), request(app).get('/')]);

    expect(state.renders).toBe(2);
  });

  it('lets only the page inline scripts run, by hash, with no nonce repeated across answers', async () => {
    const { pages } = spyPages();
    const app = appWith(pages);

    const first = await request(app).get('/');
    const second = await request(app).get('/');
    const scriptHash = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

    for (const answer of [first, second]) {
      const scriptSources = directive(answer, 'script-src');
      expect(scriptSources).toContain(scriptHash);
      expect(scriptSources).toContain("'self'");
      expect(scriptSources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    }
    expect(first.text).toBe(second.text);
  });

  it('answers compressed as the browser accepts, with the same page', async () => {
    const { pages } = spyPages();
    const app = appWith(pages);

    const plain = await getRaw(app, '/');
    const gzipped = await getRaw(app, '/', { 'Accept-Encoding': 'gzip' });
    const brotli = await getRaw(app, '/', { 'Accept-Encoding': 'gzip, deflate, br' });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gunzipSync(gzipped.body).toString()).toBe(plain.body.toString());
    expect(brotliDecompressSync(brotli.body).toString()).toBe(plain.body.toString());
    for (const answer of [plain, gzipped, brotli]) {
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('public, no-cache');
    }
  });

  it('tells a browser holding the page that it has not changed', async () => {
    const { pages } = spyPages();
    const app = appWith(pages);

    const first = await request(app).get('/journey').expect(200);
    const etag = String(first.headers.etag);
    await request(app).get('/journey').set('If-None-Match', etag).expect(304);
  });
});
