import request from 'supertest';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkoutSessionResponseSchema, demoSessionIdFromClientSecret } from '@ministry/contracts';
import { OrderModel, ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { DemoSessionModel } from '../providers/demo-session.model.js';
import { useFakeStripe } from '../testing/fake-stripe.js';
import {
  buildTestApp,
  cartLine,
  createProduct,
  signedStripeEvent,
  type TestApp,
} from '../testing/harness.js';
import { postStripeEvent, refundedCharge } from '../testing/orders.js';
import { CHECKOUT_HOLD_MS, returnStock } from './stock-holds.js';
import { ABANDONED_AFTER_MS, sweepCheckouts } from './sweep.js';

useTestDatabase();

type App = TestApp['app'];

const stripe = useFakeStripe();

const checkout = (app: App, cart: unknown[]) =>
  request(app).post('/create-checkout-session').send({ cartItems: cart });

const stockOf = async (product: { _id: unknown }) =>
  (await ProductModel.findById(product._id).lean())?.stock;

const after = (start: Date, ms: number) => new Date(start.getTime() + ms);

/** Opens a Stripe checkout for the cart and answers the session Stripe holds for it. */
async function stripeSession(app: App, cart: unknown[]): Promise<Stripe.Checkout.Session> {
  await checkout(app, cart).expect(200);
  const order = await OrderModel.findOne().sort({ _id: -1 }).lean();
  const session = stripe.sessions.get(order?.sessionId ?? '');
  if (!session) throw new Error('no session was created');
  return session;
}

const deliver = (app: App, type: string, session: Stripe.Checkout.Session) => {
  const event = signedStripeEvent(type, session);
  return request(app)
    .post('/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', event.signature)
    .send(event.payload);
};

describe('stock held while a checkout is open', () => {
  it('accepts 2 of 20 parallel checkouts for 2 in stock and refuses 18 with a clear message', async () => {
    const { app } = await buildTestApp(stripe.env());
    const icon = await createProduct({ name: 'Icon', format: 'physical', price: 20, stock: 2 });

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkout(app, [cartLine(icon)])),
    );

    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(accepted).toHaveLength(2);
    expect(refused).toHaveLength(18);
    for (const answer of refused) {
      expect(answer.body.message).toBe('"Icon" (physical) is out of stock.');
    }
    expect(await stockOf(icon)).toBe(0);
    const orders = await OrderModel.find().lean();
    expect(orders.map((order) => order.stockHold)).toEqual(['held', 'held']);
  });

  it('holds all lines or none: a short line gives back what the others took', async () => {
    const { app } = await buildTestApp(stripe.env());
    const rope = await createProduct({ name: 'Rope', format: 'physical', price: 10, stock: 5 });
    const icon = await createProduct({ name: 'Icon', format: 'physical', price: 20, stock: 3 });
    await checkout(app, [cartLine(icon, { quantity: 2 })]).expect(200);

    const refused = await checkout(app, [
      cartLine(rope, { quantity: 2 }),
      cartLine(icon, { quantity: 2 }),
    ]).expect(409);

    expect(refused.body.message).toBe(
      'Only 1 of "Icon" (physical) left in stock, but your cart asks for 2.',
    );
    expect(await stockOf(rope)).toBe(5);
    expect(await stockOf(icon)).toBe(1);
    expect(await OrderModel.countDocuments()).toBe(1);
  });

  it('gives the hold back when Stripe reports the session expired, once', async () => {
    const { app } = await buildTestApp(stripe.env());
    const icon = await createProduct({ name: 'Icon', format: 'physical', price: 20, stock: 2 });
    const session = await stripeSession(app, [cartLine(icon, { quantity: 2 })]);
    await checkout(app, [cartLine(icon)]).expect(409);

    const expired = { ...session, status: 'expired' } as Stripe.Checkout.Session;
    await deliver(app, 'checkout.session.expired', expired).expect(200);
    await deliver(app, 'checkout.session.expired', expired).expect(200);

    expect(await stockOf(icon)).toBe(2);
    expect(await OrderModel.findOne({ sessionId: session.id }).lean()).toMatchObject({
      status: 'expired',
      stockHold: 'released',
    });
    await checkout(app, [cartLine(icon, { quantity: 2 })]).expect(200);
  });

  it('gives a lapsed hold back when the sweep runs, and not a moment before', async () => {
    const start = new Date();
    const { app } = await buildTestApp(stripe.env(), { now: () => start });
    const icon = await createProduct({ name: 'Icon', format: 'physical', price: 20, stock: 2 });
    const session = await stripeSession(app, [cartLine(icon, { quantity: 2 })]);

    expect((await sweepCheckouts(after(start, CHECKOUT_HOLD_MS - 1000))).holdsReleased).toBe(0);
    expect(await stockOf(icon)).toBe(0);

    expect((await sweepCheckouts(after(start, CHECKOUT_HOLD_MS))).holdsReleased).toBe(1);
    expect(await stockOf(icon)).toBe(2);
    expect((await OrderModel.findOne().lean())?.status).toBe('expired');

    // Stripe's own news of the expiry, arriving after the sweep, gives nothing back twice.
    const expired = { ...session, status: 'expired' } as Stripe.Checkout.Session;
    await deliver(app, 'checkout.session.expired', expired).expect(200);
    expect((await sweepCheckouts(after(start, CHECKOUT_HOLD_MS * 2))).holdsReleased).toBe(0);
    expect(await stockOf(icon)).toBe(2);
  });

  it('gives the hold back when Stripe cannot open the session', async () => {
    const { app } = await buildTestApp(stripe.env());
    const icon = await createProduct({ name: 'Icon', format: 'physical', price: 20, stock: 2 });
    stripe.failWith(500);

    await checkout(app, [cartLine(icon)]).expect(502);

    expect(await stockOf(icon)).toBe(2);
    expect(await OrderModel.findOne().lean()).toMatchObject({
      status: 'failed',
      stockHold: 'released',
    });
  });

  it('turns the hold into the sale when paid, with no second decrement', async () => {
    const start = new Date();
    const { app } = await buildTestApp(stripe.env(), { now: () => start });
    const icon = await createProduct({ name: 'Icon', format: 'physical', price: 20, stock: 3 });
    const session = await stripeSession(app, [cartLine(icon, { quantity: 2 })]);
    expect(await stockOf(icon)).toBe(1);

    const paid = stripe.pay(session.id, 'buyer@example.org');
    await deliver(app, 'checkout.session.completed', paid).expect(200);
    await sweepCheckouts(after(start, ABANDONED_AFTER_MS * 2));

    expect(await stockOf(icon)).toBe(1);
    expect(await OrderModel.findOne().lean()).toMatchObject({
      status: 'paid',
      stockHold: 'sold',
      needsAttention: false,
    });
  });

  it('keeps the hold of a checkout whose payment clears later, until it clears', async () => {
    const start = new Date();
    const { app } = await buildTestApp(stripe.env(), { now: () => start });
    const icon = await createProduct({ name: 'Icon', format: 'physical', price: 20, stock: 1 });
    const session = await stripeSession(app, [cartLine(icon)]);
    const completedUnpaid = {
      ...stripe.pay(session.id, 'a@example.org'),
      payment_status: 'unpaid',
    } as Stripe.Checkout.Session;
    await deliver(app, 'checkout.session.completed', completedUnpaid).expect(200);

    await sweepCheckouts(after(start, ABANDONED_AFTER_MS * 3));
    expect(await stockOf(icon)).toBe(0);
    expect((await OrderModel.findOne().lean())?.status).toBe('pending');

    const paid = stripe.pay(session.id, 'a@example.org');
    await deliver(app, 'checkout.session.async_payment_succeeded', paid).expect(200);
    expect(await OrderModel.findOne().lean()).toMatchObject({ status: 'paid', stockHold: 'sold' });
    expect(await stockOf(icon)).toBe(0);
  });

  it('gives the hold back when a payment that clears later fails', async () => {
    const { app } = await buildTestApp(stripe.env());
    const icon = await createProduct({ name: 'Icon', format: 'physical', price: 20, stock: 1 });
    const session = await stripeSession(app, [cartLine(icon)]);
    const completedUnpaid = {
      ...stripe.pay(session.id, 'a@example.org'),
      payment_status: 'unpaid',
    } as Stripe.Checkout.Session;
    await deliver(app, 'checkout.session.completed', completedUnpaid).expect(200);

    await deliver(app, 'checkout.session.async_payment_failed', completedUnpaid).expect(200);

    expect(await stockOf(icon)).toBe(1);
    expect((await OrderModel.findOne().lean())?.status).toBe('failed');
  });

  it('puts a refunded order back on sale, once', async () => {
    const { app } = await buildTestApp(stripe.env());
    const icon = await createProduct({ name: 'Icon', format: 'physical', price: 20, stock: 3 });
    const session = await stripeSession(app, [cartLine(icon, { quantity: 2 })]);
    await deliver(
      app,
      'checkout.session.completed',
      stripe.pay(session.id, 'buyer@example.org'),
    ).expect(200);
    const order = await OrderModel.findOne().lean();

    expect(await returnStock(order?._id ?? '')).toBe(true);
    expect(await returnStock(order?._id ?? '')).toBe(false);

    expect(await stockOf(icon)).toBe(3);
  });
});

