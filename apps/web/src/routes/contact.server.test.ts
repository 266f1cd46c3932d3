// @vitest-environment node
/**
 * `/contact` through React Router's request handler over the real server build (as in
 * downloads.server.test.ts), the api mocked at the network boundary: what a visitor's browser
 * gets from the form's plain HTML post, before (or without) the page's JavaScript.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { http, HttpResponse } from 'msw';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { buildChurchDay } from '@/testing/factories';
import { server } from '@/testing/server';

const API = 'http://127.0.0.1:4000/api';
/** What the gateway hands each render: the visitor's address, vouched for (apps/gateway). */
const VISITOR = { 'X-Forwarded-For': '203.0.113.7', 'X-Internal-Proxy': 'the-gateway-secret' };

const buildFile = join(import.meta.dirname, '..', '..', 'build', 'server', 'index.js');
const build = (await import(/* @vite-ignore */ pathToFileURL(buildFile).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');

const post = (form: Record<string, string>) =>
  handle(
    new Request('http://shop.test/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    }),
    { visitorHeaders: VISITOR },
  );

// What the public layout asks for on every page.
beforeEach(() => {
  server.use(
    http.get('http://127.0.0.1:4242/config', () => HttpResponse.json({ mode: 'demo' })),
    http.get(`${API}/calendar/pearl`, () => HttpResponse.json({ pearl: null })),
    http.get(`${API}/calendar/today`, () => HttpResponse.json(buildChurchDay())),
  );
});

describe('/contact without JavaScript', () => {
  it('is a form that posts to the page itself', async () => {
    const html = await (await handle(new Request('http://shop.test/contact'))).text();
    expect(html).toMatch(
      /<form[^>]*action="\/contact"[^>]*method="post"|<form[^>]*method="post"[^>]*action="\/contact"/,
    );
  });

  it('sends the message with the visitor’s address and answers with the thanks', async () => {
    const sent: { body: unknown; forwardedFor: string | null }[] = [];
    server.use(
      http.post(`${API}/contact`, async ({ request }) => {
        sent.push({
          body: await request.json(),
          forwardedFor: request.headers.get('X-Forwarded-For'),
        });
        return HttpResponse.json({ message: 'Thank you' }, { status: 201 });
      }),
    );

    const response = await post({
      name: 'Anna',
      email: 'anna@example.org',
      subject: '',
      message: 'Please pray for my mother.',
      website: '',
    });

    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Thank you for writing');
    expect(sent).toEqual([
      {
        body: { name: 'Anna', email: 'anna@example.org', message: 'Please pray for my mother.' },
        forwardedFor: '203.0.113.7',
      },
    ]);
  });

  it('refuses what the contract refuses, sends nothing, and keeps what was typed', async () => {
    const sent = vi.fn();
    server.use(http.post(`${API}/contact`, sent));

    const response = await post({ name: 'Anna', email: 'nope', message: '' });

    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain('Please enter a valid email address.');
    expect(html).toContain('Please write your message (up to 5,000 characters).');
    expect(html).not.toContain('Please tell us your name.');
    expect(html).toMatch(
      /<input[^>]*name="name"[^>]*value="Anna"|<input[^>]*value="Anna"[^>]*name="name"/,
    );
    expect(sent).not.toHaveBeenCalled();
  });

  it('says what the api said when it refuses to send', async () => {
    server.use(
      http.post(`${API}/contact`, () =>
        HttpResponse.json(
          { error: 'too_many_requests', message: 'Too many messages from your address.' },
          { status: 429 },
        ),
      ),
    );
    const response = await post({ name: 'Anna', email: 'anna@example.org', message: 'Hello' });
    expect(response.status).toBe(429);
    expect(await response.text()).toContain('Too many messages from your address.');
  });
});
