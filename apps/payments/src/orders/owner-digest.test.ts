import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ContactMessageModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { testLogger } from '@ministry/http/testing';
import { createMailer } from '@ministry/mail';
import { buildTestApp, cartLine, createProduct, TEST_WEB_ORIGIN } from '../testing/harness.js';
import {
  buyDemo,
  createStaff,
  holdInCheckout,
  lapseHolds,
  TEST_JWT_SECRET,
} from '../testing/orders.js';
import { createOwnerDigest, digestSlot } from './owner-digest.js';

useTestDatabase();

const OWNER = 'owner@example.org';
const DAY_MS = 24 * 60 * 60 * 1000;

async function shopWithAlerts(env: Record<string, string> = { OWNER_EMAIL: OWNER }) {
  const shop = await buildTestApp(env, { jwtSecret: TEST_JWT_SECRET });
  const admin = await createStaff('admin');
  const digest = () =>
    createOwnerDigest({
      mailer: createMailer({ kind: 'outbox', dir: shop.outboxDir, from: 'Shop <s@example.org>' }),
      ownerEmail: env.OWNER_EMAIL,
      webOrigin: TEST_WEB_ORIGIN,
      digestHour: 7,
      logger: testLogger(),
    });
  const chooseDaily = () =>
    request(shop.app)
      .patch('/settings/alerts')
      .set(admin.auth)
      .send({ ownerAlerts: 'daily' })
      .expect(200);
  const toOwner = async () =>
    (await shop.readOutbox()).filter((email) => email.includes(`To: ${OWNER}`));
  return { ...shop, admin, digest, chooseDaily, toOwner };
}

