import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  confirmSubscriptionResponseSchema,
  subscriberListSchema,
  SUBSCRIBE_CONSENT_TEXT,
  subscribeResponseSchema,
  type SubscribeInput,
} from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { bearer, createUser } from '../auth/testing.js';
import { SUBSCRIBE_RATE_LIMIT } from './subscribers.routes.js';
import { SUBSCRIBE_MESSAGE } from './subscribe.service.js';
import { SubscriberModel } from './subscriber.model.js';
import { buildListApp, confirmTokenIn, createSubscriber, outboxOf } from './testing.js';

useTestDatabase();

const form: SubscribeInput = {
  email: ' Anna@Example.org',
  name: 'Anna',
  lists: ['journal', 'great-lent'],
  calendar: 'old',
  place: 'post',
};

type App = Awaited<ReturnType<typeof buildListApp>>;
const subscribeWith = (app: App, body: object) => request(app).post('/api/subscribe').send(body);
const confirmWith = (app: App, token: string) =>
  request(app).post('/api/subscriptions/confirm').send({ token });

/** A clock the test moves. */
const clock = (start = '2026-03-01T09:00:00Z') => {
  let at = new Date(start);
  return {
    now: () => at,
    advance: (ms: number) => {
      at = new Date(at.getTime() + ms);
    },
  };
};

