import request from 'supertest';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  giftCheckoutResponseSchema,
  giftSessionStatusSchema,
  giftSummarySchema,
} from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { useFakeStripe } from '../testing/fake-stripe.js';
import { buildTestApp, signedStripePayload, TEST_WEB_ORIGIN } from '../testing/harness.js';
import { createStaff, TEST_JWT_SECRET } from '../testing/orders.js';
import { GiftModel, GiftPledgeModel } from './gift.model.js';

useTestDatabase();

const stripe = useFakeStripe();

const sessionCreations = () =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');

const stripeApp = () => buildTestApp(stripe.env(), { jwtSecret: TEST_JWT_SECRET });
type App = Awaited<ReturnType<typeof stripeApp>>['app'];

const deliver = (app: App, type: string, object: unknown) => {
  const { payload, signature } = signedStripePayload(type, { object });
  return request(app)
    .post('/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload);
};

/** Starts a gift through the public call and answers the Stripe session it opened. */
async function startGift(app: App, body: Record<string, unknown>) {
  const response = await request(app).post('/gifts').send(body).expect(201);
  const answer = giftCheckoutResponseSchema.parse(response.body);
  const pledge = await GiftPledgeModel.findOne().sort({ _id: -1 }).lean();
  const session = stripe.sessions.get(pledge?.sessionId ?? '');
  if (!session || answer.mode !== 'stripe') throw new Error('no gift session was created');
  expect(answer).toEqual({
    mode: 'stripe',
    clientSecret: session.client_secret,
    publishableKey: 'pk_test_fake',
  });
  return { pledgeId: pledge?._id.toString() ?? '', session };
}

/** The monthly session paid: Stripe made a subscription and its first invoice. */
const paidSubscription = (session: Stripe.Checkout.Session, email: string) =>
  ({
    ...stripe.pay(session.id, email),
    subscription: 'sub_monthly_1',
    invoice: 'in_first',
    payment_intent: null,
  }) as Stripe.Checkout.Session;

const invoicePaid = (
  id: string,
  pledgeId: string,
  reason: 'subscription_create' | 'subscription_cycle',
  amount = 2500,
) => ({
  id,
  object: 'invoice',
  amount_paid: amount,
  billing_reason: reason,
  customer_email: 'donor@example.org',
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription: 'sub_monthly_1', metadata: { giftPledgeId: pledgeId } },
  },
});

async function summary(app: App) {
  const admin = await createStaff('admin');
  const response = await request(app).get('/gifts/summary').set(admin.auth).expect(200);
  return giftSummarySchema.parse(response.body);
}

describe('POST /gifts in Stripe mode', () => {
  it('opens an embedded one-off payment for the amount the server checked', async () => {
    const { app } = await stripeApp();

    const { pledgeId } = await startGift(app, {
      frequency: 'once',
      amount: 40,
      fund: 'printed-copies-for-prisons',
      note: 'For St. Dismas',
    });

    expect(sessionCreations()).toHaveLength(1);
    expect(sessionCreations()[0]?.body).toEqual({
      ui_mode: 'embedded_page',
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: '4000',
            product_data: { name: 'Gift to Orthodox Resources: Printed copies for prisons' },
          },
          quantity: '1',
        },
      ],
      return_url: `${TEST_WEB_ORIGIN}/donate?gift_session={CHECKOUT_SESSION_ID}`,
      client_reference_id: pledgeId,
      metadata: { giftPledgeId: pledgeId },
      submit_type: 'donate',
      payment_intent_data: {
        description: 'Gift to Orthodox Resources: Printed copies for prisons',
        metadata: { giftPledgeId: pledgeId },
      },
    });
  });

  it('opens an embedded subscription with an inline monthly price', async () => {
    const { app } = await stripeApp();

    const { pledgeId } = await startGift(app, { frequency: 'monthly', amount: 25 });

    expect(sessionCreations()[0]?.body).toEqual({
      ui_mode: 'embedded_page',
      mode: 'subscription',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: '2500',
            product_data: { name: 'Monthly gift to Orthodox Resources' },
            recurring: { interval: 'month' },
          },
          quantity: '1',
        },
      ],
      return_url: `${TEST_WEB_ORIGIN}/donate?gift_session={CHECKOUT_SESSION_ID}`,
      client_reference_id: pledgeId,
      metadata: { giftPledgeId: pledgeId },
      subscription_data: {
        description: 'Monthly gift to Orthodox Resources',
        metadata: { giftPledgeId: pledgeId },
      },
    });
  });

  it('refuses an amount outside the configured bounds, an unknown fund, and no session is opened', async () => {
    const { app } = await stripeApp();

    const tooSmall = await request(app).post('/gifts').send({ frequency: 'once', amount: 4 });
    const tooLarge = await request(app)
      .post('/gifts')
      .send({ frequency: 'monthly', amount: 10_001 });
    const cents = await request(app).post('/gifts').send({ frequency: 'once', amount: 10.5 });
    const fund = await request(app)
      .post('/gifts')
      .send({ frequency: 'once', amount: 10, fund: 'the-owners-holiday' });

    for (const response of [tooSmall, tooLarge, cents, fund]) expect(response.status).toBe(400);
    expect(tooSmall.body.details).toEqual([
      { path: 'amount', message: 'must be between $5 and $10000' },
    ]);
    expect(fund.body.details).toEqual([{ path: 'fund', message: 'must be one of the funds' }]);
    expect(sessionCreations()).toHaveLength(0);
  });

  it('tells the donor, with a 502, that Stripe could not be reached and no money was taken', async () => {
    const { app } = await stripeApp();
    stripe.failWith(500);

    const response = await request(app).post('/gifts').send({ frequency: 'monthly', amount: 25 });

    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({
      code: 'payment_provider_unavailable',
      message:
        'The payment service could not open the gift form just now, and no money was taken. Please try again in a moment.',
    });
    // The SDK retried the one session, under one idempotency key.
    expect(new Set(sessionCreations().map((r) => r.headers['idempotency-key'])).size).toBe(1);
  });
});

