// @vitest-environment node
/**
 * "My downloads" through React Router's request handler over the real server build (as in
 * routes.server.test.ts), payments mocked at the network boundary: what a buyer's browser gets
 * from its plain HTML form posts (no JavaScript needed), cookies included.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { http, HttpResponse } from 'msw';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { librarySessionCookie } from '@/features/downloads/api/library.server';
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

const SESSION = 'session-token-from-payments';
/** The cookie's `name=value`, as the browser sends it back. */
const sessionCookie = (await librarySessionCookie.serialize(SESSION)).split(';')[0] ?? '';
const signedIn = { Cookie: sessionCookie };
const itemId = objectId();

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

const library = {
  email: 'reader@example.org',
  items: [
    {
      id: itemId,
      title: 'Akathist to the Theotokos',
      format: 'digital',
      orderNumber: 'OR-1002',
      purchasedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};

const withSession = (request: Request) =>
  request.headers.get('Authorization') === `Bearer ${SESSION}`;
const signedOut = () =>
  HttpResponse.json(
    { error: 'unauthorized', message: 'Your downloads session has ended.' },
    { status: 401 },
  );

// What the public layout asks for on every page.
beforeEach(() => {
  server.use(
    http.get(`${PAYMENTS}/config`, () => HttpResponse.json({ mode: 'demo' })),
    http.get('http://127.0.0.1:4000/api/calendar/pearl', () => HttpResponse.json({ pearl: null })),
  );
});

describe('/downloads', () => {
  it('asks for an email address, in a form that posts without JavaScript', async () => {
    const response = await get('/downloads');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('My Downloads');
    expect(html).toMatch(/<form[^>]*action="\/downloads" method="post"/);
    expect(html).toContain('Email me a sign-in link');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('gives every address the same answer, passing on the visitor’s address', async () => {
    const sentFor: ReturnType<typeof visitorOf>[] = [];
    server.use(
      http.post(`${PAYMENTS}/library/sign-in-links`, ({ request }) => {
        sentFor.push(visitorOf(request));
        return HttpResponse.json({ status: 'sent' }, { status: 202 });
      }),
    );

    const response = await post('/downloads', { intent: 'ask', email: 'reader@example.org' });

    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Check your email');
    expect(html).toContain('If <strong class="text-ink-900">reader@example.org</strong>');
    expect(sentFor).toEqual([VISITOR]);
  });

  it('says so when payments limits the requests', async () => {
    server.use(
      http.post(`${PAYMENTS}/library/sign-in-links`, () =>
        HttpResponse.json(
          { error: 'too_many_requests', message: 'Too many sign-in requests. Please wait.' },
          { status: 429 },
        ),
      ),
    );
    const response = await post('/downloads', { intent: 'ask', email: 'reader@example.org' });
    expect(response.status).toBe(429);
    expect(await response.text()).toContain('Too many sign-in requests. Please wait.');
  });

  it('lists the buyer’s items with a Download button each when signed in', async () => {
    server.use(
      http.get(`${PAYMENTS}/library`, ({ request }) =>
        withSession(request) ? HttpResponse.json(library) : signedOut(),
      ),
    );

    const response = await get('/downloads', signedIn);

    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Signed in as reader@example.org');
    expect(html).toContain('Akathist to the Theotokos');
    expect(html).toMatch(/Order (<!-- -->)?OR-1002/);
    expect(html).toContain('November 20, 2026');
    expect(html).toContain('Sign out');
  });

  it('forgets an ended session and asks for the address again', async () => {
    server.use(http.get(`${PAYMENTS}/library`, signedOut));
    const response = await get('/downloads', signedIn);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Your downloads session has ended');
    expect(response.headers.get('Set-Cookie')).toMatch(/^library_session=; Max-Age=0/);
  });

  it('sends a Download to a fresh link, asked for as the visitor', async () => {
    const sentFor: ReturnType<typeof visitorOf>[] = [];
    server.use(
      http.post(`${PAYMENTS}/library/downloads`, async ({ request }) => {
        sentFor.push(visitorOf(request));
        return withSession(request) &&
          ((await request.json()) as { itemId: string }).itemId === itemId
          ? HttpResponse.json({ downloadUrl: '/api/downloads/fresh.sig' })
          : signedOut();
      }),
    );
    const response = await post('/downloads', { intent: 'download', itemId }, signedIn);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/api/downloads/fresh.sig');
    expect(sentFor).toEqual([VISITOR]);
  });

  it('signs out: the session ends on payments and the cookie is cleared', async () => {
    let ended = false;
    server.use(
      http.post(`${PAYMENTS}/library/sign-out`, ({ request }) => {
        ended = withSession(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const response = await post('/downloads', { intent: 'sign-out' }, signedIn);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/downloads');
    expect(response.headers.get('Set-Cookie')).toMatch(/^library_session=; Max-Age=0/);
    expect(ended).toBe(true);
  });
});

describe('/downloads/sign-in', () => {
  it('signs in only when the button is pressed', async () => {
    const response = await get('/downloads/sign-in?token=emailed-token-0123456789');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Open my downloads');
    expect(html).toContain('value="emailed-token-0123456789"');
  });

  it('keeps the session in an httpOnly, SameSite=Lax, Secure cookie and opens the library', async () => {
    const expiresAt = new Date(Date.now() + 4 * 3600_000);
    const sentFor: ReturnType<typeof visitorOf>[] = [];
    server.use(
      http.post(`${PAYMENTS}/library/sessions`, ({ request }) => {
        // Refused links count against the visitor who presented them, not against this server.
        sentFor.push(visitorOf(request));
        return HttpResponse.json(
          { sessionToken: SESSION, expiresAt: expiresAt.toISOString() },
          { status: 201 },
        );
      }),
    );

    const response = await post('/downloads/sign-in', { token: 'emailed-token-0123456789' });

    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/downloads');
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie.startsWith(`${sessionCookie};`)).toBe(true);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Expires=${expiresAt.toUTCString()}`);
    expect(sentFor).toEqual([VISITOR]);
  });

  it('refuses a used or expired link with a page that says why and offers a new one', async () => {
    server.use(
      http.post(`${PAYMENTS}/library/sessions`, () =>
        HttpResponse.json(
          { error: 'gone', message: 'This sign-in link has already been used.' },
          { status: 410 },
        ),
      ),
    );

    const response = await post('/downloads/sign-in', { token: 'emailed-token-0123456789' });

    const html = await response.text();
    expect(response.status).toBe(410);
    expect(html).toContain('This Link Cannot Be Used');
    expect(html).toContain('This sign-in link has already been used.');
    expect(html).toContain('Ask for a new link');
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });
});
