import { parse } from 'csv-parse/sync';
import mongoose from 'mongoose';
import request from 'supertest';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  checkoutSessionResponseSchema,
  demoSessionIdFromClientSecret,
  sessionStatusResponseSchema,
  type ParsedDiscountCodeInput,
} from '@ministry/contracts';
import { OrderModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { CHECKOUT_HOLD_MS } from '../checkout/stock-holds.js';
import { sweepCheckouts } from '../checkout/sweep.js';
import { useFakeStripe } from '../testing/fake-stripe.js';
import { buildTestApp, cartLine, createProduct, TEST_ADDRESS } from '../testing/harness.js';
import { createStaff, postStripeEvent, TEST_JWT_SECRET } from '../testing/orders.js';
import { createCodesService } from './codes.service.js';
import { DiscountCodeModel } from './discount-code.model.js';

useTestDatabase();

const stripe = useFakeStripe();
const codes = createCodesService();

/** Tuesday of Bright Week 2027, at noon in the owner's zone (New York). */
const BRIGHT_TUESDAY = new Date('2027-05-04T16:00:00Z');
/** The Monday after Thomas Sunday: Bright Week is over. */
const AFTER_BRIGHT_WEEK = new Date('2027-05-10T16:00:00Z');

const newCode = (input: Partial<ParsedDiscountCodeInput> & Pick<ParsedDiscountCodeInput, 'code'>) =>
  codes.create({
    kind: 'percent',
    percentOff: 20,
    productIds: [],
    collectionIds: [],
    paused: false,
    description: undefined,
    ...input,
  });

const countsOf = async (code: string) =>
  DiscountCodeModel.findOne({ code }).select('remaining held used').lean();

/** The shop on a day, in demo mode or against the fake Stripe. */
const shopOn = (day: Date, mode: 'demo' | 'stripe' = 'demo') =>
  buildTestApp(mode === 'stripe' ? stripe.env() : {}, { now: () => day });

const checkout = (app: Parameters<typeof request>[0], body: Record<string, unknown>) =>
  request(app).post('/create-checkout-session').send(body);

async function payDemo(app: Parameters<typeof request>[0], clientSecret: string, email: string) {
  const sessionId = demoSessionIdFromClientSecret(clientSecret) ?? '';
  await request(app)
    .post(`/demo/sessions/${sessionId}/complete`)
    .send({ email, address: TEST_ADDRESS })
    .expect(200);
  return sessionId;
}

/** A cart of two Akathists ($4.50) and a Psalter study ($12.00): $21.00 of lines. */
async function booklets() {
  const akathist = await createProduct({ name: 'Akathist', price: 4.5 });
  const study = await createProduct({ name: 'Psalter Study', price: 12 });
  return [cartLine(akathist, { quantity: 2 }), cartLine(study)];
}

const couponRequests = () =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/coupons');
const sessionRequests = () =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');

describe('a discount code at checkout (demo)', () => {
  it('takes a Bright Week percent off on the Old calendar, records it and counts the use once paid', async () => {
    const { app, readOutbox } = await shopOn(BRIGHT_TUESDAY);
    await newCode({
      code: 'BRIGHT-WEEK',
      description: 'Bright Week sale',
      window: { kind: 'season', season: 'bright-week' },
      maxUses: 10,
    });
    const started = await checkout(app, {
      cartItems: await booklets(),
      code: 'bright-week',
      calendar: 'old',
    }).expect(200);
    // 20% of $21.00 is $4.20: the buyer pays $16.80.
    const answer = checkoutSessionResponseSchema.parse(started.body);
    expect(answer).toMatchObject({
      total: 16.8,
      discount: { code: 'BRIGHT-WEEK', linesOff: 4.2, shippingOff: 0 },
    });
    expect(answer.discount?.says).toBe('20% off, $4.20');
    expect(await countsOf('BRIGHT-WEEK')).toMatchObject({ remaining: 9, held: 1, used: 0 });

    const sessionId = await payDemo(app, answer.clientSecret, 'reader@example.org');
    const order = await OrderModel.findOne({ sessionId }).lean();
    expect(order).toMatchObject({
      status: 'paid',
      total: 16.8,
      discount: { code: 'BRIGHT-WEEK', linesOff: 4.2, shippingOff: 0, hold: 'used' },
      needsAttention: false,
    });
    // List prices stay on the lines; the code is recorded beside them.
    expect(order?.lines.map((line) => line.unitPrice)).toEqual([4.5, 12]);
    expect(await countsOf('BRIGHT-WEEK')).toMatchObject({ remaining: 9, held: 0, used: 1 });

    const status = await request(app).get('/session-status').query({ session_id: sessionId });
    expect(sessionStatusResponseSchema.parse(status.body)).toMatchObject({
      total: 16.8,
      discount: { code: 'BRIGHT-WEEK', gives: '20% off', says: '20% off, $4.20' },
    });
    const [confirmation] = await readOutbox();
    expect(confirmation).toContain('Code BRIGHT-WEEK: -$4.20');
    expect(confirmation).toContain('Total: $16.80');
  });

  it('takes a code limited to a collection off that collection’s lines only', async () => {
    const { app } = await shopOn(BRIGHT_TUESDAY);
    const lent = new mongoose.Types.ObjectId();
    const akathist = await createProduct({ name: 'Akathist', price: 4.5, collections: [lent] });
    const study = await createProduct({ name: 'Psalter Study', price: 12 });
    await newCode({ code: 'LENT', percentOff: 50, collectionIds: [lent.toString()] });
    const started = await checkout(app, {
      cartItems: [cartLine(akathist, { quantity: 2 }), cartLine(study)],
      code: 'LENT',
    }).expect(200);
    // Half of the two Akathists ($9.00), nothing off the study.
    expect(started.body).toMatchObject({ total: 16.5, discount: { linesOff: 4.5 } });
  });

  it('refuses a code outside its window with a 400 by the code field, and holds nothing', async () => {
    const { app } = await shopOn(AFTER_BRIGHT_WEEK);
    await newCode({
      code: 'BRIGHT-WEEK',
      window: { kind: 'season', season: 'bright-week' },
      maxUses: 10,
    });
    const refused = await checkout(app, {
      cartItems: await booklets(),
      code: 'BRIGHT-WEEK',
      calendar: 'old',
    }).expect(400);
    expect(refused.body).toMatchObject({
      message: 'This code is not valid today.',
      details: [{ path: 'body.code', message: 'This code is not valid today.' }],
    });
    expect(await OrderModel.countDocuments()).toBe(0);
    expect(await countsOf('BRIGHT-WEEK')).toMatchObject({ remaining: 10, held: 0 });
  });

  it('gives twenty parallel checkouts on a code with five uses exactly five discounts', async () => {
    const { app } = await buildTestApp({}, { now: () => BRIGHT_TUESDAY, checkoutRateLimit: 100 });
    await newCode({ code: 'FIVE', maxUses: 5 });
    const cartItems = await booklets();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkout(app, { cartItems, code: 'FIVE' })),
    );
    // Each answer in a word: five checkouts made with the code, the other fifteen told why not.
    const outcomes = answers.map((answer) =>
      answer.status === 200 ? 'discounted' : `${answer.status} ${answer.body.message}`,
    );
    expect(outcomes.filter((outcome) => outcome === 'discounted')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome !== 'discounted')).toEqual(
      Array.from({ length: 15 }, () => '400 The code FIVE has been used up.'),
    );
    expect(await OrderModel.countDocuments({ 'discount.code': 'FIVE' })).toBe(5);
    expect(await countsOf('FIVE')).toMatchObject({ remaining: 0, held: 5 });
  });

  it('honours a code used up or paused meanwhile for the checkout already open, never beyond', async () => {
    const { app } = await shopOn(BRIGHT_TUESDAY);
    const once = await newCode({ code: 'ONCE', kind: 'amount', amountOff: 5, maxUses: 1 });
    const cartItems = await booklets();
    const first = checkoutSessionResponseSchema.parse(
      (await checkout(app, { cartItems, code: 'ONCE' }).expect(200)).body,
    );
    const second = await checkout(app, { cartItems, code: 'ONCE' }).expect(400);
    expect(second.body.message).toBe('The code ONCE has been used up.');
    await codes.update(once.id, { paused: true });

    const sessionId = await payDemo(app, first.clientSecret, 'first@example.org');
    expect(await OrderModel.findOne({ sessionId }).lean()).toMatchObject({
      status: 'paid',
      total: 16,
      discount: { code: 'ONCE', linesOff: 5, hold: 'used' },
    });
    expect(await countsOf('ONCE')).toMatchObject({ remaining: 0, held: 0, used: 1 });
  });

  it('gives the use back when the checkout lapses, is dropped or fails, once', async () => {
    const { app } = await shopOn(BRIGHT_TUESDAY);
    await newCode({ code: 'ONCE', maxUses: 1 });
    const cartItems = await booklets();
    await checkout(app, { cartItems, code: 'ONCE' }).expect(200);
    expect(await countsOf('ONCE')).toMatchObject({ remaining: 0, held: 1 });

    // A digital order with a code ends when its hold does: the sweep then gives the use back.
    const lapsed = new Date(BRIGHT_TUESDAY.getTime() + CHECKOUT_HOLD_MS);
    expect((await sweepCheckouts(lapsed)).codesReleased).toBe(1);
    expect((await sweepCheckouts(lapsed)).codesReleased).toBe(0);
    expect(await countsOf('ONCE')).toMatchObject({ remaining: 1, held: 0 });
    expect((await OrderModel.findOne().lean())?.discount?.hold).toBe('released');

    // The buyer changes their cart: the dropped session's use goes back at once.
    const dropped = checkoutSessionResponseSchema.parse(
      (await checkout(app, { cartItems, code: 'ONCE' }).expect(200)).body,
    );
    await request(app)
      .post('/release-checkout-session')
      .send({ clientSecret: dropped.clientSecret })
      .expect(204);
    expect(await countsOf('ONCE')).toMatchObject({ remaining: 1, held: 0, used: 0 });
  });

  it('asks for the email of a code once per person, counts it, and lets another buyer use it', async () => {
    const { app } = await shopOn(BRIGHT_TUESDAY);
    await newCode({ code: 'WELCOME', maxUsesPerBuyer: 1 });
    const cartItems = await booklets();

    const noEmail = await checkout(app, { cartItems, code: 'WELCOME' }).expect(400);
    expect(noEmail.body.details).toEqual([
      {
        path: 'body.email',
        message: 'The code WELCOME is for one person once: give the email you will pay with.',
      },
    ]);

    const first = checkoutSessionResponseSchema.parse(
      (await checkout(app, { cartItems, code: 'WELCOME', email: 'Anna@Example.org' }).expect(200))
        .body,
    );
    // The email fixed at checkout pays, whatever the form was sent.
    const sessionId = await payDemo(app, first.clientSecret, 'someone-else@example.org');
    expect(await OrderModel.findOne({ sessionId }).lean()).toMatchObject({
      customerEmail: 'anna@example.org',
      discount: { email: 'anna@example.org', hold: 'used' },
    });

    const again = await checkout(app, {
      cartItems,
      code: 'WELCOME',
      email: 'anna@example.org',
    }).expect(400);
    expect(again.body.message).toBe(
      'You have used the code WELCOME already: it is once per person.',
    );
    // Asked before checkout, the same answer.
    const check = await request(app)
      .post('/codes/check')
      .send({ code: 'WELCOME', cartItems, email: 'ANNA@example.org' })
      .expect(400);
    expect(check.body.message).toBe(again.body.message);

    await checkout(app, { cartItems, code: 'WELCOME', email: 'boris@example.org' }).expect(200);
  });
});

