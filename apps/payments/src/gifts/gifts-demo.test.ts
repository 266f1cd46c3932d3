import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  giftCheckoutResponseSchema,
  giftListSchema,
  giftReceiptSchema,
  givingOptionsSchema,
  monthlyGiftSchema,
} from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { buildTestApp } from '../testing/harness.js';
import { giveMonthly, signInDonor } from '../testing/gifts.js';
import { createStaff, TEST_JWT_SECRET } from '../testing/orders.js';

useTestDatabase();

const demoApp = () => buildTestApp({}, { jwtSecret: TEST_JWT_SECRET });

describe('giving in demo mode', () => {
  it('offers the configured amounts and funds', async () => {
    const { app } = await buildTestApp({ GIFT_MIN_DOLLARS: '20', GIFT_PRESETS: '10,25,50' });

    const response = await request(app).get('/gifts/options').expect(200);

    expect(givingOptionsSchema.parse(response.body)).toEqual({
      mode: 'demo',
      minAmount: 20,
      maxAmount: 10_000,
      // A preset below the minimum would only be refused.
      presets: [25, 50],
      funds: [
        { id: 'printed-copies-for-prisons', name: 'Printed copies for prisons' },
        { id: 'free-booklets-for-parishes', name: 'Free booklets for parishes' },
      ],
      // Stripe's US card rate unless configured (CARD_FEE_PERCENT, CARD_FEE_FIXED_CENTS).
      cardFee: { percent: 2.9, fixedCents: 30 },
    });
  });

  it('asks for an email address, as no checkout collects one', async () => {
    const { app } = await demoApp();

    const response = await request(app)
      .post('/gifts')
      .send({ frequency: 'once', amount: 25 })
      .expect(400);

    expect(response.body.details).toEqual([{ path: 'email', message: 'is required' }]);
  });

  it('gives $25 monthly to a fund, renews it, shows two gifts and one monthly donor, then cancels', async () => {
    const { app, readOutbox } = await demoApp();
    const admin = await createStaff('admin');

    const started = await request(app)
      .post('/gifts')
      .send({
        frequency: 'monthly',
        amount: 25,
        fund: 'printed-copies-for-prisons',
        note: 'In memory of my father',
        anonymous: true,
        email: 'Donor@Example.org',
      })
      .expect(201);
    const answer = giftCheckoutResponseSchema.parse(started.body);
    if (answer.mode !== 'demo' || !answer.planId) throw new Error('expected a demo monthly gift');
    expect(answer.gift).toMatchObject({
      receiptNumber: 'G-1001',
      amount: 25,
      frequency: 'monthly',
      renewal: false,
      fund: 'Printed copies for prisons',
    });

    const donor = await signInDonor({ app, readOutbox }, 'donor@example.org');
    const renewed = await request(app)
      .post(`/demo/monthly-gifts/${answer.planId}/renew`)
      .set(donor)
      .expect(201);
    expect(giftReceiptSchema.parse(renewed.body)).toMatchObject({
      receiptNumber: 'G-1002',
      renewal: true,
    });

    const outbox = (await readOutbox()).filter((email) => email.includes('Receipt'));
    expect(outbox).toHaveLength(2);
    expect(outbox[0]).toContain('To: donor@example.org');
    expect(outbox[0]).toMatch(/<html[^>]*>[\s\S]*Receipt G-1001/);
    expect(outbox[0]).toContain('Fund: Printed copies for prisons');
    expect(outbox[1]).toContain('Receipt number: G-1002');
    expect(outbox[1]).toContain('Gift: Monthly gift (renewal)');

    const summary = await request(app).get('/gifts/summary').set(admin.auth).expect(200);
    expect(summary.body).toMatchObject({
      thisMonth: { amount: 50, count: 2 },
      monthly: { amount: 50, count: 2 },
      activeMonthlyDonors: 1,
    });
    const list = giftListSchema.parse(
      (await request(app).get('/gifts').query({ q: 'g-1002' }).set(admin.auth).expect(200)).body,
    );
    expect(list.gifts.map((gift) => [gift.receiptNumber, gift.email, gift.anonymous])).toEqual([
      ['G-1002', 'donor@example.org', true],
    ]);

    const cancelled = await request(app)
      .post(`/demo/monthly-gifts/${answer.planId}/cancel`)
      .set(donor)
      .expect(200);
    expect(monthlyGiftSchema.parse(cancelled.body).status).toBe('cancelled');
    // A cancelled gift is no longer one the donor can act on.
    await request(app).post(`/demo/monthly-gifts/${answer.planId}/renew`).set(donor).expect(404);
    const after = await request(app).get('/gifts/summary').set(admin.auth).expect(200);
    expect(after.body.activeMonthlyDonors).toBe(0);
  });

  it('keeps the name a donor gives with the gift, for the thank-you and the owner’s lists', async () => {
    const { app } = await demoApp();
    const admin = await createStaff('admin');

    const started = await request(app)
      .post('/gifts')
      .send({ frequency: 'once', amount: 30, name: '  Maria Petrova ', email: 'maria@example.org' })
      .expect(201);

    const answer = giftCheckoutResponseSchema.parse(started.body);
    if (answer.mode !== 'demo') throw new Error('expected a demo gift');
    expect(answer.gift.name).toBe('Maria Petrova');
    const list = giftListSchema.parse(
      (await request(app).get('/gifts').set(admin.auth).expect(200)).body,
    );
    expect(list.gifts.map((gift) => [gift.name, gift.email])).toEqual([
      ['Maria Petrova', 'maria@example.org'],
    ]);
    const donors = await request(app).get('/gifts/donors').set(admin.auth).expect(200);
    expect(donors.body.donors[0]).toMatchObject({ name: 'Maria Petrova' });
  });

  it('refuses a name longer than 100 characters, and answers no name as null', async () => {
    const { app } = await demoApp();

    const refused = await request(app)
      .post('/gifts')
      .send({ frequency: 'once', amount: 30, name: 'x'.repeat(101), email: 'a@example.org' })
      .expect(400);
    expect(refused.body.details).toEqual([
      { path: 'body.name', message: 'must be at most 100 characters' },
    ]);
    const unnamed = await request(app)
      .post('/gifts')
      .send({ frequency: 'once', amount: 30, name: '', email: 'a@example.org' })
      .expect(201);
    expect(unnamed.body.gift.name).toBeNull();
  });

  it('lets the donor change the monthly amount, within the bounds', async () => {
    const shop = await demoApp();
    const planId = await giveMonthly(shop, 'donor@example.org');
    const donor = await signInDonor(shop, 'donor@example.org');
    const { app } = shop;

    await request(app)
      .post(`/demo/monthly-gifts/${planId}/amount`)
      .set(donor)
      .send({ amount: 1 })
      .expect(400);
    const changed = await request(app)
      .post(`/demo/monthly-gifts/${planId}/amount`)
      .set(donor)
      .send({ amount: 40 })
      .expect(200);

    expect(changed.body).toMatchObject({ amount: 40, status: 'active' });
    const renewed = await request(app)
      .post(`/demo/monthly-gifts/${planId}/renew`)
      .set(donor)
      .expect(201);
    expect(renewed.body.amount).toBe(40);
  });

  it('keeps a monthly gift to its donor: 401 without a session, 404 for anyone else', async () => {
    const shop = await demoApp();
    const planId = await giveMonthly(shop, 'donor@example.org');
    await giveMonthly(shop, 'stranger@example.org');
    const stranger = await signInDonor(shop, 'stranger@example.org');
    const { app } = shop;

    for (const [method, action] of [
      ['get', ''],
      ['post', '/renew'],
      ['post', '/amount'],
      ['post', '/cancel'],
    ] as const) {
      const path = `/demo/monthly-gifts/${planId}${action}`;
      const body = action === '/amount' ? { amount: 10_000 } : {};
      await request(app)[method](path).send(body).expect(401);
      const refused = await request(app)[method](path).set(stranger).send(body).expect(404);
      expect(refused.body.message).toBe('You have no active monthly gift with this id.');
    }
    const donor = await signInDonor(shop, 'donor@example.org');
    const gift = await request(app).get(`/demo/monthly-gifts/${planId}`).set(donor).expect(200);
    expect(gift.body).toMatchObject({ amount: 25, status: 'active' });
    // Nothing the stranger asked was done: one receipt, no renewal, no change.
    const receipts = (await shop.readOutbox()).filter((email) => email.includes('Receipt number'));
    expect(receipts).toHaveLength(2);
  });

  it('keeps the gift list and export for admins, with formula-safe cells', async () => {
    const { app } = await demoApp();
    const editor = await createStaff('editor');
    const admin = await createStaff('admin');
    await request(app)
      .post('/gifts')
      .send({ frequency: 'once', amount: 10, note: '=HYPERLINK("x")', email: 'a@example.org' })
      .expect(201);
    // A semicolon-locale spreadsheet splits at `;`: the formula after it is a cell of its own.
    await request(app)
      .post('/gifts')
      .send({
        frequency: 'once',
        amount: 12,
        note: 'For the choir;=HYPERLINK("http://evil.example","x")',
        email: 'b@example.org',
      })
      .expect(201);

    await request(app).get('/gifts').expect(401);
    await request(app).get('/gifts/summary').set(editor.auth).expect(403);
    const csv = await request(app).get('/gifts.csv').set(admin.auth).expect(200);

    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parse<Record<string, string>>(csv.text, { columns: true });
    expect(rows).toEqual([
      expect.objectContaining({
        receipt: 'G-1002',
        amount: '12.00',
        note: `'For the choir;=HYPERLINK("http://evil.example","x")`,
      }),
      expect.objectContaining({
        receipt: 'G-1001',
        amount: '10.00',
        frequency: 'once',
        fund: '',
        email: 'a@example.org',
        note: `'=HYPERLINK("x")`,
      }),
    ]);
  });
});