describe('a paid order that finds no stock left', () => {
  /** Buyer A's hold lapses, buyer B takes the last rope, then A's payment arrives after all. */
  async function lateBuyer(app: App, start: Date) {
    const rope = await createProduct({ name: 'Rope', format: 'physical', price: 10, stock: 1 });
    const booklet = await createProduct({ name: 'Akathist', price: 4.5 });
    const late = await stripeSession(app, [cartLine(rope), cartLine(booklet)]);
    await sweepCheckouts(after(start, CHECKOUT_HOLD_MS));
    await checkout(app, [cartLine(rope)]).expect(200);
    const paid = stripe.pay(late.id, 'late@example.org');
    await deliver(app, 'checkout.session.completed', paid).expect(200);
    return { rope, order: await OrderModel.findOne({ sessionId: late.id }).lean() };
  }

  it('refunds the line in Stripe mode, and its email promises no shipping', async () => {
    const start = new Date();
    const { app, readOutbox } = await buildTestApp(stripe.env(), { now: () => start });

    const { rope, order } = await lateBuyer(app, start);

    expect(order).toMatchObject({ status: 'paid', needsAttention: false });
    expect(order?.lines[0]).toMatchObject({ outOfStock: true, refundStatus: 'refunded' });
    expect(order?.lines[1]?.outOfStock).toBeUndefined();
    expect([...stripe.refunds.values()]).toEqual([
      expect.objectContaining({
        amount: 1000,
        payment_intent: expect.stringMatching(/^pi_/),
        metadata: expect.objectContaining({ orderId: order?._id.toString() }),
      }),
    ]);
    expect(await stockOf(rope)).toBe(0);
    // The order desk shows the refund, and Stripe's later news of it counts it only once.
    expect(order?.refunds).toMatchObject([
      { lines: [0], amountCents: 1000, status: 'succeeded', actor: { kind: 'system' } },
    ]);
    expect(order?.timeline.map((event) => [event.type, event.note])).toContainEqual([
      'refunded',
      '$10.00: Rope (out of stock)',
    ]);
    const charge = refundedCharge(order?.paymentIntentId ?? '', 1450, 1000);
    await postStripeEvent(app, 'charge.refunded', charge).expect(200);
    expect((await OrderModel.findById(order?._id).lean())?.refunds).toHaveLength(1);
    const [email] = await readOutbox();
    expect(email).toContain(
      'Sorry: Rope sold out before your payment arrived, so it will not be sent.',
    );
    expect(email).toContain('Its $10.00 has been refunded to your card.');
    expect(email).not.toContain('will be sent to');
    expect(email).toContain('Your downloads:');
  });

  it('flags the order for the owner when the refund fails', async () => {
    const start = new Date();
    const { app, readOutbox } = await buildTestApp(stripe.env(), { now: () => start });
    stripe.refundStatus = 'failed';

    const { order } = await lateBuyer(app, start);

    expect(order).toMatchObject({ status: 'paid', needsAttention: true });
    expect(order?.attentionReasons).toEqual([
      'Out of stock: 1 x "Rope" (physical) was paid for but none was left, so it will not ship: refund $10.00 to the buyer',
    ]);
    expect(order?.lines[0]?.refundStatus).toBeUndefined();
    expect(order?.refunds).toMatchObject([{ lines: [0], status: 'failed' }]);
    const [email] = await readOutbox();
    expect(email).toContain('Its $10.00 will be refunded; we will write to you about it.');
    expect(email).not.toContain('will be sent to');
  });
});

