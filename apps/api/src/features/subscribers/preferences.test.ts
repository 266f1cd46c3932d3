import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { subscriberDataSchema, subscriptionPreferencesSchema } from '@ministry/contracts';
import { CounterModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { DELETIONS_COUNTER, UNSUBSCRIBED_MESSAGE } from './preferences.service.js';
import { SubscriberModel } from './subscriber.model.js';
import { buildListApp, createSubscriber } from './testing.js';

useTestDatabase();

const stored = (id: string) => SubscriberModel.findById(id).lean();

describe('GET and PATCH /api/subscriptions/:token', () => {
  it("shows a subscriber's lists, calendar and the lists on offer", async () => {
    const app = await buildListApp();
    const { manageToken } = await createSubscriber({
      email: 'anna@example.org',
      lists: ['journal', 'great-lent'],
      calendar: 'old',
    });

    const response = await request(app).get(`/api/subscriptions/${manageToken}`).expect(200);

    const preferences = subscriptionPreferencesSchema.parse(response.body);
    expect(preferences).toMatchObject({
      email: 'anna@example.org',
      status: 'confirmed',
      lists: ['journal', 'great-lent'],
      calendar: 'old',
    });
    expect(preferences.available.map((list) => list.name)).toEqual([
      'Journal',
      'New resources',
      'Great Lent, day by day',
      'The Nativity Fast',
    ]);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('changes the lists, the calendar and a pause, and records each change', async () => {
    const app = await buildListApp();
    const subscriber = await createSubscriber({ lists: ['journal'] });
    const url = `/api/subscriptions/${subscriber.manageToken}`;

    const changed = await request(app)
      .patch(url)
      .send({
        lists: ['new-resources', 'nativity-fast'],
        calendar: 'old',
        pausedUntil: '2026-06-01',
      })
      .expect(200);

    expect(changed.body).toMatchObject({
      lists: ['new-resources', 'nativity-fast'],
      calendar: 'old',
      pausedUntil: '2026-06-01',
      status: 'confirmed',
    });
    await request(app).patch(url).send({ pausedUntil: null }).expect(200);
    const record = await stored(subscriber._id);
    expect(record?.pausedUntil).toBeUndefined();
    expect(record?.events.map((event) => event.kind).slice(-3)).toEqual([
      'lists-changed',
      'paused',
      'resumed',
    ]);
  });

  it('takes choosing no list as leaving, and choosing lists again as rejoining', async () => {
    const app = await buildListApp();
    const subscriber = await createSubscriber();
    const url = `/api/subscriptions/${subscriber.manageToken}`;

    await request(app).patch(url).send({ lists: [] }).expect(200);
    expect((await stored(subscriber._id))?.status).toBe('unsubscribed');

    await request(app)
      .patch(url)
      .send({ lists: ['journal'] })
      .expect(200);
    expect((await stored(subscriber._id))?.status).toBe('confirmed');
  });

  it('refuses an unknown list, and answers 404 for an unknown link', async () => {
    const app = await buildListApp();
    const { manageToken } = await createSubscriber();

    const refused = await request(app)
      .patch(`/api/subscriptions/${manageToken}`)
      .send({ lists: ['psalter'] })
      .expect(400);
    expect(refused.body.message).toMatch(/no list "psalter"/);

    await request(app)
      .get(`/api/subscriptions/${'a'.repeat(43)}`)
      .expect(404);
    await request(app).get('/api/subscriptions/not-a-token').expect(400);
  });
});

describe('POST /api/subscriptions/:token/unsubscribe', () => {
  it('is the RFC 8058 one-click: a form POST with no credentials leaves every list', async () => {
    const app = await buildListApp();
    const subscriber = await createSubscriber({ lists: ['journal', 'great-lent'] });

    // What a mail provider sends when a reader clicks "Unsubscribe" (RFC 8058, section 3.1).
    const response = await request(app)
      .post(`/api/subscriptions/${subscriber.manageToken}/unsubscribe`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click')
      .expect(200);

    expect(response.body).toEqual({ message: UNSUBSCRIBED_MESSAGE });
    const record = await stored(subscriber._id);
    expect(record?.status).toBe('unsubscribed');
    expect(record?.events.at(-1)).toMatchObject({
      kind: 'unsubscribed',
      detail: 'one-click from a mail program',
    });
  });

  it('leaves from the preferences page too (JSON or no body), and leaving twice changes nothing', async () => {
    const app = await buildListApp();
    const subscriber = await createSubscriber();
    const url = `/api/subscriptions/${subscriber.manageToken}/unsubscribe`;

    await request(app).post(url).send({}).expect(200, { message: UNSUBSCRIBED_MESSAGE });
    await request(app).post(url).expect(200, { message: UNSUBSCRIBED_MESSAGE });

    const record = await stored(subscriber._id);
    expect(record?.status).toBe('unsubscribed');
    expect(record?.events.filter((event) => event.kind === 'unsubscribed')).toHaveLength(1);
  });

  it('answers 404 for a link that is not known', async () => {
    const app = await buildListApp();

    await request(app)
      .post(`/api/subscriptions/${'b'.repeat(43)}/unsubscribe`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click')
      .expect(404);
  });
});

describe("a subscriber's data", () => {
  it('gives everything kept about them as JSON, without the hashes of their links', async () => {
    const app = await buildListApp();
    const subscriber = await createSubscriber({ email: 'anna@example.org', name: 'Anna' });

    const response = await request(app)
      .get(`/api/subscriptions/${subscriber.manageToken}/data`)
      .expect(200);

    const data = subscriberDataSchema.parse(response.body);
    expect(data).toMatchObject({
      _id: subscriber._id,
      email: 'anna@example.org',
      name: 'Anna',
      lists: ['journal'],
      consents: [{ place: 'journal', text: 'I agree', ip: '203.0.113.7' }],
      confirmedAt: expect.any(String),
    });
    expect(data.events.map((event) => event.kind)).toEqual(['subscribed', 'confirmed']);
    expect(JSON.stringify(response.body)).not.toMatch(/TokenHash|ExpiresAt/);
  });

  it('deletes them on request, keeping only a count of deletions', async () => {
    const app = await buildListApp();
    const first = await createSubscriber();
    const second = await createSubscriber();

    await request(app).delete(`/api/subscriptions/${first.manageToken}`).expect(204);
    await request(app).delete(`/api/subscriptions/${second.manageToken}`).expect(204);

    expect(await SubscriberModel.countDocuments()).toBe(0);
    expect(await CounterModel.findById(DELETIONS_COUNTER).lean()).toEqual({
      _id: DELETIONS_COUNTER,
      seq: 2,
    });
    await request(app).get(`/api/subscriptions/${first.manageToken}`).expect(404);
    await request(app).delete(`/api/subscriptions/${first.manageToken}`).expect(404);
  });
});
