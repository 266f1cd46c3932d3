import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  mailingListSchema,
  subscriberDetailSchema,
  subscriberListSchema,
  subscriberSummarySchema,
  SUBSCRIBERS_PAGE_SIZE,
} from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { bearer, createUser } from '../auth/testing.js';
import { DeliveryModel } from '../newsletters/delivery.model.js';
import { NewsletterSendModel } from '../newsletters/newsletter-send.model.js';
import { ensureStartingLists, STARTING_LISTS } from './mailing-lists.service.js';
import { MailingListModel } from './subscriber.model.js';
import { buildListApp, createSubscriber } from './testing.js';

useTestDatabase();

const listsSchema = z.array(mailingListSchema);

describe('the lists', () => {
  it('starts with the owner’s four lists, added once however often the api starts', async () => {
    const app = await buildListApp();
    expect(await ensureStartingLists()).toBe(0);

    const response = await request(app).get('/api/lists').expect(200);

    expect(listsSchema.parse(response.body)).toEqual([
      expect.objectContaining({ id: 'journal', name: 'Journal', kind: 'journal', public: true }),
      expect.objectContaining({
        id: 'new-resources',
        name: 'New resources',
        kind: 'new-resources',
      }),
      expect.objectContaining({
        id: 'great-lent',
        name: 'Great Lent, day by day',
        kind: 'series',
        anchor: 'clean-monday',
      }),
      expect.objectContaining({
        id: 'nativity-fast',
        name: 'The Nativity Fast',
        kind: 'series',
        anchor: 'nativity-fast',
      }),
    ]);
    expect(await MailingListModel.countDocuments()).toBe(STARTING_LISTS.length);
  });

  it('keeps a renamed starting list as the owner left it at the next start', async () => {
    const app = await buildListApp();
    const admin = await createUser({ role: 'admin' });

    await request(app)
      .patch('/api/lists/journal')
      .set(bearer(admin))
      .send({ name: 'Letters from the monastery' })
      .expect(200);
    await ensureStartingLists();

    const lists = await request(app).get('/api/lists').expect(200);
    expect(lists.body[0]).toMatchObject({ id: 'journal', name: 'Letters from the monastery' });
  });

  it('lets admins add a list and hide one; staff see every list, the public only those offered', async () => {
    const app = await buildListApp();
    const admin = await createUser({ role: 'admin' });
    const editor = await createUser();

    const added = await request(app)
      .post('/api/lists')
      .set(bearer(admin))
      .send({ id: 'parish-news', name: 'Parish news', kind: 'journal', public: false })
      .expect(201);
    expect(added.body).toEqual({
      id: 'parish-news',
      name: 'Parish news',
      kind: 'journal',
      public: false,
    });

    const all = await request(app).get('/api/lists/all').set(bearer(editor)).expect(200);
    expect(listsSchema.parse(all.body).map((list) => list.id)).toContain('parish-news');
    const offered = await request(app).get('/api/lists').expect(200);
    expect(listsSchema.parse(offered.body).map((list) => list.id)).not.toContain('parish-news');
  });

  it('refuses a taken id, a series without its Church day, editors and strangers', async () => {
    const app = await buildListApp();
    const admin = await createUser({ role: 'admin' });
    const editor = await createUser();
    const list = { id: 'journal', name: 'Journal again', kind: 'journal' };

    await request(app).post('/api/lists').set(bearer(admin)).send(list).expect(409);
    const series = await request(app)
      .post('/api/lists')
      .set(bearer(admin))
      .send({ id: 'pascha', name: 'Bright Week', kind: 'series' })
      .expect(400);
    expect(series.body.message).toMatch(/body\.anchor a series needs an anchor/);
    await request(app).post('/api/lists').set(bearer(editor)).send(list).expect(403);
    await request(app)
      .patch('/api/lists/journal')
      .set(bearer(editor))
      .send({ name: 'X' })
      .expect(403);
    await request(app).get('/api/lists/all').expect(401);
    await request(app)
      .patch('/api/lists/psalter')
      .set(bearer(admin))
      .send({ name: 'X' })
      .expect(404);
  });
});

describe('GET /api/subscribers', () => {
  it('finds people by address or name, list and status, a page at a time', async () => {
    const app = await buildListApp();
    const editor = await createUser();
    await createSubscriber({ email: 'anna@example.org', name: 'Anna Petrova', lists: ['journal'] });
    await createSubscriber({
      email: 'basil@example.org',
      lists: ['great-lent'],
      status: 'pending',
    });
    await createSubscriber({ email: 'petros@example.org', lists: ['great-lent'] });

    const search = async (query: string) =>
      subscriberListSchema.parse(
        (await request(app).get(`/api/subscribers?${query}`).set(bearer(editor)).expect(200)).body,
      );

    expect((await search('q=petr')).items.map((item) => item.email).sort()).toEqual([
      'anna@example.org',
      'petros@example.org',
    ]);
    expect(
      (await search('list=great-lent&status=pending')).items.map((item) => item.email),
    ).toEqual(['basil@example.org']);
    expect(await search('q=.*')).toMatchObject({ items: [], total: 0, pages: 1 });
    expect(await search('page=1')).toMatchObject({ total: 3, page: 1, pages: 1 });
  });

  it('pages past the first fifty', async () => {
    const app = await buildListApp();
    const editor = await createUser();
    for (let made = 0; made <= SUBSCRIBERS_PAGE_SIZE; made += 1) await createSubscriber();

    const second = await request(app)
      .get('/api/subscribers?page=2')
      .set(bearer(editor))
      .expect(200);

    expect(second.body).toMatchObject({ total: SUBSCRIBERS_PAGE_SIZE + 1, page: 2, pages: 2 });
    expect(second.body.items).toHaveLength(1);
  });

  it('refuses strangers and a bad filter', async () => {
    const app = await buildListApp();
    const editor = await createUser();

    await request(app).get('/api/subscribers').expect(401);
    const bad = await request(app)
      .get('/api/subscribers?status=gone')
      .set(bearer(editor))
      .expect(400);
    expect(bad.body.message).toMatch(/query\.status/);
  });
});

