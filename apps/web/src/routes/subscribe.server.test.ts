// @vitest-environment node
/**
 * The email list's pages through React Router's request handler over the real server build, the
 * api mocked at the network boundary: what a visitor's browser gets before (or without) the
 * page's JavaScript. `/subscribe` takes every subscribe form's plain post; the confirmation and
 * the preferences pages are reached by emailed links, so they are personal: never indexed,
 * never cached.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { http, HttpResponse } from 'msw';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { SUBSCRIBE_CONSENT_TEXT } from '@ministry/contracts';
import {
  buildChurchDay,
  buildMailingLists,
  buildPost,
  buildSubscriptionPreferences,
} from '@/testing/factories';
import { server } from '@/testing/server';

const API = 'http://127.0.0.1:4000/api';
/** What the gateway hands each render: the visitor's address, vouched for (apps/gateway). */
const VISITOR = { 'X-Forwarded-For': '203.0.113.7', 'X-Internal-Proxy': 'the-gateway-secret' };
const TOKEN = 'c'.repeat(43);
const MANAGE_TOKEN = 'm'.repeat(43);

const buildFile = join(import.meta.dirname, '..', '..', 'build', 'server', 'index.js');
const build = (await import(/* @vite-ignore */ pathToFileURL(buildFile).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');

const get = (path: string) => handle(new Request(`http://shop.test${path}`), {});
const post = (path: string, form: [string, string][]) =>
  handle(
    new Request(`http://shop.test${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    }),
    { visitorHeaders: VISITOR },
  );

/** The HTML of the form around the first `marker` (a field, a text), tags and all. */
const formOf = (html: string, marker: string) => {
  const at = html.indexOf(marker);
  expect(at).toBeGreaterThan(-1);
  const start = html.lastIndexOf('<form', at);
  return html.slice(start, html.indexOf('</form>', at));
};
/** Each `<input>` of some HTML, as its attributes (React orders them its own way). */
const inputsOf = (html: string): Record<string, string>[] =>
  Array.from(html.matchAll(/<input\b([^>]*?)\/?>/g), ([, attributes = '']) =>
    Object.fromEntries(
      Array.from(
        attributes.matchAll(/([\w-]+)="([^"]*)"/g),
        ([, name = '', value = '']): [string, string] => [name, value],
      ),
    ),
  );
/** The input named `name` (with `value`, for checkboxes and radios) in some HTML. */
const inputOf = (html: string, name: string, value?: string): Record<string, string> | undefined =>
  inputsOf(html).find(
    (input) => input.name === name && (value === undefined || input.value === value),
  );
const noIndex = /<meta name="robots" content="noindex"/;
const PRIVATE = 'private, no-store';

// What the public layout asks for on every page, and the public lists.
beforeEach(() => {
  server.use(
    http.get('http://127.0.0.1:4242/config', () => HttpResponse.json({ mode: 'demo' })),
    http.get(`${API}/calendar/pearl`, () => HttpResponse.json({ pearl: null })),
    http.get(`${API}/calendar/today`, () => HttpResponse.json(buildChurchDay())),
    http.get(`${API}/lists`, () => HttpResponse.json(buildMailingLists())),
  );
});

describe('the subscribe form without JavaScript', () => {
  it('stands at the end of each post: a plain post to /subscribe, the journal checked', async () => {
    const article = buildPost({ title: 'Advent of the Lord', slug: 'advent' });
    server.use(
      http.get(`${API}/posts/slug/advent`, () => HttpResponse.json(article)),
      http.get(`${API}/categories`, () => HttpResponse.json([])),
    );
    const response = await get('/journey/advent');
    const html = await response.text();
    expect(response.status).toBe(200);

    const form = formOf(html, 'value="post"');
    expect(form).toMatch(/method="post"/);
    expect(form).toMatch(/action="\/subscribe"/);
    expect(inputOf(form, 'place')).toMatchObject({ type: 'hidden', value: 'post' });
    expect(inputOf(form, 'email')).toMatchObject({ type: 'email', required: '' });
    expect(inputOf(form, 'lists', 'journal')).toHaveProperty('checked');
    expect(inputOf(form, 'lists', 'new-resources')).not.toHaveProperty('checked');
    expect(form).toContain('Great Lent, day by day');
    // A series is offered, so the calendar it keeps to is asked.
    expect(inputOf(form, 'calendar', 'new')).toHaveProperty('checked');
    expect(inputOf(form, 'calendar', 'old')).not.toHaveProperty('checked');
    expect(form).toContain(SUBSCRIBE_CONSENT_TEXT);
    expect(inputOf(form, 'website')).toMatchObject({ tabindex: '-1' });

    // The footer's own: the address and the journal alone.
    const footer = formOf(html, 'value="footer"');
    expect(footer).toMatch(/action="\/subscribe"/);
    expect(inputOf(footer, 'lists')).toMatchObject({ type: 'hidden', value: 'journal' });
    expect(footer).not.toContain('name="calendar"');
  });

  it('sends the choice with the visitor’s address and says to check the inbox', async () => {
    const sent: { body: unknown; forwardedFor: string | null }[] = [];
    server.use(
      http.post(`${API}/subscribe`, async ({ request }) => {
        sent.push({
          body: await request.json(),
          forwardedFor: request.headers.get('X-Forwarded-For'),
        });
        return HttpResponse.json({ message: 'Check your inbox' }, { status: 202 });
      }),
    );

    const response = await post('/subscribe', [
      ['place', 'post'],
      ['email', ' anna@example.org '],
      ['name', 'Anna'],
      ['lists', 'journal'],
      ['lists', 'great-lent'],
      ['calendar', 'old'],
      ['website', ''],
    ]);

    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Check your inbox: we sent a link to confirm');
    expect(sent).toEqual([
      {
        body: {
          email: 'anna@example.org',
          name: 'Anna',
          lists: ['journal', 'great-lent'],
          calendar: 'old',
          place: 'post',
        },
        forwardedFor: '203.0.113.7',
      },
    ]);
  });

  it('refuses a bad address and no list without asking the api, keeping what was typed', async () => {
    const sent = vi.fn();
    server.use(http.post(`${API}/subscribe`, sent));

    const response = await post('/subscribe', [
      ['place', 'home'],
      ['email', 'anna@'],
      ['name', 'Anna'],
    ]);

    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain('Please enter a valid email address.');
    expect(html).toContain('Please choose at least one list.');
    const form = formOf(html, 'Please enter a valid email address.');
    expect(inputOf(form, 'email')).toMatchObject({ value: 'anna@', 'aria-invalid': 'true' });
    expect(inputOf(form, 'place')).toMatchObject({ value: 'home' });
    // What was unchecked stays unchecked.
    expect(inputOf(form, 'lists', 'journal')).not.toHaveProperty('checked');
    expect(sent).not.toHaveBeenCalled();
  });

  it('puts the api’s refusal of a field under that field', async () => {
    server.use(
      http.post(`${API}/subscribe`, () =>
        HttpResponse.json(
          {
            error: 'validation_error',
            message: 'Invalid input',
            details: [{ path: 'body.email', message: 'must be a valid email' }],
          },
          { status: 400 },
        ),
      ),
    );
    const response = await post('/subscribe', [
      ['place', 'footer'],
      ['email', 'anna@example.org'],
      ['lists', 'journal'],
    ]);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Please enter a valid email address.');
  });

  it('says what the api said when it limits the visitor', async () => {
    server.use(
      http.post(`${API}/subscribe`, () =>
        HttpResponse.json(
          { error: 'too_many_requests', message: 'Too many sign-ups from your address.' },
          { status: 429 },
        ),
      ),
    );
    const response = await post('/subscribe', [
      ['place', 'home'],
      ['email', 'anna@example.org'],
      ['lists', 'journal'],
    ]);
    expect(response.status).toBe(429);
    expect(await response.text()).toContain('Too many sign-ups from your address.');
  });

  it('is a page of its own at /subscribe, which search engines may list', async () => {
    const response = await get('/subscribe');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Subscribe by Email');
    // Its consents say they were given on this page.
    const form = formOf(html, 'value="subscribe-page"');
    expect(inputOf(form, 'place')).toMatchObject({ value: 'subscribe-page' });
    expect(inputOf(form, 'lists', 'journal')).toHaveProperty('checked');
    expect(html).not.toMatch(noIndex);
  });
});

describe('/subscribe/confirm/:token', () => {
  it('confirms nothing when opened: one button, never cached or indexed', async () => {
    const confirm = vi.fn();
    server.use(http.post(`${API}/subscriptions/confirm`, confirm));

    const response = await get(`/subscribe/confirm/${TOKEN}`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(PRIVATE);
    expect(html).toMatch(noIndex);
    expect(formOf(html, 'Confirm my subscription')).toMatch(/method="post"/);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('confirms on the button’s post and leads to the preferences', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/subscriptions/confirm`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Confirmed', manageToken: MANAGE_TOKEN });
      }),
    );
    const response = await post(`/subscribe/confirm/${TOKEN}`, []);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('You’re subscribed');
    expect(html).toContain(`href="/subscriptions/${MANAGE_TOKEN}"`);
    expect(bodies).toEqual([{ token: TOKEN }]);
  });

  it.each([
    [404, 'This link has already been used'],
    [410, 'This link has expired'],
  ])(
    'answers the api’s %i with a friendly page and a way to subscribe again',
    async (status, title) => {
      server.use(
        http.post(`${API}/subscriptions/confirm`, () =>
          HttpResponse.json({ error: 'gone', message: 'No' }, { status }),
        ),
      );
      const response = await post(`/subscribe/confirm/${TOKEN}`, []);
      const html = await response.text();
      expect(response.status).toBe(status);
      expect(html).toContain(title);
      expect(html).toContain('href="/subscribe"');
      expect(html).not.toContain('Confirm my subscription</button>');
    },
  );

  it('keeps the button when the api cannot be reached', async () => {
    server.use(http.post(`${API}/subscriptions/confirm`, () => HttpResponse.error()));
    const response = await post(`/subscribe/confirm/${TOKEN}`, []);
    const html = await response.text();
    expect(response.status).toBe(502);
    expect(html).toContain('could not be confirmed just now');
    expect(html).toContain('Confirm my subscription');
  });

  it('is a 404 for an address that is no link of ours', async () => {
    const response = await get('/subscribe/confirm/not-a-token');
    expect(response.status).toBe(404);
  });
});

