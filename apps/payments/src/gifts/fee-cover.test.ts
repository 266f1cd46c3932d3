import request from 'supertest';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  giftCheckoutResponseSchema,
  giftListSchema,
  giftReceiptSchema,
  giftSessionStatusSchema,
} from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { useFakeStripe } from '../testing/fake-stripe.js';
import { signInDonor } from '../testing/gifts.js';
import { buildTestApp, signedStripePayload } from '../testing/harness.js';
import { createStaff, TEST_JWT_SECRET } from '../testing/orders.js';
import { GiftModel, GiftPledgeModel } from './gift.model.js';
import { statementEmail, statementsFor } from './giving-statements.js';

/**
 * A donor covering the card fee: the server grosses the gift up for the configured fee
 * (`coverCardFee`), charges the total through the provider, and records the gift, the fee and
 * the total, which the receipt, the statement and the admin's list show.
 */

useTestDatabase();

const stripe = useFakeStripe();

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

const sessionCreations = () =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');

const deliver = (app: App, type: string, object: unknown) => {
  const { payload, signature } = signedStripePayload(type, { object });
  return request(app)
    .post('/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload);
};

const adminList = async (app: App) => {
  const admin = await createStaff('admin');
  return giftListSchema.parse((await request(app).get('/gifts').set(admin.auth).expect(200)).body)
    .gifts;
};

// $25 at 2.9% + 30¢: 2606 − (round(75.57) + 30) = 2500, and 2605 would leave $24.99.
const COVERED_25 = { giftCents: 2500, feeCents: 106, percent: 2.9, fixedCents: 30 };

describe('covering the card fee with Stripe', () => {
  it('charges a one-off gift grossed up, records the gift, the fee and the total, and receipts it', async () => {
    const { app, readOutbox } = await buildTestApp(stripe.env(), { jwtSecret: TEST_JWT_SECRET });

    await request(app)
      .post('/gifts')
      .send({ frequency: 'once', amount: 25, coverFee: true })
      .expect(201);

    const pledge = await GiftPledgeModel.findOne().lean();
    expect(pledge).toMatchObject({ amountCents: 2606, feeCover: COVERED_25 });
    expect(sessionCreations()[0]?.body).toMatchObject({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'usd', unit_amount: '2606' }, quantity: '1' }],
    });
    const sessionId = pledge?.sessionId ?? '';
    const paid = stripe.pay(sessionId, 'donor@example.org');
    await deliver(app, 'checkout.session.completed', paid).expect(200);

    const gift = await GiftModel.findOne().lean();
    expect(gift).toMatchObject({ amountCents: 2606, feeCover: COVERED_25 });
    const status = giftSessionStatusSchema.parse(
      (await request(app).get(`/gifts/sessions/${sessionId}`).expect(200)).body,
    );
    expect(status).toMatchObject({ status: 'paid', amount: 26.06, feeCovered: 1.06 });
    const [receipt] = await readOutbox();
    expect(receipt).toContain('Amount: $26.06 (includes $1.06 to cover card fees)');
    expect(await adminList(app)).toMatchObject([{ amount: 26.06, feeCovered: 1.06 }]);
  });

  it('prices a monthly subscription at the configured fee, and each renewal carries the cover', async () => {
    const { app, readOutbox } = await buildTestApp({
      ...stripe.env(),
      CARD_FEE_PERCENT: '2.2',
      CARD_FEE_FIXED_CENTS: '30',
    });

    await request(app)
      .post('/gifts')
      .send({ frequency: 'monthly', amount: 25, coverFee: true })
      .expect(201);

    // 2587 − (round(56.91) + 30) = 2500; 2586 − (round(56.89) + 30) = 2499.
    expect(sessionCreations()[0]?.body).toMatchObject({
      mode: 'subscription',
      line_items: [
        { price_data: { unit_amount: '2587', recurring: { interval: 'month' } }, quantity: '1' },
      ],
    });
    const pledge = await GiftPledgeModel.findOne().lean();
    const pledgeId = pledge?._id.toString() ?? '';
    const invoice = (id: string, reason: string) => ({
      id,
      object: 'invoice',
      amount_paid: 2587,
      billing_reason: reason,
      customer_email: 'donor@example.org',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_1', metadata: { giftPledgeId: pledgeId } },
      },
    });
    const session = {
      ...stripe.pay(pledge?.sessionId ?? '', 'donor@example.org'),
      subscription: 'sub_1',
      invoice: 'in_first',
      payment_intent: null,
    } as Stripe.Checkout.Session;
    await deliver(app, 'invoice.paid', invoice('in_first', 'subscription_create')).expect(200);
    await deliver(app, 'checkout.session.completed', session).expect(200);
    await deliver(app, 'invoice.paid', invoice('in_second', 'subscription_cycle')).expect(200);

    const gifts = await GiftModel.find().sort({ receiptNumber: 1 }).lean();
    const cover = { giftCents: 2500, feeCents: 87, percent: 2.2, fixedCents: 30 };
    expect(gifts).toMatchObject([
      { amountCents: 2587, renewal: false, feeCover: cover },
      { amountCents: 2587, renewal: true, feeCover: cover },
    ]);
    const outbox = await readOutbox();
    expect(outbox).toHaveLength(2);
    for (const email of outbox) {
      expect(email).toContain('Amount: $25.87 (includes $0.87 to cover card fees)');
    }
  });

  it('takes only the donor’s choice: an amount for the fee from the browser is refused', async () => {
    const { app } = await buildTestApp(stripe.env());

    const sent = await request(app)
      .post('/gifts')
      .send({ frequency: 'once', amount: 25, coverFee: true, feeCents: 1 })
      .expect(400);
    const notYesOrNo = await request(app)
      .post('/gifts')
      .send({ frequency: 'once', amount: 25, coverFee: 'yes' })
      .expect(400);

    expect(sent.body.message).toMatch(/feeCents/);
    expect(notYesOrNo.body.details).toEqual([
      { path: 'body.coverFee', message: 'must be true or false' },
    ]);
    expect(sessionCreations()).toHaveLength(0);
  });

  it('charges the gift alone when the donor does not cover the fee', async () => {
    const { app } = await buildTestApp(stripe.env());

    await request(app).post('/gifts').send({ frequency: 'once', amount: 25 }).expect(201);

    expect(sessionCreations()[0]?.body).toMatchObject({
      line_items: [{ price_data: { unit_amount: '2500' } }],
    });
    expect((await GiftPledgeModel.findOne().lean())?.feeCover).toBeUndefined();
  });
});

