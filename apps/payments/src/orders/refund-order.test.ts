import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderActionResponseSchema } from '@ministry/contracts';
import { OrderModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe.js';
import { buildTestApp, cartLine, createProduct } from '../testing/harness.js';
import {
  buyDemo,
  buyStripe,
  createStaff,
  postStripeEvent,
  refundedCharge,
  TEST_JWT_SECRET,
} from '../testing/orders.js';

/*
 * Refunding the shipping: alone or with lines, at most once, never more than is left of what
 * was paid. The amount is always the order's own; the request only names what to give back.
 */

useTestDatabase();

/** A paid demo order: a booklet ($4.50), two prayer ropes ($24) and $5.00 shipping: $33.50. */
async function shopWithOrder() {
  const shop = await buildTestApp({ JWT_SECRET: TEST_JWT_SECRET });
  const admin = await createStaff('admin');
  const booklet = await createProduct({ name: 'Akathist', price: 4.5 });
  const rope = await createProduct({
    name: 'Prayer Rope',
    format: 'physical',
    price: 12,
    stock: 5,
  });
  const number = await buyDemo(shop.app, [cartLine(booklet), cartLine(rope, { quantity: 2 })]);
  const refund = (body: object) =>
    request(shop.app).post(`/orders/${number}/refunds`).set(admin.auth).send(body);
  const refundEmails = async () =>
    (await shop.readOutbox()).filter((email) => email.includes('Subject: Refund for your order'));
  return { ...shop, number, refund, refundEmails };
}

describe('refunding the shipping', () => {
  it('gives back the shipping alone, says so on the order and in the email, and leaves the lines', async () => {
    const { number, refund, refundEmails } = await shopWithOrder();

    const response = await refund({ shipping: true }).expect(200);

    const { order, emailSent } = orderActionResponseSchema.parse(response.body);
    expect(emailSent).toBe(true);
    expect(order).toMatchObject({
      state: 'partially_refunded',
      // The ropes still have to be posted.
      toShip: true,
      shipping: { amount: 5, refund: 'refunded' },
      lines: [{ refund: 'none' }, { refund: 'none' }],
      totals: { refunded: 5, net: 28.5 },
      refunds: [{ lines: [], amount: 5, shipping: 5, status: 'succeeded' }],
      downloads: [{ revoked: false }],
    });
    expect(order.timeline.find((event) => event.type === 'refunded')?.note).toBe('$5.00: shipping');
    const [email, ...more] = await refundEmails();
    expect(more).toEqual([]);
    expect(email).toContain(`We have refunded $5.00 of your order ${number}: its shipping.`);
    expect(email).toContain('Shipping: $5.00');
  });

  it('gives back chosen lines with the shipping in one refund, then the rest without it', async () => {
    const { refund, refundEmails } = await shopWithOrder();

    const both = await refund({ lines: [1], shipping: true, restock: true }).expect(200);

    expect(both.body.order).toMatchObject({
      shipping: { refund: 'refunded' },
      totals: { refunded: 29, net: 4.5 },
      refunds: [{ lines: [1], amount: 29, shipping: 5 }],
    });
    const [email] = await refundEmails();
    expect(email).toContain('of your order');
    expect(email).toContain(', its shipping included.');
    expect(email).toContain('2 x Prayer Rope');

    // The rest of the order is the booklet alone: the shipping was given back already.
    const rest = await refund({}).expect(200);
    const last = orderActionResponseSchema.parse(rest.body).order.refunds.at(-1);
    expect(last).toMatchObject({ lines: [0], amount: 4.5 });
    expect(last?.shipping).toBeUndefined();
  });

  it('refuses to refund the shipping twice, even when both arrive at once', async () => {
    const { number, refund } = await shopWithOrder();

    const statuses = await Promise.all(
      [1, 2].map(async () => (await refund({ shipping: true })).status),
    );
    expect(statuses.sort()).toEqual([200, 409]);

    const again = await refund({ lines: [0], shipping: true }).expect(409);
    expect(again.body.message).toBe(`The shipping of order ${number} has already been refunded.`);
    const order = await OrderModel.findOne({ number }).lean();
    expect(order?.refunds.map((each) => each.amountCents)).toEqual([500]);
    expect(order?.lines[0]?.refundStatus).toBeUndefined();
  });

  it('refuses the shipping of an order that was charged none, and a malformed choice', async () => {
    const { app } = await buildTestApp({ JWT_SECRET: TEST_JWT_SECRET });
    const admin = await createStaff('admin');
    const number = await buyDemo(app, [cartLine(await createProduct({ price: 3 }))]);

    const none = await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({ shipping: true })
      .expect(409);
    expect(none.body.message).toBe(
      `Order ${number} was charged no shipping, so there is none to refund.`,
    );
    const bad = await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({ shipping: 'yes' })
      .expect(400);
    expect(bad.body.message).toContain('shipping must be true or false');
    // The amount is never the client's to name.
    const named = await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({ amount: 3 })
      .expect(400);
    expect(named.body.message).toContain('amount');
    expect((await OrderModel.findOne({ number }).lean())?.refunds).toEqual([]);
  });
});

describe('never more than was paid (Stripe)', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());

  it('refuses a refund larger than what a dashboard refund left, naming why, and asks Stripe nothing', async () => {
    const { app } = await buildTestApp({ ...stripe.env(), JWT_SECRET: TEST_JWT_SECRET });
    const admin = await createStaff('admin');
    const booklet = await createProduct({ name: 'Akathist', price: 4.5 });
    const rope = await createProduct({ name: 'Rope', format: 'physical', price: 12, stock: 3 });
    // $4.50 + $12 + $5.00 shipping; $20.00 of it given back in Stripe's dashboard.
    const number = await buyStripe(app, stripe, [cartLine(booklet), cartLine(rope)]);
    const paymentIntent = (await OrderModel.findOne({ number }).lean())?.paymentIntentId ?? '';
    stripe.refundInDashboard(paymentIntent, 2000);
    await postStripeEvent(app, 'charge.refunded', refundedCharge(paymentIntent, 2150, 2000)).expect(
      200,
    );
    const asked = () =>
      stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').length;

    const over = await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({ shipping: true })
      .expect(409);

    expect(over.body.message).toBe(
      `A refund of $5.00 would be more than the $1.50 left of order ${number}'s payment ($20.00 has been refunded already).`,
    );
    expect(asked()).toBe(0);
    // What is left can still be given back, as the whole order's rest.
    const rest = await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({})
      .expect(200);
    expect(rest.body.order).toMatchObject({ totals: { refunded: 21.5, net: 0 } });
    expect(asked()).toBe(1);
  });
});
