import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { startOfMonthIn } from '@ministry/contracts';
import { OrderModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { testLogger } from '@ministry/http/testing';
import { createMailer } from '@ministry/mail';
import { buildTestApp, cartLine, createProduct, TEST_WEB_ORIGIN } from '../testing/harness.js';
import { buyDemo, createStaff, TEST_JWT_SECRET } from '../testing/orders.js';
import { createOwnerDigest, digestSlot } from './owner-digest.js';

useTestDatabase();

const NY = 'America/New_York';

async function shop(env: Record<string, string> = {}) {
  const built = await buildTestApp({ JWT_SECRET: TEST_JWT_SECRET, ...env });
  const admin = await createStaff('admin');
  const editor = await createStaff('editor');
  return { ...built, admin, editor };
}

describe("the owner's time zone (/settings/time-zone)", () => {
  it('is OWNER_TIME_ZONE until an admin saves another, which every staff member then reads', async () => {
    const { app, admin, editor } = await shop({ OWNER_TIME_ZONE: 'Europe/London' });

    const first = await request(app).get('/settings/time-zone').set(editor.auth).expect(200);
    expect(first.body).toEqual({ timeZone: 'Europe/London' });

    const saved = await request(app)
      .patch('/settings/time-zone')
      .set(admin.auth)
      .send({ timeZone: NY })
      .expect(200);
    expect(saved.body).toEqual({ timeZone: NY });
    const now = await request(app).get('/settings/time-zone').set(editor.auth).expect(200);
    expect(now.body).toEqual({ timeZone: NY });
  });

  it('is UTC when nothing is configured', async () => {
    const { app, admin } = await shop();
    const response = await request(app).get('/settings/time-zone').set(admin.auth).expect(200);
    expect(response.body).toEqual({ timeZone: 'UTC' });
  });

  it('refuses an unknown zone (400), editors (403) and anonymous callers (401)', async () => {
    const { app, admin, editor } = await shop();

    const bad = await request(app)
      .patch('/settings/time-zone')
      .set(admin.auth)
      .send({ timeZone: 'Mars/Olympus' })
      .expect(400);
    expect(bad.body.message).toMatch(/IANA time zone/);
    const refused = await request(app)
      .patch('/settings/time-zone')
      .set(editor.auth)
      .send({ timeZone: NY })
      .expect(403);
    expect(refused.body.message).toBe('Only admins may change the time zone.');
    await request(app).get('/settings/time-zone').expect(401);

    const unchanged = await request(app).get('/settings/time-zone').set(admin.auth).expect(200);
    expect(unchanged.body).toEqual({ timeZone: 'UTC' });
  });

  it('is refused at start-up when OWNER_TIME_ZONE is not a zone', async () => {
    await expect(shop({ OWNER_TIME_ZONE: 'Eastern' })).rejects.toThrow(/OWNER_TIME_ZONE/);
  });
});

describe("the daily digest's hour in the owner's zone", () => {
  it('goes out at 07:00 New York time on each side of the daylight-saving changes', () => {
    const slot = (at: string) => digestSlot(new Date(at), 7, NY).toISOString();
    // Winter (UTC-5): 07:00 is 12:00 UTC; summer (UTC-4): 11:00 UTC.
    expect(slot('2026-03-07T12:30:00Z')).toBe('2026-03-07T12:00:00.000Z');
    expect(slot('2026-03-08T10:59:00Z')).toBe('2026-03-07T12:00:00.000Z');
    expect(slot('2026-03-08T11:00:00Z')).toBe('2026-03-08T11:00:00.000Z');
    expect(slot('2026-10-31T11:00:00Z')).toBe('2026-10-31T11:00:00.000Z');
    expect(slot('2026-11-01T11:30:00Z')).toBe('2026-10-31T11:00:00.000Z');
    expect(slot('2026-11-01T12:00:00Z')).toBe('2026-11-01T12:00:00.000Z');
  });

  it('goes out at the hour after one the clocks skip, once', () => {
    // 02:00 does not happen in New York on 8 March 2026: the digest goes at 03:00 (07:00 UTC).
    expect(digestSlot(new Date('2026-03-08T06:59:00Z'), 2, NY).toISOString()).toBe(
      '2026-03-07T07:00:00.000Z',
    );
    expect(digestSlot(new Date('2026-03-08T07:00:00Z'), 2, NY).toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
  });

  it("names the owner's day and waits for their hour, as saved in the admin", async () => {
    const { app, admin, outboxDir, readOutbox } = await shop({ OWNER_EMAIL: 'o@example.org' });
    await request(app)
      .patch('/settings/alerts')
      .set(admin.auth)
      .send({ ownerAlerts: 'daily' })
      .expect(200);
    await request(app)
      .patch('/settings/time-zone')
      .set(admin.auth)
      .send({ timeZone: 'Pacific/Auckland' })
      .expect(200);
    await buyDemo(app, [cartLine(await createProduct())]);
    const digest = createOwnerDigest({
      mailer: createMailer({ kind: 'outbox', dir: outboxDir, from: 'Shop <s@example.org>' }),
      ownerEmail: 'o@example.org',
      webOrigin: TEST_WEB_ORIGIN,
      digestHour: 7,
      logger: testLogger(),
    });
    // Auckland's next 07:00 after the order, whatever the test's clock says.
    const slot = digestSlot(new Date(Date.now() + 86_400_000), 7, 'Pacific/Auckland');

    expect(await digest.sendDue(new Date(slot.getTime() - 60_000))).not.toBe('sent');
    expect(await digest.sendDue(slot)).toBe('sent');
    const day = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Pacific/Auckland',
    }).format(slot);
    expect(
      (await readOutbox()).filter((email) => email.includes('To: o@example.org')).join(),
    ).toContain(day);
  });
});

