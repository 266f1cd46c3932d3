import { parse } from 'csv-parse/sync';
import request from 'supertest';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donorDetailSchema, donorListSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe.js';
import { giveMonthly, signInDonor } from '../testing/gifts.js';
import { buildTestApp, signedStripePayload } from '../testing/harness.js';
import { createStaff, TEST_JWT_SECRET } from '../testing/orders.js';
import { GiftPledgeModel } from './gift.model.js';

useTestDatabase();

/** The demo shop on a clock the test moves: gifts land in whichever year it says. */
async function demoShop(start: string) {
  let clock = new Date(start);
  const shop = await buildTestApp({}, { jwtSecret: TEST_JWT_SECRET, now: () => clock });
  const admin = await createStaff('admin');
  return {
    ...shop,
    admin,
    at(iso: string) {
      clock = new Date(iso);
    },
    give: (email: string, amount: number, extra: Record<string, unknown> = {}) =>
      request(shop.app)
        .post('/gifts')
        .send({ frequency: 'once', amount, email, ...extra })
        .expect(201),
    donors: async (query = '') => {
      const response = await request(shop.app)
        .get(`/gifts/donors${query}`)
        .set(admin.auth)
        .expect(200);
      return donorListSchema.parse(response.body);
    },
  };
}

describe('the donors report', () => {
  it('adds each donor’s gifts across years under one address, whatever its case', async () => {
    const shop = await demoShop('2025-03-10T12:00:00Z');
    await shop.give('Maria@Example.org', 100);
    await shop.give('john@example.org', 20);
    shop.at('2026-02-01T12:00:00Z');
    await shop.give('maria@example.org', 30);
    await giveMonthly(shop, 'MARIA@example.org', 15);

    const { donors, total } = await shop.donors();

    expect(total).toBe(2);
    expect(donors[0]).toEqual({
      email: 'maria@example.org',
      name: null,
      anonymous: false,
      yearCents: 4500,
      totalCents: 14500,
      giftCount: 3,
      monthly: { status: 'active', amountCents: 1500 },
      lastGiftAt: '2026-02-01T12:00:00.000Z',
      receiptsSent: 3,
    });
    expect(donors[1]).toMatchObject({
      email: 'john@example.org',
      yearCents: 0,
      totalCents: 2000,
      monthly: { status: 'none', amountCents: null },
    });
  });

  it('sorts by the last gift when asked, and finds donors by part of their address', async () => {
    const shop = await demoShop('2026-01-05T12:00:00Z');
    await shop.give('large@example.org', 500);
    shop.at('2026-01-06T12:00:00Z');
    await shop.give('recent@example.org', 5);

    expect((await shop.donors()).donors.map((donor) => donor.email)).toEqual([
      'large@example.org',
      'recent@example.org',
    ]);
    expect((await shop.donors('?sort=last-gift')).donors.map((donor) => donor.email)).toEqual([
      'recent@example.org',
      'large@example.org',
    ]);
    const found = await shop.donors(`?q=${encodeURIComponent('RECENT@')}`);
    expect(found.donors.map((donor) => donor.email)).toEqual(['recent@example.org']);
    expect(found.total).toBe(1);
    expect((await shop.donors('?q=.*')).donors).toEqual([]);
    expect(await shop.donors('?page=2')).toEqual({ donors: [], total: 2, page: 2, pageSize: 50 });
  });

  it('shows a cancelled monthly gift with the amount it gave', async () => {
    const shop = await demoShop('2026-04-01T12:00:00Z');
    const plan = await giveMonthly(shop, 'monthly@example.org', 12);
    const donor = await signInDonor(shop, 'monthly@example.org');
    await request(shop.app).post(`/gifts/manage/${plan}/cancel`).set(donor).expect(200);

    const [listed] = (await shop.donors()).donors;

    expect(listed?.monthly).toEqual({ status: 'cancelled', amountCents: 1200 });
  });

  it('lists one donor’s gifts, newest first, and their monthly pledges', async () => {
    const shop = await demoShop('2025-12-31T23:00:00Z');
    await shop.give('anna@example.org', 40, { anonymous: true, note: 'For the booklets' });
    shop.at('2026-01-01T09:00:00Z');
    await giveMonthly(shop, 'anna@example.org', 10);

    const response = await request(shop.app)
      .get('/gifts/donors/Anna%40Example.org')
      .set(shop.admin.auth)
      .expect(200);
    const detail = donorDetailSchema.parse(response.body);

    expect(detail.donor).toMatchObject({
      email: 'anna@example.org',
      anonymous: false,
      yearCents: 1000,
      totalCents: 5000,
    });
    expect(detail.gifts.map((gift) => [gift.amount, gift.anonymous, gift.note])).toEqual([
      [10, false, null],
      [40, true, 'For the booklets'],
    ]);
    expect(detail.pledges).toEqual([
      expect.objectContaining({ amountCents: 1000, status: 'active', cancelledAt: null }),
    ]);
    await request(shop.app)
      .get('/gifts/donors/nobody%40example.org')
      .set(shop.admin.auth)
      .expect(404);
    await request(shop.app).get('/gifts/donors/not-an-address').set(shop.admin.auth).expect(400);
  });

  it('refuses editors and strangers, and a bad sort with a clear 400', async () => {
    const shop = await demoShop('2026-01-05T12:00:00Z');
    await shop.give('donor@example.org', 25);
    const editor = await createStaff('editor');

    for (const path of [
      '/gifts/donors',
      '/gifts/donors.csv',
      '/gifts/donors/donor%40example.org',
    ]) {
      const refused = await request(shop.app).get(path).set(editor.auth).expect(403);
      expect(refused.body).not.toHaveProperty('donors');
      await request(shop.app).get(path).expect(401);
    }
    const bad = await request(shop.app)
      .get('/gifts/donors?sort=name')
      .set(shop.admin.auth)
      .expect(400);
    expect(bad.body.details).toEqual([
      { path: 'query.sort', message: 'must be total or last-gift' },
    ]);
  });
});