describe('codes on the order desk', () => {
  it('lists the orders that used a code, by its name as typed', async () => {
    const { app } = await buildTestApp(
      { JWT_SECRET: TEST_JWT_SECRET },
      { now: () => BRIGHT_TUESDAY },
    );
    const admin = await createStaff('admin');
    await newCode({ code: 'BRIGHT-WEEK', percentOff: 10 });
    const cartItems = await booklets();
    const withCode = checkoutSessionResponseSchema.parse(
      (await checkout(app, { cartItems, code: 'BRIGHT-WEEK' })).body,
    );
    const without = checkoutSessionResponseSchema.parse((await checkout(app, { cartItems })).body);
    const used = await payDemo(app, withCode.clientSecret, 'reader@example.org');
    await payDemo(app, without.clientSecret, 'other@example.org');

    const listed = await request(app)
      .get('/orders')
      .query({ code: 'bright-week' })
      .set(admin.auth)
      .expect(200);
    const { number } = (await OrderModel.findOne({ sessionId: used }).lean()) ?? {};
    expect((listed.body as { orders: { number: string }[] }).orders.map((o) => o.number)).toEqual([
      number,
    ]);
    const bad = await request(app).get('/orders').query({ code: 'x' }).set(admin.auth).expect(400);
    expect((bad.body as { details: { path: string }[] }).details[0]?.path).toBe('query.code');
  });
});