describe('GET /api/subscribers/summary and /:id', () => {
  it('counts each list’s people by status, a complaint with the bounces', async () => {
    const app = await buildListApp();
    const editor = await createUser();
    await createSubscriber({ lists: ['journal', 'great-lent'] });
    await createSubscriber({ lists: ['journal'], status: 'pending' });
    await createSubscriber({ lists: ['journal'], status: 'unsubscribed' });
    await createSubscriber({ lists: ['journal'], status: 'bounced' });
    await createSubscriber({ lists: ['journal'], status: 'complained' });

    const response = await request(app)
      .get('/api/subscribers/summary')
      .set(bearer(editor))
      .expect(200);

    expect(subscriberSummarySchema.parse(response.body)).toEqual([
      { list: 'journal', name: 'Journal', confirmed: 1, pending: 1, unsubscribed: 1, bounced: 2 },
      {
        list: 'new-resources',
        name: 'New resources',
        confirmed: 0,
        pending: 0,
        unsubscribed: 0,
        bounced: 0,
      },
      {
        list: 'great-lent',
        name: 'Great Lent, day by day',
        confirmed: 1,
        pending: 0,
        unsubscribed: 0,
        bounced: 0,
      },
      {
        list: 'nativity-fast',
        name: 'The Nativity Fast',
        confirmed: 0,
        pending: 0,
        unsubscribed: 0,
        bounced: 0,
      },
    ]);
  });

  it('shows one subscriber with their consents and history, never their link hashes', async () => {
    const app = await buildListApp();
    const editor = await createUser();
    const { _id } = await createSubscriber({ email: 'anna@example.org' });

    const response = await request(app)
      .get(`/api/subscribers/${_id}`)
      .set(bearer(editor))
      .expect(200);

    expect(subscriberDetailSchema.parse(response.body)).toMatchObject({
      email: 'anna@example.org',
      consents: [{ place: 'journal', ip: '203.0.113.7' }],
      events: [{ kind: 'subscribed' }, { kind: 'confirmed' }],
      emails: [],
    });
    expect(JSON.stringify(response.body)).not.toContain('TokenHash');
    await request(app)
      .get('/api/subscribers/0123456789abcdef01234567')
      .set(bearer(editor))
      .expect(404);
  });
});

/** A send of `subject` to the journal, as the newsletters record it. */
const createSend = (subject: string) =>
  NewsletterSendModel.create({
    source: 'post',
    sourceId: 'a-post',
    subject,
    lists: ['journal'],
    status: 'sent',
    html: '<p>…</p>',
    text: '…',
  });

describe('the emails a subscriber received', () => {
  it('lists each send’s copy to them, newest first, with its subject and what became of it', async () => {
    const app = await buildListApp();
    const editor = await createUser();
    const { _id } = await createSubscriber({ email: 'anna@example.org' });
    const other = await createSubscriber();
    const lent = await createSend('Forgiveness Sunday');
    const nativity = await createSend('The Nativity Fast begins');
    const sentAt = new Date('2026-02-22T09:00:00.000Z');
    await DeliveryModel.create({
      send: lent._id,
      subscriber: _id,
      status: 'sent',
      messageId: '<lent-anna@example.org>',
      sentAt,
    });
    await DeliveryModel.create({
      send: nativity._id,
      subscriber: _id,
      status: 'failed',
      messageId: '<nativity-anna@example.org>',
      detail: '550 mailbox unavailable',
    });
    await DeliveryModel.create({
      send: nativity._id,
      subscriber: other._id,
      status: 'sent',
      messageId: '<nativity-other@example.org>',
      sentAt,
    });

    const response = await request(app)
      .get(`/api/subscribers/${_id}`)
      .set(bearer(editor))
      .expect(200);

    expect(subscriberDetailSchema.parse(response.body).emails).toEqual([
      {
        sendId: nativity._id.toString(),
        subject: 'The Nativity Fast begins',
        status: 'failed',
        at: expect.any(String),
        detail: '550 mailbox unavailable',
      },
      {
        sendId: lent._id.toString(),
        subject: 'Forgiveness Sunday',
        status: 'sent',
        at: sentAt.toISOString(),
      },
    ]);
  });
});

describe('GET /api/subscribers/export.csv', () => {
  it('gives admins the list as CSV, filtered, with formulas defused', async () => {
    const app = await buildListApp();
    const admin = await createUser({ role: 'admin' });
    await createSubscriber({
      email: 'anna@example.org',
      name: '=HYPERLINK("x")',
      lists: ['journal', 'great-lent'],
    });
    await createSubscriber({ email: 'basil@example.org', lists: ['new-resources'] });

    const response = await request(app)
      .get('/api/subscribers/export.csv?list=great-lent')
      .set(bearer(admin))
      .expect(200);

    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="?subscribers-great-lent-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    const rows = parse<Record<string, string>>(response.text, { columns: true });
    expect(rows).toEqual([
      expect.objectContaining({
        email: 'anna@example.org',
        name: `'=HYPERLINK("x")`,
        status: 'confirmed',
        lists: 'journal;great-lent',
        consent_place: 'journal',
      }),
    ]);
  });

  it('is for admins only', async () => {
    const app = await buildListApp();
    const editor = await createUser();

    await request(app).get('/api/subscribers/export.csv').set(bearer(editor)).expect(403);
  });
});