describe('covering the card fee in demo mode', () => {
  it('records the gift grossed up as Stripe would charge it, on the thank-you, receipt and statement', async () => {
    const { app, readOutbox } = await buildTestApp({}, { jwtSecret: TEST_JWT_SECRET });

    const response = await request(app)
      .post('/gifts')
      .send({ frequency: 'once', amount: 50, coverFee: true, email: 'donor@example.org' })
      .expect(201);

    // 5180 − (round(150.22) + 30) = 5000: a cent less than ⌈5030 / 0.971⌉ = 5181.
    const answer = giftCheckoutResponseSchema.parse(response.body);
    expect(answer).toMatchObject({ mode: 'demo', gift: { amount: 51.8, feeCovered: 1.8 } });
    expect(await readOutbox()).toEqual([
      expect.stringContaining('Amount: $51.80 (includes $1.80 to cover card fees)'),
    ]);
    const year = new Date().getUTCFullYear();
    const [statement] = await statementsFor(year);
    if (!statement) throw new Error('no statement');
    expect(statementEmail(statement, year, 'help@example.org').text).toContain(
      '$51.80  One-off gift, where most needed; includes $1.80 to cover card fees',
    );
  });

  it('keeps covering a monthly gift’s fee through renewals and a change of amount', async () => {
    const shop = await buildTestApp({}, { jwtSecret: TEST_JWT_SECRET });
    const { app } = shop;
    const started = await request(app)
      .post('/gifts')
      .send({ frequency: 'monthly', amount: 25, coverFee: true, email: 'donor@example.org' })
      .expect(201);
    const answer = giftCheckoutResponseSchema.parse(started.body);
    if (answer.mode !== 'demo' || !answer.planId) throw new Error('expected a demo monthly gift');
    const donor = await signInDonor(shop, 'donor@example.org');

    const renew = async () =>
      giftReceiptSchema.parse(
        (
          await request(app)
            .post(`/demo/monthly-gifts/${answer.planId}/renew`)
            .set(donor)
            .expect(201)
        ).body,
      );
    const renewed = await renew();
    await request(app)
      .post(`/gifts/manage/${answer.planId}/amount`)
      .set(donor)
      .send({ amount: 100 })
      .expect(200);
    const changed = await renew();

    expect(answer.gift).toMatchObject({ amount: 26.06, feeCovered: 1.06 });
    expect(renewed).toMatchObject({ amount: 26.06, feeCovered: 1.06, renewal: true });
    // $100 at 2.9% + 30¢: 10330 − (round(299.57) + 30) = 10000.
    expect(changed).toMatchObject({ amount: 103.3, feeCovered: 3.3, renewal: true });
  });
});