describe('donors who gave through Stripe’s checkout', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());

  type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

  const deliver = (app: App, type: string, object: unknown) => {
    const { payload, signature } = signedStripePayload(type, { object });
    return request(app)
      .post('/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload)
      .expect(200);
  };

  /** Starts an anonymous gift in Stripe's checkout: its pledge and its paid session, named. */
  async function startGift(app: App, frequency: 'once' | 'monthly', name: string) {
    await request(app).post('/gifts').send({ frequency, amount: 60, anonymous: true }).expect(201);
    const pledge = await GiftPledgeModel.findOne().sort({ _id: -1 }).lean();
    const session = {
      ...stripe.pay(pledge?.sessionId ?? '', 'Hidden@Example.org'),
      customer_details: { email: 'Hidden@Example.org', name },
    } as Stripe.Checkout.Session;
    return { pledgeId: pledge?._id.toString() ?? '', session };
  }

  /** A one-off gift paid in Stripe's checkout by a payer who gave this name. */
  async function paidGift(app: App, name: string) {
    const { session } = await startGift(app, 'once', name);
    await deliver(app, 'checkout.session.completed', session);
  }

  it('keeps an anonymous donor known to the owner by name and address', async () => {
    const { app } = await buildTestApp(stripe.env(), { jwtSecret: TEST_JWT_SECRET });
    const admin = await createStaff('admin');
    await paidGift(app, 'Irina Petrova');

    const response = await request(app).get('/gifts/donors?q=irina').set(admin.auth).expect(200);

    expect(donorListSchema.parse(response.body).donors).toEqual([
      expect.objectContaining({
        email: 'hidden@example.org',
        name: 'Irina Petrova',
        anonymous: true,
        totalCents: 6000,
      }),
    ]);
  });

  it('learns a monthly donor’s name from the checkout even when the first invoice came first', async () => {
    const { app } = await buildTestApp(stripe.env(), { jwtSecret: TEST_JWT_SECRET });
    const admin = await createStaff('admin');
    const { pledgeId, session } = await startGift(app, 'monthly', 'Irina Petrova');

    await deliver(app, 'invoice.paid', {
      id: 'in_first',
      object: 'invoice',
      amount_paid: 6000,
      billing_reason: 'subscription_create',
      customer_email: 'hidden@example.org',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_1', metadata: { giftPledgeId: pledgeId } },
      },
    });
    await deliver(app, 'checkout.session.completed', {
      ...session,
      mode: 'subscription',
      subscription: 'sub_1',
      invoice: 'in_first',
      payment_intent: null,
    });

    const response = await request(app).get('/gifts/donors').set(admin.auth).expect(200);
    expect(donorListSchema.parse(response.body).donors).toEqual([
      expect.objectContaining({
        name: 'Irina Petrova',
        giftCount: 1,
        monthly: { status: 'active', amountCents: 6000 },
      }),
    ]);
  });

  it('exports donors as a spreadsheet whose name cells cannot start a formula', async () => {
    const { app } = await buildTestApp(stripe.env(), { jwtSecret: TEST_JWT_SECRET });
    const admin = await createStaff('admin');
    await paidGift(app, '=HYPERLINK("https://evil.example","Irina")');

    const response = await request(app).get('/gifts/donors.csv').set(admin.auth).expect(200);

    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="?donors-\d{4}-\d\d-\d\d\.csv/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const rows = parse<Record<string, string>>(response.text, { columns: true });
    expect(rows).toEqual([
      {
        email: 'hidden@example.org',
        name: '\'=HYPERLINK("https://evil.example","Irina")',
        anonymous: 'yes',
        this_year: '60.00',
        all_time: '60.00',
        gifts: '1',
        monthly: 'none',
        monthly_amount: '',
        last_gift: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        receipts_sent: '1',
      },
    ]);
  });
});