describe('demo checkouts', () => {
  const demoSessionOf = (body: unknown) =>
    demoSessionIdFromClientSecret(checkoutSessionResponseSchema.parse(body).clientSecret) ?? '';

  it('hold stock too, and cannot be paid once their hold has lapsed', async () => {
    const start = new Date();
    const { app } = await buildTestApp({}, { now: () => start });
    const icon = await createProduct({ name: 'Icon', format: 'physical', price: 20, stock: 1 });
    const first = demoSessionOf((await checkout(app, [cartLine(icon)]).expect(200)).body);
    await checkout(app, [cartLine(icon)]).expect(409);

    const { app: later } = await buildTestApp({}, { now: () => after(start, CHECKOUT_HOLD_MS) });
    await request(later)
      .post(`/demo/sessions/${first}/complete`)
      .send({ email: 'a@example.org' })
      .expect(409);
    await sweepCheckouts(after(start, CHECKOUT_HOLD_MS));

    expect(await stockOf(icon)).toBe(1);
    expect((await OrderModel.findOne().lean())?.status).toBe('expired');
  });

  it('and orders never paid are abandoned and their sessions removed after 24 hours', async () => {
    const start = new Date();
    const { app } = await buildTestApp({}, { now: () => start });
    const icon = await createProduct({ name: 'Icon', format: 'physical', price: 20, stock: 2 });
    const booklet = await createProduct({ name: 'Akathist' });
    demoSessionOf((await checkout(app, [cartLine(icon)]).expect(200)).body);
    demoSessionOf((await checkout(app, [cartLine(booklet)]).expect(200)).body);
    const paid = demoSessionOf((await checkout(app, [cartLine(booklet)]).expect(200)).body);
    await request(app)
      .post(`/demo/sessions/${paid}/complete`)
      .send({ email: 'a@example.org' })
      .expect(200);

    const nearlyADay = await sweepCheckouts(after(start, ABANDONED_AFTER_MS - 60_000));
    expect(nearlyADay).toEqual({
      holdsReleased: 1,
      codesReleased: 0,
      ordersAbandoned: 0,
      demoSessionsRemoved: 0,
    });

    const aDay = await sweepCheckouts(after(start, ABANDONED_AFTER_MS + 60_000));
    expect(aDay).toEqual({
      holdsReleased: 0,
      codesReleased: 0,
      ordersAbandoned: 2,
      demoSessionsRemoved: 2,
    });
    const statuses = (await OrderModel.find().sort({ _id: 1 }).lean()).map((order) => order.status);
    expect(statuses).toEqual(['abandoned', 'abandoned', 'paid']);
    expect(await DemoSessionModel.find().distinct('_id')).toEqual([paid]);
    expect(await stockOf(icon)).toBe(2);
  });
});
