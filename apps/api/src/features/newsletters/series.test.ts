import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { seriesEmailSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { testLogger } from '@ministry/http/testing';
import { bearer, createUser, TEST_JWT_SECRET } from '../auth/testing.js';
import { buildApp } from '../catalogue/testing.js';
import { MailingListModel } from '../subscribers/subscriber.model.js';
import { NewsletterSendModel } from './newsletter-send.model.js';
import { runSend } from './send-runner.js';
import { runSeriesTick } from './series.js';
import { SeriesEmailModel } from './series-email.model.js';
import { createSubscribers, runnerFor, startSmtpSink, type SmtpSink } from './testing.js';

useTestDatabase();

let sink: SmtpSink | undefined;
let transports: { close(): void }[] = [];
afterEach(async () => {
  for (const transport of transports) transport.close();
  transports = [];
  await sink?.close();
  sink = undefined;
});

/** A series list with the texts of its first days, and one subscriber on each calendar. */
async function seriesOf(listId: string, anchor: 'clean-monday' | 'nativity-fast') {
  await MailingListModel.create({ listId, name: listId, kind: 'series', anchor, public: true });
  for (const day of [1, 2, 14]) {
    await SeriesEmailModel.create({
      list: listId,
      day,
      subject: `Day ${day}`,
      body: `Text of day ${day}.`,
    });
  }
  const [onNew] = await createSubscribers(1, { lists: [listId], calendar: 'new' });
  const [onOld] = await createSubscribers(1, { lists: [listId], calendar: 'old' });
  return { onNew: onNew!, onOld: onOld! };
}

/** Ticks at `at` (UTC, the owner's zone here; send hour 7) and runs what it queued. */
async function dayAt(at: string): Promise<number> {
  const queued: string[] = [];
  const count = await runSeriesTick({
    now: () => new Date(at),
    timeZone: () => Promise.resolve('UTC'),
    sendHour: 7,
    email: { webOrigin: 'https://orthodox-resources.example', postalAddress: 'PO Box 1, Town' },
    enqueue: (id) => {
      queued.push(id);
      return Promise.resolve();
    },
    logger: testLogger(),
  });
  sink ??= await startSmtpSink();
  const runner = runnerFor(sink.url);
  transports.push(runner.transport);
  for (const id of queued) await runSend(id, { ...runner, now: () => new Date(at) });
  return count;
}

const subjectsTo = (email: string) =>
  (sink?.messages ?? []).filter((m) => m.to === email).map((m) => m.headers.get('subject'));

describe('seasonal series', () => {
  it('sends day 1 of Great Lent on Clean Monday to the subscribers of both calendars, once', async () => {
    const { onNew, onOld } = await seriesOf('great-lent', 'clean-monday');

    // 2027: Pascha on 2 May, Clean Monday on 15 March (the same civil day on both calendars).
    expect(await dayAt('2027-03-15T06:59:00Z')).toBe(0);
    expect(await dayAt('2027-03-15T07:00:00Z')).toBe(2);
    expect(await dayAt('2027-03-15T18:00:00Z')).toBe(0);

    expect(subjectsTo(onNew.email)).toEqual(['Day 1']);
    expect(subjectsTo(onOld.email)).toEqual(['Day 1']);
  });

  it("sends the Nativity Fast's day 1 to each subscriber on the first day of their own calendar", async () => {
    const { onNew, onOld } = await seriesOf('nativity-fast', 'nativity-fast');

    await dayAt('2027-11-15T08:00:00Z');
    expect(subjectsTo(onNew.email)).toEqual(['Day 1']);
    expect(subjectsTo(onOld.email)).toEqual([]);

    // 15 November on the Old Calendar is 28 November civil: the new-calendar reader is at day 14.
    await dayAt('2027-11-28T08:00:00Z');
    expect(subjectsTo(onOld.email)).toEqual(['Day 1']);
    expect(subjectsTo(onNew.email)).toEqual(['Day 1', 'Day 14']);
    expect(await NewsletterSendModel.countDocuments({ source: 'series' })).toBe(3);
  });

  it('lets an admin write the texts of a series, and refuses a list that is not a series', async () => {
    const app = buildApp({ JWT_SECRET: TEST_JWT_SECRET });
    const admin = await createUser({ role: 'admin' });
    await MailingListModel.create({
      listId: 'great-lent',
      name: 'Great Lent',
      kind: 'series',
      anchor: 'clean-monday',
      public: true,
    });
    await MailingListModel.create({
      listId: 'journal',
      name: 'Journal',
      kind: 'journal',
      public: true,
    });

    const created = await request(app)
      .post('/api/newsletters/series')
      .set(bearer(admin))
      .send({
        list: 'great-lent',
        day: 1,
        subject: 'The first day',
        body: 'Lord and Master of my life…',
      })
      .expect(201);
    const email = seriesEmailSchema.parse(created.body);
    await request(app)
      .patch(`/api/newsletters/series/${email._id}`)
      .set(bearer(admin))
      .send({ subject: 'Clean Monday' })
      .expect(200);
    const listed = await request(app)
      .get('/api/newsletters/series?list=great-lent')
      .set(bearer(admin))
      .expect(200);
    expect(
      seriesEmailSchema
        .array()
        .parse(listed.body)
        .map((e) => e.subject),
    ).toEqual(['Clean Monday']);

    await request(app)
      .post('/api/newsletters/series')
      .set(bearer(admin))
      .send({ list: 'great-lent', day: 1, subject: 'Again', body: 'x' })
      .expect(409);
    await request(app)
      .post('/api/newsletters/series')
      .set(bearer(admin))
      .send({ list: 'journal', day: 1, subject: 'x', body: 'x' })
      .expect(400);
    await request(app)
      .delete(`/api/newsletters/series/${email._id}`)
      .set(bearer(admin))
      .expect(204);
  });
});
