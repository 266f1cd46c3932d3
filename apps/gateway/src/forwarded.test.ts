import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, finishHttpApp, INTERNAL_PROXY_HEADER, rateLimited } from '@ministry/http';
import { testLogger } from '@ministry/http/testing';
import { createApp } from './app.js';
import { loadConfig } from './env.js';
import { withVisitorHeaders } from './forwarded.js';
import type { PageLoadContext, Pages } from './pages.js';

const SECRET = 'internal-proxy-secret-of-at-least-32-characters';
const LINKS_PER_CLIENT = 10;

/**
 * A service as payments is built (packages/http, INTERNAL_PROXY_SECRET, TRUST_PROXY=false): ten
 * sign-in links per client, answering with the address it counted and what it saw.
 */
async function startService(): Promise<{ url: string; server: Server }> {
  const app = createHttpApp({ logger: testLogger(), internalProxySecret: SECRET });
  app.post(
    '/library/sign-in-links',
    rateLimited({
      windowMs: 60_000,
      limit: LINKS_PER_CLIENT,
      message: 'Too many sign-in requests',
    }),
    (req, res) => {
      res.status(202).json({
        countedAs: req.ip,
        internalProxy: req.headers['x-internal-proxy'] ?? null,
      });
    },
  );
  finishHttpApp(app, testLogger());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * Stands in for the web's "My downloads" action: asks payments for a link with the headers the
 * load context gives (as apps/web's email-session.server.ts does), and shows payments' answer.
 */
const signInPage =
  (paymentsUrl: string): Pages =>
  async (incoming, context: PageLoadContext) => {
    const answer = await fetch(`${paymentsUrl}/library/sign-in-links`, {
      method: 'POST',
      headers: context.visitorHeaders ?? {},
    });
    return Response.json({
      status: answer.status,
      answer: await answer.json(),
      visitorSentInternalProxy: incoming.headers.get(INTERNAL_PROXY_HEADER),
    });
  };

let payments: Awaited<ReturnType<typeof startService>>;
let gateway: ReturnType<typeof createApp>;

beforeAll(async () => {
  payments = await startService();
  gateway = createApp({
    // Behind a load balancer on loopback, so that a test can be several visitors.
    config: loadConfig({
      PAYMENTS_URL: payments.url,
      TRUST_PROXY: 'loopback',
      INTERNAL_PROXY_SECRET: SECRET,
      PAGE_CACHE: 'off',
      WEB_DIST_DIR: '/nonexistent',
    }),
    logger: testLogger(),
    pages: withVisitorHeaders(signInPage(payments.url), SECRET),
  });
});
afterAll(() => payments.server.close());

const fromVisitor = (address: string) => ({ 'X-Forwarded-For': address });

describe('the gateway’s proxy to payments', () => {
  it(`answers another visitor after one has asked ${LINKS_PER_CLIENT} times`, async () => {
    const ask = (visitor: string) =>
      request(gateway).post('/payments/library/sign-in-links').set(fromVisitor(visitor));

    for (let i = 0; i < LINKS_PER_CLIENT; i += 1) {
      await ask('203.0.113.7').expect(202);
    }
    await ask('203.0.113.7').expect(429);

    const other = await ask('198.51.100.20').expect(202);
    expect(other.body).toEqual({ countedAs: '198.51.100.20', internalProxy: null });
  });

  it('replaces a visitor’s own X-Internal-Proxy, so a guess never reaches payments', async () => {
    const response = await request(gateway)
      .post('/payments/library/sign-in-links')
      .set({ ...fromVisitor('198.51.100.31'), [INTERNAL_PROXY_HEADER]: 'a guess' })
      .expect(202);
    expect(response.body.countedAs).toBe('198.51.100.31');
  });

  it('drops a visitor’s X-Internal-Proxy when it has no secret of its own', async () => {
    const seen: (string | undefined)[] = [];
    const echo = createHttpApp({ logger: testLogger() });
    echo.use((req, res) => {
      seen.push(req.headers['x-internal-proxy'] as string | undefined);
      res.json({});
    });
    const server = echo.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const withoutSecret = createApp({
        config: loadConfig({
          API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
          WEB_DIST_DIR: '/nonexistent',
        }),
        logger: testLogger(),
        pages: null,
      });
      await request(withoutSecret)
        .get('/api/products')
        .set(INTERNAL_PROXY_HEADER, SECRET)
        .expect(200);
      expect(seen).toEqual([undefined]);
    } finally {
      server.close();
    }
  });
});

describe('the page server’s calls to payments', () => {
  it(`answer another visitor after one has asked ${LINKS_PER_CLIENT} times through a page`, async () => {
    const ask = async (visitor: string) =>
      (await request(gateway).post('/downloads').set(fromVisitor(visitor)).expect(200)).body as {
        status: number;
        answer: { countedAs?: string };
      };

    for (let i = 0; i < LINKS_PER_CLIENT; i += 1) {
      expect((await ask('203.0.113.50')).status).toBe(202);
    }
    expect((await ask('203.0.113.50')).status).toBe(429);

    const other = await ask('198.51.100.50');
    expect(other).toMatchObject({ status: 202, answer: { countedAs: '198.51.100.50' } });
  });

  it('never hand a page the X-Internal-Proxy a visitor sent', async () => {
    const response = await request(gateway)
      .post('/downloads')
      .set({ ...fromVisitor('198.51.100.60'), [INTERNAL_PROXY_HEADER]: SECRET })
      .expect(200);
    expect(response.body.visitorSentInternalProxy).toBeNull();
  });
});