describe('codes in the orders CSV', () => {
  it('names the code of each order and what it took off, lines and shipping', async () => {
    const { app } = await buildTestApp(
      { JWT_SECRET: TEST_JWT_SECRET },
      { now: () => BRIGHT_TUESDAY },
    );
    const admin = await createStaff('admin');
    await newCode({ code: 'BRIGHT-WEEK', percentOff: 10 });
    const started = await checkout(app, { cartItems: await booklets(), code: 'BRIGHT-WEEK' });
    const { clientSecret } = checkoutSessionResponseSchema.parse(started.body);
    const sessionId = await payDemo(app, clientSecret, 'reader@example.org');
    const { number } = (await OrderModel.findOne({ sessionId }).lean()) ?? {};

    const csv = await request(app).get('/orders.csv').set(admin.auth).expect(200);
    const rows = parse<Record<string, string>>(csv.text, { columns: true });
    // One row per line, each with the order's code: 10% of $21.00.
    expect(
      rows.map((row) => [row.order, row.discount_code, row.discount_amount, row.order_total]),
    ).toEqual([
      [number, 'BRIGHT-WEEK', '2.10', '18.90'],
      [number, 'BRIGHT-WEEK', '2.10', '18.90'],
    ]);
  });
});

describe('a discount code at checkout (Stripe)', () => {
  it('sends an amount off as a one-off coupon of the server’s cents, and the session uses it', async () => {
    const { app } = await shopOn(BRIGHT_TUESDAY, 'stripe');
    await newCode({
      code: 'PARISH-5',
      kind: 'amount',
      amountOff: 5,
      minimumOrder: 20,
      description: 'Five dollars off for parishes',
    });
    const started = await checkout(app, { cartItems: await booklets(), code: 'parish-5' }).expect(
      200,
    );
    const order = await OrderModel.findOne().lean();
    const orderId = order?._id.toString();
    expect(couponRequests()).toHaveLength(1);
    expect(couponRequests()[0]?.body).toEqual({
      amount_off: '500',
      currency: 'usd',
      duration: 'once',
      max_redemptions: '1',
      name: 'PARISH-5',
      metadata: { orderId, code: 'PARISH-5' },
    });
    expect(couponRequests()[0]?.headers['idempotency-key']).toBe(`coupon-${orderId}`);
    const [coupon] = [...stripe.coupons.values()];
    expect(sessionRequests()[0]?.body).toMatchObject({ discounts: [{ coupon: coupon?.id }] });
    // Stripe charges what the order says: $21.00 less $5.00.
    const session = stripe.sessions.get(order?.sessionId ?? '');
    expect(session?.amount_total).toBe(1600);
    expect(started.body).toMatchObject({ total: 16, discount: { linesOff: 5 } });

    const paid = stripe.pay(session?.id ?? '', 'parish@example.org');
    await postStripeEvent(app, 'checkout.session.completed', paid).expect(200);
    // Stripe repeats its news; the use is counted once.
    await postStripeEvent(app, 'checkout.session.completed', paid).expect(200);
    expect(await OrderModel.findById(orderId).lean()).toMatchObject({
      status: 'paid',
      needsAttention: false,
      discount: { hold: 'used' },
    });
    expect(await countsOf('PARISH-5')).toMatchObject({ held: 0, used: 1 });
  });

  it('refuses an order under the code’s minimum before anything is sent to Stripe', async () => {
    const { app } = await shopOn(BRIGHT_TUESDAY, 'stripe');
    await newCode({ code: 'PARISH-5', kind: 'amount', amountOff: 5, minimumOrder: 30 });
    const refused = await checkout(app, { cartItems: await booklets(), code: 'PARISH-5' }).expect(
      400,
    );
    expect(refused.body.message).toBe('This code needs an order of at least $30.00.');
    expect(stripe.requests).toHaveLength(0);
  });

  it('gives free shipping as a free rate named for the code, with no coupon', async () => {
    const { app } = await shopOn(BRIGHT_TUESDAY, 'stripe');
    await newCode({ code: 'POST-FREE', kind: 'free-shipping', percentOff: undefined });
    const icon = await createProduct({ name: 'Icon card', format: 'physical', price: 8, stock: 5 });
    const started = await checkout(app, {
      cartItems: [cartLine(icon)],
      code: 'POST-FREE',
    }).expect(200);
    expect(couponRequests()).toHaveLength(0);
    const options = sessionRequests()[0]?.body.shipping_options as {
      shipping_rate_data: Stripe.Checkout.SessionCreateParams.ShippingOption.ShippingRateData;
    }[];
    expect(options[0]?.shipping_rate_data).toMatchObject({
      display_name: 'Free shipping (POST-FREE)',
      fixed_amount: { amount: '0', currency: 'usd' },
    });
    expect(started.body).toMatchObject({
      total: 8,
      discount: {
        code: 'POST-FREE',
        linesOff: 0,
        shippingOff: 5,
        gives: 'Free shipping',
        says: 'free shipping',
      },
    });
    expect(await OrderModel.findOne().lean()).toMatchObject({ total: 8, shippingAmount: 0 });
  });

  it('fixes the email of a code once per person in Stripe’s form', async () => {
    const { app } = await shopOn(BRIGHT_TUESDAY, 'stripe');
    await newCode({ code: 'WELCOME', maxUsesPerBuyer: 1 });
    await checkout(app, {
      cartItems: await booklets(),
      code: 'WELCOME',
      email: 'anna@example.org',
    }).expect(200);
    expect(sessionRequests()[0]?.body.customer_email).toBe('anna@example.org');
  });

  it('tells the owner when a lapsed checkout is paid after its code was used up', async () => {
    const { app } = await shopOn(BRIGHT_TUESDAY, 'stripe');
    await newCode({ code: 'ONCE', maxUses: 1 });
    const cartItems = await booklets();
    await checkout(app, { cartItems, code: 'ONCE' }).expect(200);
    const late = await OrderModel.findOne().lean();
    await sweepCheckouts(new Date(BRIGHT_TUESDAY.getTime() + CHECKOUT_HOLD_MS));
    // Another buyer takes the use the lapsed checkout gave back.
    await checkout(app, { cartItems, code: 'ONCE' }).expect(200);

    const paid = stripe.pay(late?.sessionId ?? '', 'late@example.org');
    await postStripeEvent(app, 'checkout.session.completed', paid).expect(200);
    const order = await OrderModel.findById(late?._id).lean();
    expect(order).toMatchObject({ status: 'paid', needsAttention: true });
    expect(order?.attention.map((item) => item.kind)).toEqual(['code_over_cap']);
    expect(await countsOf('ONCE')).toMatchObject({ remaining: 0, held: 1, used: 1 });
  });
});
