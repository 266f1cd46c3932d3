// @vitest-environment node
/**
 * "Manage my monthly gift" through React Router's request handler over the real server build (as
 * in downloads.server.test.ts), payments mocked at the network boundary: what a donor's browser
 * gets from its plain HTML form posts, cookies included.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { http, HttpResponse } from 'msw';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { manageSessionCookie } from '@/features/donate/api/manage.server';
import { objectId } from '@/testing/factories';
import { server } from '@/testing/server';

const PAYMENTS = 'http://127.0.0.1:4242';
/** What the gateway hands each render: the visitor's address, vouched for (apps/gateway). */
const VISITOR = { 'X-Forwarded-For': '203.0.113.7', 'X-Internal-Proxy': 'the-gateway-secret' };
/** The headers payments was sent that name the visitor. */
const visitorOf = (request: Request) => ({
  'X-Forwarded-For': request.headers.get('X-Forwarded-For'),
  'X-Internal-Proxy': request.headers.get('X-Internal-Proxy'),
});

const buildFile = join(import.meta.dirname, '..', '..', 'build', 'server', 'index.js');
const build = (await import(/* @vite-ignore */ pathToFileURL(buildFile).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');

const SESSION = 'manage-session-token';
const sessionCookie = (await manageSessionCookie.serialize(SESSION)).split(';')[0] ?? '';
const signedIn = { Cookie: sessionCookie };
const planId = objectId();

const get = (path: string, headers: Record<string, string> = {}) =>
  handle(new Request(`http://shop.test${path}`, { headers }), { visitorHeaders: VISITOR });

const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  handle(
    new Request(`http://shop.test${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form),
    }),
    { visitorHeaders: VISITOR },
  );

const managed = (mode: 'demo' | 'stripe', gifts = 1) => ({
  mode,
  email: 'donor@example.org',
  minAmount: 5,
  maxAmount: 10_000,
  gifts: Array.from({ length: gifts }, () => ({
    id: planId,
    amount: 25,
    fund: 'Printed copies for prisons',
    startedAt: '2026-11-02T10:00:00.000Z',
    nextChargeAt: mode === 'demo' ? '2026-12-02T10:00:00.000Z' : null,
  })),
});

const withSession = (request: Request) =>
  request.headers.get('Authorization') === `Bearer ${SESSION}`;
const signedOut = () =>
  HttpResponse.json({ error: 'unauthorized', message: 'Your sign-in has ended.' }, { status: 401 });

beforeEach(() => {
  server.use(
    http.get(`${PAYMENTS}/config`, () => HttpResponse.json({ mode: 'demo' })),
    http.get('http://127.0.0.1:4000/api/pearls', () => HttpResponse.json([])),
    http.get(`${PAYMENTS}/gifts/manage/sponsored-copies`, () => HttpResponse.json({ gifts: [] })),
  );
});

describe('/donate/manage', () => {
  it('asks for an email address and answers every address alike', async () => {
    const sentFor: ReturnType<typeof visitorOf>[] = [];
    server.use(
      http.post(`${PAYMENTS}/gifts/manage/sign-in-links`, ({ request }) => {
        sentFor.push(visitorOf(request));
        return HttpResponse.json({ status: 'sent' }, { status: 202 });
      }),
    );

    const page = await get('/donate/manage');
    const answer = await post('/donate/manage', { intent: 'ask', email: 'donor@example.org' });

    const html = await page.text();
    expect(html).toContain('Manage My Monthly Gift');
    expect(html).toMatch(/<form[^>]*action="\/donate\/manage" method="post"/);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await answer.text()).toContain('Check your email');
    expect(sentFor).toEqual([VISITOR]);
  });

  it('lists the donor’s monthly gifts with their dates and demo actions', async () => {
    server.use(
      http.get(`${PAYMENTS}/gifts/manage`, ({ request }) =>
        withSession(request) ? HttpResponse.json(managed('demo')) : signedOut(),
      ),
    );

    const html = await (await get('/donate/manage', signedIn)).text();

    expect(html).toContain('Signed in as donor@example.org');
    expect(html).toContain('$25.00 a month');
    expect(html).toContain('Printed copies for prisons');
    expect(html).toContain('November 2, 2026');
    expect(html).toContain('December 2, 2026');
    expect(html).toContain('Change amount');
    expect(html).toContain('Cancel my monthly gift');
    expect(html).toContain('Simulate next month’s gift');
  });

  it('tells a sponsor how many of their copies have been sent, and where to', async () => {
    server.use(
      http.get(`${PAYMENTS}/gifts/manage`, () => HttpResponse.json(managed('demo', 0))),
      http.get(`${PAYMENTS}/gifts/manage/sponsored-copies`, ({ request }) =>
        withSession(request)
          ? HttpResponse.json({
              gifts: [
                {
                  receiptNumber: 'G-1001',
                  paidAt: '2026-11-02T10:00:00.000Z',
                  poolName: 'Prayer books for prisons',
                  copies: 10,
                  sent: 4,
                  sentTo: ['St. Dismas prison ministry, Ohio'],
                },
              ],
            })
          : signedOut(),
      ),
    );

    const html = await (await get('/donate/manage', signedIn)).text();

    expect(html).toContain('Your sponsored copies');
    expect(html).toContain('10 copies of Prayer books for prisons, given November 2, 2026');
    expect(html).toContain(
      '4 of your 10 copies have been sent (to St. Dismas prison ministry, Ohio).',
    );
  });

  it('shows the server’s refusal of an amount beside the field', async () => {
    server.use(
      http.get(`${PAYMENTS}/gifts/manage`, () => HttpResponse.json(managed('demo'))),
      http.post(`${PAYMENTS}/gifts/manage/${planId}/amount`, () =>
        HttpResponse.json(
          {
            error: 'bad_request',
            message: 'amount must be between $5 and $10000',
            details: [{ path: 'amount', message: 'must be between $5 and $10000' }],
          },
          { status: 400 },
        ),
      ),
    );

    const response = await post(
      '/donate/manage',
      { intent: 'amount', planId, amount: '2' },
      signedIn,
    );

    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Amount must be between $5 and $10000');
  });

  it('cancels the monthly gift and says so', async () => {
    let cancelled = false;
    server.use(
      http.get(`${PAYMENTS}/gifts/manage`, () =>
        HttpResponse.json(managed('demo', cancelled ? 0 : 1)),
      ),
      http.post(`${PAYMENTS}/gifts/manage/${planId}/cancel`, ({ request }) => {
        if (!withSession(request)) return signedOut();
        cancelled = true;
        return HttpResponse.json({ id: planId, amount: 25, fund: null, status: 'cancelled' });
      }),
    );

    const response = await post('/donate/manage', { intent: 'cancel', planId }, signedIn);

    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Your monthly gift is cancelled.');
    expect(html).toContain('No active monthly gift');
  });

  it('sends a Stripe donor to the customer portal', async () => {
    server.use(
      http.get(`${PAYMENTS}/gifts/manage`, () => HttpResponse.json(managed('stripe'))),
      http.post(`${PAYMENTS}/gifts/manage/${planId}/portal`, ({ request }) =>
        withSession(request)
          ? HttpResponse.json(
              { url: 'https://billing.stripe.com/p/session/test_1' },
              { status: 201 },
            )
          : signedOut(),
      ),
    );

    const page = await (await get('/donate/manage', signedIn)).text();
    const response = await post('/donate/manage', { intent: 'portal', planId }, signedIn);

    expect(page).toContain('Change or cancel on Stripe’s page');
    expect(page).not.toContain('Simulate next month’s gift');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('https://billing.stripe.com/p/session/test_1');
  });

  it('says so and offers to try again when Stripe cannot open its page', async () => {
    const unavailable = 'Stripe’s page could not be opened just now. Please try again in a moment.';
    server.use(
      http.get(`${PAYMENTS}/gifts/manage`, () => HttpResponse.json(managed('stripe'))),
      http.post(`${PAYMENTS}/gifts/manage/${planId}/portal`, () =>
        HttpResponse.json(
          { error: unavailable, message: unavailable, code: 'payment_provider_unavailable' },
          { status: 502 },
        ),
      ),
    );

    const response = await post('/donate/manage', { intent: 'portal', planId }, signedIn);

    const html = await response.text();
    expect(response.status).toBe(502);
    expect(html).toContain(unavailable);
    expect(html).toContain('Try again');
    expect(html).toContain(`name="planId" value="${planId}"`);
  });

  it('forgets an ended session and asks for the address again', async () => {
    server.use(http.get(`${PAYMENTS}/gifts/manage`, signedOut));
    const response = await get('/donate/manage', signedIn);
    expect(await response.text()).toContain('Your sign-in has ended');
    expect(response.headers.get('Set-Cookie')).toMatch(/^gift_manage_session=; Max-Age=0/);
  });
});

describe('/donate/manage/sign-in', () => {
  it('signs in when the button is pressed, in an httpOnly cookie for the manage pages', async () => {
    const expiresAt = new Date(Date.now() + 3600_000);
    server.use(
      http.post(`${PAYMENTS}/gifts/manage/sessions`, () =>
        HttpResponse.json(
          { sessionToken: SESSION, expiresAt: expiresAt.toISOString() },
          { status: 201 },
        ),
      ),
    );

    const page = await (await get('/donate/manage/sign-in?token=emailed-token-0123456789')).text();
    const response = await post('/donate/manage/sign-in', { token: 'emailed-token-0123456789' });

    expect(page).toContain('value="emailed-token-0123456789"');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/donate/manage');
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie.startsWith(`${sessionCookie};`)).toBe(true);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/donate;');
  });

  it('refuses a used link with a page that offers a new one', async () => {
    server.use(
      http.post(`${PAYMENTS}/gifts/manage/sessions`, () =>
        HttpResponse.json(
          { error: 'gone', message: 'This sign-in link has already been used.' },
          { status: 410 },
        ),
      ),
    );
    const response = await post('/donate/manage/sign-in', { token: 'emailed-token-0123456789' });
    const html = await response.text();
    expect(response.status).toBe(410);
    expect(html).toContain('This sign-in link has already been used.');
    expect(html).toContain('Ask for a new link');
  });
});