describe('the owner alert setting (/settings/alerts)', () => {
  it('is an email for each order until an admin chooses a daily digest', async () => {
    const { app, admin } = await shopWithAlerts();

    const first = await request(app).get('/settings/alerts').set(admin.auth).expect(200);
    expect(first.body).toEqual({ ownerAlerts: 'each', ownerEmail: OWNER, digestHour: 7 });

    const changed = await request(app)
      .patch('/settings/alerts')
      .set(admin.auth)
      .send({ ownerAlerts: 'daily' })
      .expect(200);
    expect(changed.body).toMatchObject({ ownerAlerts: 'daily' });
    const again = await request(app).get('/settings/alerts').set(admin.auth).expect(200);
    expect(again.body).toMatchObject({ ownerAlerts: 'daily' });
  });

  it('shows the digest hour configured and no address when OWNER_EMAIL is unset', async () => {
    const { app, admin } = await shopWithAlerts({ OWNER_DIGEST_HOUR: '18' });
    const response = await request(app).get('/settings/alerts').set(admin.auth).expect(200);
    expect(response.body).toEqual({ ownerAlerts: 'each', ownerEmail: null, digestHour: 18 });
  });

  it('refuses editors (403), anonymous callers (401) and unknown choices (400)', async () => {
    const { app, admin } = await shopWithAlerts();
    const editor = await createStaff('editor');

    const refused = await request(app).get('/settings/alerts').set(editor.auth).expect(403);
    expect(refused.body.message).toBe('Only admins may change the alerts.');
    await request(app)
      .patch('/settings/alerts')
      .set(editor.auth)
      .send({ ownerAlerts: 'daily' })
      .expect(403);
    await request(app).get('/settings/alerts').expect(401);
    await request(app).patch('/settings/alerts').send({ ownerAlerts: 'daily' }).expect(401);

    const bad = await request(app)
      .patch('/settings/alerts')
      .set(admin.auth)
      .send({ ownerAlerts: 'hourly' })
      .expect(400);
    expect(bad.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    const unchanged = await request(app).get('/settings/alerts').set(admin.auth).expect(200);
    expect(unchanged.body).toMatchObject({ ownerAlerts: 'each' });
  });
});

describe('the daily digest', () => {
  it('holds back the alert of each paid order when the owner chose daily', async () => {
    const { app, chooseDaily, toOwner, readOutbox } = await shopWithAlerts();
    await chooseDaily();

    await buyDemo(app, [cartLine(await createProduct())]);

    expect(await toOwner()).toEqual([]);
    // The buyer's confirmation still goes out.
    expect(await readOutbox()).toHaveLength(1);
  });

  it("lists the day's paid orders, marking lines to post, and the unread messages", async () => {
    const { app, chooseDaily, digest, toOwner } = await shopWithAlerts();
    await chooseDaily();
    const rope = await createProduct({ name: 'Rope', format: 'physical', price: 12, stock: 2 });
    const number = await buyDemo(app, [cartLine(rope)]);
    await ContactMessageModel.create({
      name: 'Maria',
      email: 'maria@example.org',
      subject: 'Icons for our parish',
      message: 'Do you print larger icons?',
    });
    await ContactMessageModel.create({
      name: 'Read Already',
      email: 'read@example.org',
      message: 'An old question',
      status: 'read',
    });

    expect(await digest().sendDue(new Date(Date.now() + DAY_MS))).toBe('sent');

    const [email, ...others] = await toOwner();
    expect(others).toEqual([]);
    expect(email).toContain('Subject: [Orthodox Resources] Daily digest for');
    expect(email).toContain('1 paid order, 0 orders need attention, 1 unread message.');
    expect(email).toContain(`${number}: $17.00 from reader@example.org`);
    expect(email).toContain('1 x Rope (physical), $12.00 each: $12.00 [TO SHIP]');
    expect(email).toContain(`https://shop.example/admin/orders/${number}`);
    expect(email).toContain('From Maria (maria@example.org): Icons for our parish');
    expect(email).toContain('Do you print larger icons?');
    expect(email).not.toContain('An old question');
    expect(email).toContain('https://shop.example/admin/messages');
  });

  it('lists the orders that came to need attention, with what resolves them', async () => {
    const { app, chooseDaily, digest, toOwner } = await shopWithAlerts();
    await chooseDaily();
    const rope = await createProduct({ name: 'Rope', format: 'physical', price: 12, stock: 2 });
    // The hold lapses while the buyer pays, and another buyer takes both ropes meanwhile.
    const number = await buyDemo(app, [cartLine(rope)], 'reader@example.org', {
      beforePaying: async () => {
        await lapseHolds();
        await holdInCheckout(app, [cartLine(rope, { quantity: 2 })]);
      },
    });

    expect(await digest().sendDue(new Date(Date.now() + DAY_MS))).toBe('sent');

    const [email] = await toOwner();
    expect(email).toContain('NEEDS ATTENTION');
    expect(email).toContain(`${number}:\n  Out of stock: 1 x "Rope"`);
    expect(email).toContain('To resolve: ship it (or refund the line).');
  });

  it('is sent once for a day, even by two processes at the same moment', async () => {
    const { app, chooseDaily, digest, toOwner } = await shopWithAlerts();
    await chooseDaily();
    await buyDemo(app, [cartLine(await createProduct())]);
    const at = new Date(Date.now() + DAY_MS);

    const outcomes = await Promise.all([digest().sendDue(at), digest().sendDue(at)]);
    expect(outcomes.sort()).toEqual(['already-sent', 'sent']);
    // A restart later that day finds it sent.
    expect(await digest().sendDue(new Date(at.getTime() + 60_000))).toBe('already-sent');
    expect(await toOwner()).toHaveLength(1);
  });

  it('covers the days missed while the server was down in the next digest', async () => {
    const { app, chooseDaily, digest, toOwner } = await shopWithAlerts();
    await chooseDaily();
    await buyDemo(app, [cartLine(await createProduct())]);
    const now = Date.now();
    expect(await digest().sendDue(new Date(now + DAY_MS))).toBe('sent');
    // A message arrives the day after that digest; the server is down the next morning.
    await ContactMessageModel.create({
      name: 'Late Writer',
      email: 'late@example.org',
      message: 'Written while no digest went out',
      createdAt: new Date(now + 2 * DAY_MS),
    });

    expect(await digest().sendDue(new Date(now + 3 * DAY_MS + 60_000))).toBe('sent');

    const emails = await toOwner();
    expect(emails).toHaveLength(2);
    expect(emails[1]).toContain('Written while no digest went out');
    expect(emails[1]).toContain('0 paid orders');
  });

  it('sends nothing when nothing happened, or when the owner wants each alert', async () => {
    const quiet = await shopWithAlerts();
    await quiet.chooseDaily();
    expect(await quiet.digest().sendDue(new Date(Date.now() + DAY_MS))).toBe('nothing-to-report');
    expect(await quiet.toOwner()).toEqual([]);

    await request(quiet.app)
      .patch('/settings/alerts')
      .set(quiet.admin.auth)
      .send({ ownerAlerts: 'each' })
      .expect(200);
    await buyDemo(quiet.app, [cartLine(await createProduct())]);
    expect(await quiet.digest().sendDue(new Date(Date.now() + 2 * DAY_MS))).toBe('off');
    expect(await quiet.toOwner()).toHaveLength(1);
  });

  it('goes out at the configured hour, UTC', () => {
    expect(digestSlot(new Date('2026-11-23T06:59:00Z'), 7)).toEqual(
      new Date('2026-11-22T07:00:00Z'),
    );
    expect(digestSlot(new Date('2026-11-23T07:00:00Z'), 7)).toEqual(
      new Date('2026-11-23T07:00:00Z'),
    );
  });
});