describe('/subscriptions/:token, the preferences', () => {
  const path = `/subscriptions/${MANAGE_TOKEN}`;

  it('shows the lists, the calendar, the pause and the data links; never cached or indexed', async () => {
    server.use(
      http.get(`${API}/subscriptions/${MANAGE_TOKEN}`, () =>
        HttpResponse.json(
          buildSubscriptionPreferences({ lists: ['journal', 'great-lent'], calendar: 'old' }),
        ),
      ),
    );
    const response = await get(path);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(PRIVATE);
    expect(html).toMatch(noIndex);
    expect(html).toContain('For anna@example.org');
    const choices = formOf(html, 'value="save"');
    expect(inputOf(choices, 'lists', 'journal')).toHaveProperty('checked');
    expect(inputOf(choices, 'lists', 'great-lent')).toHaveProperty('checked');
    expect(inputOf(choices, 'lists', 'new-resources')).not.toHaveProperty('checked');
    expect(inputOf(choices, 'calendar', 'old')).toHaveProperty('checked');
    expect(inputOf(choices, 'pausedUntil')).toMatchObject({ type: 'date', value: '' });
    expect(html).toContain('Leave every list');
    expect(html).toContain(`href="/api/subscriptions/${MANAGE_TOKEN}/data"`);
    expect(html).toContain('Delete my data');
  });

  it('is a friendly 404 for a link that is not known, never cached', async () => {
    server.use(
      http.get(`${API}/subscriptions/${MANAGE_TOKEN}`, () =>
        HttpResponse.json({ error: 'not_found', message: 'Not found' }, { status: 404 }),
      ),
    );
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe(PRIVATE);
    expect(await response.text()).toContain('This link is not known');
  });

  describe('its forms, posted without JavaScript', () => {
    let preferences = buildSubscriptionPreferences();
    const calls: { method: string; path: string; body: unknown }[] = [];
    beforeEach(() => {
      preferences = buildSubscriptionPreferences();
      calls.length = 0;
      const record = async (request: Request) => {
        const text = await request.text();
        calls.push({
          method: request.method,
          path: new URL(request.url).pathname,
          body: text ? (JSON.parse(text) as unknown) : undefined,
        });
      };
      server.use(
        http.get(`${API}/subscriptions/${MANAGE_TOKEN}`, () => HttpResponse.json(preferences)),
        http.patch(`${API}/subscriptions/${MANAGE_TOKEN}`, async ({ request }) => {
          await record(request);
          preferences = { ...preferences, lists: ['new-resources'], pausedUntil: '2027-01-07' };
          return HttpResponse.json(preferences);
        }),
        http.post(`${API}/subscriptions/${MANAGE_TOKEN}/unsubscribe`, async ({ request }) => {
          await record(request);
          preferences = { ...preferences, status: 'unsubscribed', lists: [] };
          return HttpResponse.json({ message: 'Unsubscribed' });
        }),
        http.delete(`${API}/subscriptions/${MANAGE_TOKEN}`, async ({ request }) => {
          await record(request);
          return new HttpResponse(null, { status: 204 });
        }),
      );
    });

    it('saves the lists, the calendar and a pause', async () => {
      const response = await post(path, [
        ['intent', 'save'],
        ['lists', 'new-resources'],
        ['calendar', 'new'],
        ['pausedUntil', '2027-01-07'],
      ]);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('Your choices are saved.');
      expect(inputOf(html, 'pausedUntil')).toMatchObject({ value: '2027-01-07' });
      expect(calls).toEqual([
        {
          method: 'PATCH',
          path: `/api/subscriptions/${MANAGE_TOKEN}`,
          body: { lists: ['new-resources'], calendar: 'new', pausedUntil: '2027-01-07' },
        },
      ]);
    });

    it('ends a pause when the day is emptied, and leaves no list when none is ticked', async () => {
      await post(path, [
        ['intent', 'save'],
        ['pausedUntil', ''],
      ]);
      expect(calls[0]?.body).toEqual({ lists: [], pausedUntil: null });
    });

    it('leaves every list', async () => {
      const response = await post(path, [['intent', 'leave']]);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('You have left every list.');
      expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
        `POST /api/subscriptions/${MANAGE_TOKEN}/unsubscribe`,
      ]);
    });

    it('deletes nothing until “yes, delete” is ticked', async () => {
      const response = await post(path, [['intent', 'delete']]);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Tick the box to confirm');
      expect(calls).toEqual([]);
    });

    it('deletes the data when confirmed and says so on a page of its own', async () => {
      const response = await post(path, [
        ['intent', 'delete'],
        ['confirm', 'yes'],
      ]);
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/subscriptions/deleted');
      expect(calls.map(({ method }) => method)).toEqual(['DELETE']);

      const deleted = await get('/subscriptions/deleted');
      expect(deleted.status).toBe(200);
      expect(await deleted.text()).toContain('Your data is deleted');
    });
  });
});
