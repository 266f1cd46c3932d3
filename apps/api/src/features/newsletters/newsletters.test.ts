import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { newsletterPreviewSchema, newsletterSendSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { bearer, createUser, TEST_JWT_SECRET } from '../auth/testing.js';
import { buildApp } from '../catalogue/testing.js';
import { PostModel } from '../posts/post.model.js';
import { createPost } from '../posts/testing.js';
import { SubscriberModel } from '../subscribers/subscriber.model.js';
import { manageTokenFor } from '../subscribers/links.js';
import { DeliveryModel } from './delivery.model.js';
import { NewsletterSendModel, type NewsletterSendRecord } from './newsletter-send.model.js';
import { toNewsletterSend } from './newsletters.service.js';
import { runSend } from './send-runner.js';
import {
  createList,
  createSubscribers,
  runnerFor,
  startSmtpSink,
  type SmtpSink,
} from './testing.js';

useTestDatabase();

let sinks: SmtpSink[] = [];
let transports: { close(): void }[] = [];
afterEach(async () => {
  for (const transport of transports) transport.close();
  await Promise.all(sinks.map((sink) => sink.close()));
  sinks = [];
  transports = [];
});
/** A send's runner through the sink (its connections closed after the test). */
const through = (mail: SmtpSink) => {
  const deps = runnerFor(mail.url);
  transports.push(deps.transport);
  return deps;
};
const sink = async (options?: Parameters<typeof startSmtpSink>[0]) => {
  const started = await startSmtpSink(options);
  sinks.push(started);
  return started;
};

/** An api whose queued sends are noted (the tests run them) and a signed-in admin. */
async function setUp() {
  const queued: string[] = [];
  const app = buildApp(
    { JWT_SECRET: TEST_JWT_SECRET, WEB_ORIGIN: 'https://orthodox-resources.example' },
    {
      newsletters: {
        enqueue: (id) => {
          queued.push(id);
          return Promise.resolve();
        },
        linkSecret: 'a-test-subscriber-link-secret-long-enough',
      },
    },
  );
  const admin = await createUser({ role: 'admin' });
  const post = await createPost({ author: admin._id, title: 'Keeping the Nativity Fast' });
  await createList('journal');
  return { app, admin, post, queued };
}

async function createSend(setup: Awaited<ReturnType<typeof setUp>>, body: object = {}) {
  const response = await request(setup.app)
    .post('/api/newsletters')
    .set(bearer(setup.admin))
    .send({ source: 'post', sourceId: setup.post._id, lists: ['journal'], ...body })
    .expect(201);
  return newsletterSendSchema.parse(response.body);
}

/** The send as the staff see it. */
async function progressOf(id: string) {
  const send = await NewsletterSendModel.findById(id).lean<NewsletterSendRecord>();
  if (!send) throw new Error(`no send ${id}`);
  return toNewsletterSend(send);
}

describe('a newsletter send', () => {
  it('delivers one copy to each confirmed subscriber and none to the unconfirmed', async () => {
    const setup = await setUp();
    const confirmed = await createSubscribers(23);
    const pending = await createSubscribers(4, { status: 'pending' });
    const left = await createSubscribers(2, { status: 'unsubscribed' });
    const otherList = await createSubscribers(2, { lists: ['great-lent'] });
    const mail = await sink();

    const send = await createSend(setup);
    expect(setup.queued).toEqual([send._id]);
    await expect(runSend(send._id, through(mail))).resolves.toBe('finished');

    const counts = mail.countsByAddress();
    expect([...counts.keys()].sort()).toEqual(confirmed.map((s) => s.email).sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    for (const other of [...pending, ...left, ...otherList])
      expect(counts.has(other.email)).toBe(false);
    expect(await progressOf(send._id)).toMatchObject({
      status: 'sent',
      total: 23,
      sent: 23,
      failed: 0,
      skipped: 0,
    });
  });

  it('carries the one-click unsubscribe headers, the links and the postal address', async () => {
    const setup = await setUp();
    const [reader] = await createSubscribers(1);
    const mail = await sink();
    const send = await createSend(setup);

    await runSend(send._id, through(mail));

    const [message] = mail.messages;
    const token = manageTokenFor(reader!._id, 'a-test-subscriber-link-secret-long-enough');
    expect(message?.headers.get('list-unsubscribe')).toBe(
      `<https://orthodox-resources.example/api/subscriptions/${token}/unsubscribe>, <mailto:support@orthodox-resources.example?subject=unsubscribe>`,
    );
    expect(message?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(message?.headers.get('message-id')).toBe(
      `<${send._id}.${reader!._id}@orthodox-resources.example>`,
    );
    expect(message?.headers.get('subject')).toBe('Keeping the Nativity Fast');
    // Quoted-printable, as nodemailer writes long lines.
    const body = (message?.body ?? '')
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(body).toContain(`https://orthodox-resources.example/journey/${setup.post.slug}`);
    expect(body).toContain(`https://orthodox-resources.example/subscriptions/${token}`);
    expect(body).toContain('1 Example Street');
    expect(body).not.toMatch(/<img[^>]+(?:track|pixel|open)/i);
  });

  it('sends nothing to someone who leaves while it runs', async () => {
    const setup = await setUp();
    const readers = await createSubscribers(30);
    const leaver = readers.at(-1)!;
    // The first copy is accepted only once the last reader (in a later batch) has left.
    const mail = await sink({
      beforeAccept: async (_message, accepted) => {
        if (accepted === 0) {
          await SubscriberModel.updateOne(
            { _id: leaver._id },
            { status: 'unsubscribed', lists: [] },
          );
        }
      },
    });
    const send = await createSend(setup);

    await runSend(send._id, through(mail));

    expect(mail.countsByAddress().has(leaver.email)).toBe(false);
    expect(mail.messages).toHaveLength(29);
    expect(await progressOf(send._id)).toMatchObject({
      status: 'sent',
      sent: 29,
      skipped: 1,
      total: 30,
    });
    expect(await DeliveryModel.findOne({ subscriber: leaver._id }).lean()).toMatchObject({
      status: 'skipped',
    });
  });

  it('stops when paused and, resumed, sends the rest once each', async () => {
    const setup = await setUp();
    const readers = await createSubscribers(25);
    const mail = await sink({
      beforeAccept: async (_message, accepted) => {
        if (accepted === 3) {
          await request(setup.app)
            .post(`/api/newsletters/${send._id}/pause`)
            .set(bearer(setup.admin))
            .expect(200);
        }
      },
    });
    const send = await createSend(setup);

    await expect(runSend(send._id, through(mail))).resolves.toBe('paused');
    const paused = await progressOf(send._id);
    expect(paused.status).toBe('paused');
    expect(mail.messages.length).toBeLessThan(25);

    const resumed = await request(setup.app)
      .post(`/api/newsletters/${send._id}/resume`)
      .set(bearer(setup.admin))
      .expect(200);
    expect(resumed.body.status).toBe('queued');
    await expect(runSend(send._id, through(mail))).resolves.toBe('finished');

    const counts = mail.countsByAddress();
    expect(counts.size).toBe(25);
    for (const reader of readers) expect(counts.get(reader.email)).toBe(1);
    expect(await progressOf(send._id)).toMatchObject({ status: 'sent', sent: 25 });
  });

  it('ends as sent when paused and resumed before the run saw the pause', async () => {
    const setup = await setUp();
    const readers = await createSubscribers(8);
    const admin = (path: string) =>
      request(setup.app).post(`/api/newsletters/${send._id}/${path}`).set(bearer(setup.admin));
    const seen: string[] = [];
    const mail = await sink({
      // Both between two copies of one batch: the run looks for a pause only between batches.
      beforeAccept: async (_message, accepted) => {
        if (accepted !== 2) return;
        seen.push((await admin('pause').expect(200)).body.status as string);
        seen.push((await admin('resume').expect(200)).body.status as string);
      },
    });
    const send = await createSend(setup);

    await expect(runSend(send._id, through(mail))).resolves.toBe('finished');

    expect(seen).toEqual(['paused', 'queued']);
    expect(await progressOf(send._id)).toMatchObject({ status: 'sent', sent: 8, total: 8 });
    for (const reader of readers) expect(mail.countsByAddress().get(reader.email)).toBe(1);
  });

  it('counts its progress as it goes, not only at the end of a batch', async () => {
    const setup = await setUp();
    await createSubscribers(6);
    const sentSoFar: number[] = [];
    const mail = await sink({
      beforeAccept: async (_message, accepted) => {
        if (accepted === 4) sentSoFar.push((await progressOf(send._id)).sent);
      },
    });
    const send = await createSend(setup);

    // A runner whose clock counts on a second with every copy.
    const deps = through(mail);
    let tick = Date.now();
    await runSend(send._id, { ...deps, batchSize: 50, now: () => new Date((tick += 1_001)) });

    expect(sentSoFar[0]).toBeGreaterThanOrEqual(3);
    expect(await progressOf(send._id)).toMatchObject({ status: 'sent', sent: 6 });
  });

  it('marks an address the server refuses for good as bounced and sends it nothing more', async () => {
    const setup = await setUp();
    const [gone, ...others] = await createSubscribers(5);
    const mail = await sink({
      refuse: (address) => (address === gone!.email ? '550 5.1.1 No such user' : undefined),
    });
    const send = await createSend(setup);

    await runSend(send._id, through(mail));

    const bounced = await SubscriberModel.findById(gone!._id).lean();
    expect(bounced?.status).toBe('bounced');
    expect(bounced?.events.at(-1)).toMatchObject({ kind: 'bounced' });
    expect(mail.messages.map((m) => m.to).sort()).toEqual(others.map((o) => o.email).sort());
    expect(await progressOf(send._id)).toMatchObject({ sent: 4, failed: 1 });

    // The next send passes it by.
    const next = await createSend(setup);
    await runSend(next._id, through(mail));
    expect(mail.countsByAddress().has(gone!.email)).toBe(false);
  });

  it('tries again a copy refused for now (4xx) and delivers it once', async () => {
    const setup = await setUp();
    const [reader] = await createSubscribers(1);
    let refusals = 0;
    const mail = await sink({
      beforeAccept: () => (refusals++ < 2 ? Promise.reject(new Error('busy')) : Promise.resolve()),
    });
    const send = await createSend(setup);

    await expect(runSend(send._id, through(mail))).resolves.toBe('finished');

    expect(mail.countsByAddress().get(reader!.email)).toBe(1);
  });

  it('waits for the queue again when the server keeps refusing for now', async () => {
    const setup = await setUp();
    const [reader] = await createSubscribers(1);
    let refusing = true;
    const mail = await sink({
      beforeAccept: () => (refusing ? Promise.reject(new Error('busy')) : Promise.resolve()),
    });
    const send = await createSend(setup);

    await expect(runSend(send._id, through(mail))).resolves.toBe('retry-later');
    expect(await DeliveryModel.findOne({ subscriber: reader!._id }).lean()).toMatchObject({
      status: 'claimed',
    });

    refusing = false;
    await expect(runSend(send._id, through(mail))).resolves.toBe('finished');
    expect(mail.countsByAddress().get(reader!.email)).toBe(1);
  });
});

describe('the newsletter routes', () => {
  it('previews a post as an email and refuses an editor the sending', async () => {
    const setup = await setUp();
    const editor = await createUser({ role: 'editor' });

    const preview = await request(setup.app)
      .post('/api/newsletters/preview')
      .set(bearer(editor))
      .send({ source: 'post', sourceId: setup.post._id })
      .expect(200);
    expect(newsletterPreviewSchema.parse(preview.body).subject).toBe('Keeping the Nativity Fast');
    expect(preview.body.html).toContain('Unsubscribe');

    await request(setup.app)
      .post('/api/newsletters')
      .set(bearer(editor))
      .send({ source: 'post', sourceId: setup.post._id, lists: ['journal'] })
      .expect(403);
  });

  it('answers a clear 400 for an unknown list and a 409 for a draft', async () => {
    const setup = await setUp();
    const draft = await createPost({ author: setup.admin._id, published: false });

    const unknown = await request(setup.app)
      .post('/api/newsletters')
      .set(bearer(setup.admin))
      .send({ source: 'post', sourceId: setup.post._id, lists: ['nowhere'] })
      .expect(400);
    expect(unknown.body.error).toMatch(/nowhere/);
    await request(setup.app)
      .post('/api/newsletters')
      .set(bearer(setup.admin))
      .send({ source: 'post', sourceId: draft._id, lists: ['journal'] })
      .expect(409);
    await request(setup.app)
      .post('/api/newsletters')
      .set(bearer(setup.admin))
      .send({ source: 'post', sourceId: 'nope', lists: ['journal'] })
      .expect(400);
  });

  it('previews a draft, and sends a scheduled one only from its publication time', async () => {
    const setup = await setUp();
    const publishAt = new Date(Date.now() + 3_600_000);
    const scheduled = await createPost({
      author: setup.admin._id,
      title: 'Meatfare Sunday',
      published: false,
    });
    await PostModel.updateOne({ _id: scheduled._id }, { $set: { publishAt } });

    const preview = await request(setup.app)
      .post('/api/newsletters/preview')
      .set(bearer(setup.admin))
      .send({ source: 'post', sourceId: scheduled._id })
      .expect(200);
    expect(preview.body.subject).toBe('Meatfare Sunday');
    const early = await request(setup.app)
      .post('/api/newsletters')
      .set(bearer(setup.admin))
      .send({ source: 'post', sourceId: scheduled._id, lists: ['journal'] })
      .expect(409);
    expect(early.body.error).toBe(
      'This post is scheduled: send the email at its publication time or later',
    );
    const send = await createSend(setup, {
      sourceId: scheduled._id,
      scheduledFor: publishAt.toISOString(),
    });
    expect(send.status).toBe('scheduled');

    // The queue runs it at that time: the post is published first, then sent.
    const readers = await createSubscribers(2);
    const mail = await sink();
    await expect(
      runSend(send._id, { ...through(mail), now: () => new Date(publishAt.getTime() + 1_000) }),
    ).resolves.toBe('finished');
    expect(await PostModel.findById(scheduled._id, { published: 1 }).lean()).toMatchObject({
      published: true,
    });
    expect(mail.messages.map((m) => m.to).sort()).toEqual(readers.map((r) => r.email).sort());
  });

  it('pauses a send whose post was taken off its schedule, and sends nothing', async () => {
    const setup = await setUp();
    const publishAt = new Date(Date.now() + 3_600_000);
    const post = await createPost({ author: setup.admin._id, published: false });
    await PostModel.updateOne({ _id: post._id }, { $set: { publishAt } });
    const send = await createSend(setup, {
      sourceId: post._id,
      scheduledFor: publishAt.toISOString(),
    });
    await PostModel.updateOne({ _id: post._id }, { $set: { publishAt: null } });
    await createSubscribers(2);
    const mail = await sink();

    await expect(
      runSend(send._id, { ...through(mail), now: () => new Date(publishAt.getTime() + 1_000) }),
    ).resolves.toBe('paused');
    expect(await progressOf(send._id)).toMatchObject({ status: 'paused', sent: 0 });
    expect(mail.messages).toEqual([]);
  });

  it('schedules a send for later and lists it', async () => {
    const setup = await setUp();
    const later = new Date(Date.now() + 86_400_000).toISOString();

    const send = await createSend(setup, { scheduledFor: later });

    expect(send.status).toBe('scheduled');
    const list = await request(setup.app)
      .get('/api/newsletters')
      .set(bearer(setup.admin))
      .expect(200);
    expect(
      newsletterSendSchema
        .array()
        .parse(list.body)
        .map((s) => s._id),
    ).toEqual([send._id]);
    await request(setup.app)
      .post(`/api/newsletters/${send._id}/cancel`)
      .set(bearer(setup.admin))
      .expect(200);
    await request(setup.app)
      .post(`/api/newsletters/${send._id}/resume`)
      .set(bearer(setup.admin))
      .expect(409);
  });
});

describe('POST /api/newsletters/webhooks/postmark', () => {
  const token = 'a-postmark-webhook-token-long-enough';
  const appWithToken = () => buildApp({ POSTMARK_WEBHOOK_TOKEN: token });
  const basic = `Basic ${Buffer.from(`newsletter:${token}`).toString('base64')}`;

  it('marks a hard bounce bounced and a spam complaint complained', async () => {
    const app = appWithToken();
    const [bouncer, complainer] = await createSubscribers(2);

    await request(app)
      .post('/api/newsletters/webhooks/postmark')
      .set('Authorization', basic)
      .send({ RecordType: 'Bounce', Type: 'HardBounce', Email: bouncer!.email.toUpperCase() })
      .expect(200, { outcome: 'bounced' });
    await request(app)
      .post(`/api/newsletters/webhooks/postmark?token=${token}`)
      .send({ RecordType: 'SpamComplaint', Type: 'SpamComplaint', Email: complainer!.email })
      .expect(200, { outcome: 'complained' });
    // A repeat, and a soft bounce, change nothing.
    await request(app)
      .post('/api/newsletters/webhooks/postmark')
      .set('Authorization', basic)
      .send({ RecordType: 'Bounce', Type: 'HardBounce', Email: bouncer!.email })
      .expect(200, { outcome: 'ignored' });

    expect((await SubscriberModel.findById(bouncer!._id).lean())?.status).toBe('bounced');
    expect((await SubscriberModel.findById(complainer!._id).lean())?.status).toBe('complained');
  });

  it('refuses a call without the token', async () => {
    const app = appWithToken();
    const [reader] = await createSubscribers(1);

    await request(app)
      .post('/api/newsletters/webhooks/postmark')
      .send({ RecordType: 'Bounce', Type: 'HardBounce', Email: reader!.email })
      .expect(401);
    expect((await SubscriberModel.findById(reader!._id).lean())?.status).toBe('confirmed');
  });
});