describe("the orders CSV's dates", () => {
  it("are ISO 8601 in the owner's zone, with the offset of each date", async () => {
    const { app, admin } = await shop({ OWNER_TIME_ZONE: NY });
    const book = await createProduct({ name: 'Psalter', price: 4 });
    const winter = await buyDemo(app, [cartLine(book)]);
    const summer = await buyDemo(app, [cartLine(book)], 'other@example.org');
    // Straight to the collection: mongoose keeps `createdAt` as it was made.
    const placedAt = (number: string, at: string) =>
      OrderModel.collection.updateOne({ number }, { $set: { createdAt: new Date(at) } });
    await placedAt(winter, '2026-03-08T06:59:00Z');
    await placedAt(summer, '2026-03-08T07:00:00Z');

    const response = await request(app).get('/orders.csv').set(admin.auth).expect(200);

    const rows = parse<Record<string, string>>(response.text, { columns: true });
    const dateOf = (number: string) => rows.find((row) => row.order === number)?.date;
    expect(dateOf(winter)).toBe('2026-03-08T01:59:00-05:00');
    expect(dateOf(summer)).toBe('2026-03-08T03:00:00-04:00');
  });
});

describe("the dashboard's sales this month", () => {
  it("follow the owner's calendar: an order paid just before the month began there is last month's", async () => {
    const { app, admin } = await shop({ OWNER_TIME_ZONE: NY });
    const book = await createProduct({ name: 'Horologion', price: 4 });
    const inMonth = await buyDemo(app, [cartLine(book)]);
    const before = await buyDemo(app, [cartLine(book)], 'other@example.org');
    // New York's month begins 4 or 5 hours after UTC's: a minute either side of its start.
    const monthStart = startOfMonthIn(new Date(), NY);
    const paidAt = (number: string, at: number) =>
      OrderModel.collection.updateOne({ number }, { $set: { paidAt: new Date(at) } });
    await paidAt(inMonth, monthStart.getTime() + 60_000);
    await paidAt(before, monthStart.getTime() - 60_000);

    const response = await request(app).get('/orders/stats').set(admin.auth).expect(200);

    expect(response.body.salesThisMonth).toEqual({
      since: monthStart.toISOString(),
      orders: 1,
      total: 4,
    });
  });
});