describe('POST /api/subscribe, then the emailed link', () => {
  it('sends one confirmation email, and its link lists the address once confirmed', async () => {
    const app = await buildListApp({ WEB_ORIGIN: 'https://shop.example' });
    const admin = await createUser({ role: 'admin' });

    const asked = await subscribeWith(app, form).expect(202);
    expect(subscribeResponseSchema.parse(asked.body)).toEqual(SUBSCRIBE_MESSAGE);

    const [mail, ...others] = outboxOf(app);
    expect(others).toEqual([]);
    expect(mail?.to).toBe('anna@example.org');
    expect(mail?.subject).toBe('Please confirm your subscription');
    expect(mail?.source).toContain('Journal, Great Lent, day by day');
    expect(mail?.source).toContain('text/html');
    expect(mail?.source).toMatch(/https:\/\/shop\.example\/subscribe\/confirm\/[\w-]{43}/);
    const pending = await SubscriberModel.findOne({ email: 'anna@example.org' }).lean();
    expect(pending).toMatchObject({
      status: 'pending',
      lists: ['journal', 'great-lent'],
      calendar: 'old',
    });
    expect(pending?.consents).toEqual([
      {
        at: expect.any(Date),
        place: 'post',
        text: SUBSCRIBE_CONSENT_TEXT,
        ip: expect.stringMatching(/127\.0\.0\.1/),
      },
    ]);
    // Only the hash of the link is kept.
    expect(JSON.stringify(pending)).not.toContain(confirmTokenIn(mail));

    const confirmed = await confirmWith(app, confirmTokenIn(mail)).expect(200);
    const { manageToken } = confirmSubscriptionResponseSchema.parse(confirmed.body);
    expect(confirmed.body.message).toBe('Thank you: your subscription is confirmed.');
    expect(confirmed.headers['cache-control']).toBe('private, no-store');

    const listed = await request(app)
      .get('/api/subscribers?list=great-lent&status=confirmed')
      .set(bearer(admin))
      .expect(200);
    const { items } = subscriberListSchema.parse(listed.body);
    expect(items).toEqual([
      expect.objectContaining({ email: 'anna@example.org', status: 'confirmed' }),
    ]);
    expect(items[0]?.events.map((event) => event.kind)).toEqual(['subscribed', 'confirmed']);
    const preferences = await request(app).get(`/api/subscriptions/${manageToken}`).expect(200);
    expect(preferences.body).toMatchObject({ email: 'anna@example.org', status: 'confirmed' });
  });

  it('puts none of the form’s words in the email, so nobody can mail their text through it', async () => {
    const app = await buildListApp();

    await subscribeWith(app, { ...form, name: 'Cheap pills at spam.example' }).expect(202);

    const [mail] = outboxOf(app);
    expect(mail?.source).toContain('Hello,');
    expect(mail?.source).not.toContain('spam.example');
  });

  it('answers a confirmed address the same, sends nothing and changes none of its lists', async () => {
    const app = await buildListApp();
    await createSubscriber({ email: 'anna@example.org', lists: ['journal'] });

    const again = await subscribeWith(app, { ...form, lists: ['new-resources'] }).expect(202);

    expect(again.body).toEqual(SUBSCRIBE_MESSAGE);
    expect(outboxOf(app)).toEqual([]);
    const stored = await SubscriberModel.findOne({ email: 'anna@example.org' }).lean();
    expect(stored).toMatchObject({ status: 'confirmed', lists: ['journal'], calendar: 'new' });
    expect(stored?.consents).toHaveLength(1);
  });

  it('sends a pending address at most one new link every 10 minutes', async () => {
    const time = clock();
    const app = await buildListApp({}, { now: time.now });

    await subscribeWith(app, form).expect(202);
    time.advance(9 * 60_000);
    await subscribeWith(app, { ...form, lists: ['new-resources'] }).expect(202, SUBSCRIBE_MESSAGE);
    expect(outboxOf(app)).toHaveLength(1);

    time.advance(60_000);
    await subscribeWith(app, form).expect(202, SUBSCRIBE_MESSAGE);
    const mails = outboxOf(app);
    expect(mails).toHaveLength(2);
    // The newest link replaces the one before; the lists asked for add up.
    await confirmWith(app, confirmTokenIn(mails[0])).expect(404);
    await confirmWith(app, confirmTokenIn(mails[1])).expect(200);
    const stored = await SubscriberModel.findOne({ email: 'anna@example.org' }).lean();
    expect(stored?.lists).toEqual(['journal', 'great-lent', 'new-resources']);
    expect(stored?.consents).toHaveLength(3);
  });

  it('asks an address that had left to confirm again, for the lists it chose now', async () => {
    const app = await buildListApp();
    await createSubscriber({
      email: 'anna@example.org',
      status: 'unsubscribed',
      lists: ['journal', 'nativity-fast'],
    });

    await subscribeWith(app, { ...form, lists: ['great-lent'] }).expect(202, SUBSCRIBE_MESSAGE);

    expect(await SubscriberModel.findOne({ email: 'anna@example.org' }).lean()).toMatchObject({
      status: 'pending',
      lists: ['great-lent'],
    });
    const [mail] = outboxOf(app);
    await confirmWith(app, confirmTokenIn(mail)).expect(200);
    expect((await SubscriberModel.findOne({ email: 'anna@example.org' }).lean())?.status).toBe(
      'confirmed',
    );
  });

  it('refuses a list that does not exist or is not offered, naming it', async () => {
    const app = await buildListApp();
    const admin = await createUser({ role: 'admin' });
    await request(app)
      .patch('/api/lists/nativity-fast')
      .set(bearer(admin))
      .send({ public: false })
      .expect(200);

    for (const list of ['psalter', 'nativity-fast']) {
      const refused = await subscribeWith(app, { ...form, lists: ['journal', list] }).expect(400);
      expect(refused.body.message).toBe(
        `Invalid request: body.lists there is no list "${list}" to join`,
      );
      expect(refused.body.details).toEqual([{ path: 'body.lists', message: expect.any(String) }]);
    }
    expect(await SubscriberModel.countDocuments()).toBe(0);
    expect(outboxOf(app)).toEqual([]);
  });

  it.each([
    ['no list', { ...form, lists: [] }, /body\.lists choose at least one list/],
    ['a bad email', { ...form, email: 'anna-at-example' }, /body\.email must be a valid email/],
    ['the import place', { ...form, place: 'import' }, /body\.place/],
    ['an operator for the email', { ...form, email: { $gt: '' } }, /body\.email/],
  ])('refuses %s with a 400 naming the field', async (_case, body, mentions) => {
    const app = await buildListApp();

    const refused = await subscribeWith(app, body).expect(400);

    expect(refused.body.message).toMatch(mentions);
    expect(await SubscriberModel.countDocuments()).toBe(0);
  });

  it('thanks a bot that filled in the hidden field, and keeps and sends nothing', async () => {
    const app = await buildListApp();

    await subscribeWith(app, { ...form, website: 'http://spam.example' }).expect(
      202,
      SUBSCRIBE_MESSAGE,
    );

    expect(await SubscriberModel.countDocuments()).toBe(0);
    expect(outboxOf(app)).toEqual([]);
  });

  it('keeps the request when the email cannot be sent, and sends a link at the next one', async () => {
    let failing = true;
    const sent: string[] = [];
    const app = await buildListApp(
      {},
      {
        mailer: {
          send: (message) => {
            if (failing) return Promise.reject(new Error('SMTP server unreachable'));
            sent.push(message.text);
            return Promise.resolve({ messageId: 'ok' });
          },
        },
      },
    );

    await subscribeWith(app, form).expect(202, SUBSCRIBE_MESSAGE);
    failing = false;
    await subscribeWith(app, form).expect(202, SUBSCRIBE_MESSAGE);

    expect(sent).toHaveLength(1);
    expect(await SubscriberModel.countDocuments({ status: 'pending' })).toBe(1);
  });

  it('takes five requests per address every 15 minutes, counted in the database, then 429', async () => {
    const one = await buildListApp();
    const other = await buildListApp();
    expect(SUBSCRIBE_RATE_LIMIT).toEqual({ limit: 5, windowMs: 15 * 60_000 });

    for (let asked = 0; asked < 5; asked += 1) {
      await subscribeWith(asked % 2 ? one : other, {
        ...form,
        email: `a${asked}@example.org`,
      }).expect(202);
    }
    const refused = await subscribeWith(one, { ...form, email: 'late@example.org' }).expect(429);

    expect(refused.body.message).toBe(
      'Too many requests from your address. Please wait a few minutes and try again.',
    );
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await SubscriberModel.countDocuments()).toBe(5);
  });
});

describe('POST /api/subscriptions/confirm', () => {
  it('works once: the same link again is 404', async () => {
    const app = await buildListApp();
    await subscribeWith(app, form).expect(202);
    const token = confirmTokenIn(outboxOf(app)[0]);

    await confirmWith(app, token).expect(200);
    const again = await confirmWith(app, token).expect(404);

    expect(again.body.message).toMatch(/not known or has been used already/);
  });

  it('answers 410 for a link older than 7 days, and the address stays pending', async () => {
    const time = clock();
    const app = await buildListApp({}, { now: time.now });
    await subscribeWith(app, form).expect(202);
    const token = confirmTokenIn(outboxOf(app)[0]);

    time.advance(7 * 24 * 3_600_000);
    const expired = await confirmWith(app, token).expect(410);

    expect(expired.body.message).toMatch(/expired: links last 7 days/);
    expect((await SubscriberModel.findOne().lean())?.status).toBe('pending');
  });

  it('answers 404 for an unknown link and 400 for something that is not a token', async () => {
    const app = await buildListApp();

    await confirmWith(app, 'x'.repeat(43)).expect(404);
    const bad = await confirmWith(app, 'short').expect(400);
    expect(bad.body.message).toMatch(/body\.token must be a link token/);
  });
});