describe('GET /gifts/sessions/:id (the donor back on /donate)', () => {
  const status = async (app: App, id: string) =>
    giftSessionStatusSchema.parse(
      (await request(app).get(`/gifts/sessions/${id}`).expect(200)).body,
    );

  it('answers open until Stripe takes the money, then paid, before and after the webhook', async () => {
    const { app } = await stripeApp();
    const { session } = await startGift(app, {
      frequency: 'monthly',
      amount: 25,
      fund: 'printed-copies-for-prisons',
    });
    const gift = {
      amount: 25,
      feeCovered: null,
      frequency: 'monthly',
      fund: 'Printed copies for prisons',
      forResource: null,
    };

    expect(await status(app, session.id)).toEqual({ status: 'open', ...gift });
    stripe.pay(session.id, 'donor@example.org');
    expect(await status(app, session.id)).toEqual({ status: 'paid', ...gift });
    await deliver(
      app,
      'checkout.session.completed',
      paidSubscription(session, 'donor@example.org'),
    ).expect(200);
    stripe.reset();
    expect(await status(app, session.id)).toEqual({ status: 'paid', ...gift });
  });

  it('answers 404 for a session no gift started and 400 for what is not a session id', async () => {
    const { app } = await stripeApp();

    const unknown = await request(app).get('/gifts/sessions/cs_test_nothing_here').expect(404);
    await request(app).get('/gifts/sessions/%3Cscript%3E').expect(400);

    expect(unknown.body.message).toBe('No gift was started with this checkout session.');
    expect(sessionCreations()).toHaveLength(0);
  });

  it('answers 502 with a sentence for the donor when Stripe cannot be asked', async () => {
    const { app } = await stripeApp();
    const { session } = await startGift(app, { frequency: 'once', amount: 25 });
    stripe.failWith(500);

    const response = await request(app).get(`/gifts/sessions/${session.id}`);

    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({
      code: 'payment_provider_unavailable',
      message:
        'The payment service could not be asked about your gift just now. Please try again in a moment.',
    });
  });
});

describe('gift webhooks', () => {
  it('records a one-off gift once, however often Stripe sends it, with one receipt', async () => {
    const { app, readOutbox } = await stripeApp();
    const { session } = await startGift(app, { frequency: 'once', amount: 40 });
    const paid = stripe.pay(session.id, 'Donor@Example.org');

    await deliver(app, 'checkout.session.completed', paid).expect(200);
    await deliver(app, 'checkout.session.completed', paid).expect(200);

    const gifts = await GiftModel.find().lean();
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({
      amountCents: 4000,
      frequency: 'once',
      renewal: false,
      email: 'donor@example.org',
      receiptNumber: 'G-1001',
    });
    const outbox = await readOutbox();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toContain('Receipt number: G-1001');
    expect(outbox[0]).toContain('Amount: $40.00');
  });

  it('records a monthly gift once from the session and its first invoice, then each renewal, until cancelled', async () => {
    const { app, readOutbox } = await stripeApp();
    const { session, pledgeId } = await startGift(app, {
      frequency: 'monthly',
      amount: 25,
      fund: 'free-booklets-for-parishes',
    });

    await deliver(
      app,
      'checkout.session.completed',
      paidSubscription(session, 'donor@example.org'),
    ).expect(200);
    await deliver(
      app,
      'invoice.paid',
      invoicePaid('in_first', pledgeId, 'subscription_create'),
    ).expect(200);
    expect(await GiftModel.countDocuments()).toBe(1);
    expect(await summary(app)).toMatchObject({
      monthly: { amount: 25, count: 1 },
      activeMonthlyDonors: 1,
    });

    const renewal = invoicePaid('in_second', pledgeId, 'subscription_cycle');
    await deliver(app, 'invoice.paid', renewal).expect(200);
    await deliver(app, 'invoice.paid', renewal).expect(200);
    await deliver(app, 'customer.subscription.deleted', {
      id: 'sub_monthly_1',
      object: 'subscription',
      metadata: { giftPledgeId: pledgeId },
    }).expect(200);

    const gifts = await GiftModel.find().sort({ receiptNumber: 1 }).lean();
    expect(gifts.map((gift) => [gift.receiptNumber, gift.renewal, gift.fundName])).toEqual([
      ['G-1001', false, 'Free booklets for parishes'],
      ['G-1002', true, 'Free booklets for parishes'],
    ]);
    expect(await summary(app)).toMatchObject({
      thisYear: { amount: 50, count: 2 },
      byFund: [{ fund: 'Free booklets for parishes', amount: 50, count: 2 }],
      monthly: { amount: 50, count: 2 },
      oneOff: { amount: 0, count: 0 },
      activeMonthlyDonors: 0,
    });
    expect(await readOutbox()).toHaveLength(2);
  });

  it('leaves the shop’s own events to the order desk', async () => {
    const { app } = await stripeApp();

    await deliver(app, 'invoice.paid', {
      id: 'in_other',
      object: 'invoice',
      amount_paid: 100,
      parent: null,
    }).expect(200);

    expect(await GiftModel.countDocuments()).toBe(0);
  });
});
