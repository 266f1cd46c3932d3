import type Stripe from 'stripe';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { orderDetailSchema } from '@ministry/contracts';
import { DownloadGrantModel, OrderModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { useFakeStripe } from '../testing/fake-stripe.js';
import { buildTestApp, cartLine, createProduct } from '../testing/harness.js';
import {
  buyStripe,
  createStaff,
  postStripeEvent,
  refundedCharge,
  TEST_JWT_SECRET,
} from '../testing/orders.js';

useTestDatabase();

const stripe = useFakeStripe();

const refundRequests = () =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');

/** A Stripe-mode shop with a paid order: a booklet ($4.50), a prayer rope ($12), shipping ($5). */
async function paidStripeOrder() {
  const shop = await buildTestApp({ ...stripe.env(), JWT_SECRET: TEST_JWT_SECRET });
  const admin = await createStaff('admin');
  const booklet = await createProduct({ name: 'Akathist', price: 4.5 });
  const rope = await createProduct({ name: 'Rope', format: 'physical', price: 12, stock: 3 });
  const number = await buyStripe(shop.app, stripe, [cartLine(booklet), cartLine(rope)]);
  const order = await OrderModel.findOne({ number }).lean();
  return { ...shop, admin, number, paymentIntent: order?.paymentIntentId ?? '' };
}

describe('refunds in Stripe mode', () => {
  it("asks Stripe's refunds API once, with an idempotency key, for the order's payment", async () => {
    const { app, admin, number, paymentIntent } = await paidStripeOrder();
    expect(paymentIntent).toMatch(/^pi_/);

    await request(app).post(`/orders/${number}/refunds`).set(admin.auth).send({}).expect(200);
    await request(app).post(`/orders/${number}/refunds`).set(admin.auth).send({}).expect(409);

    const [refund, ...more] = refundRequests();
    expect(more).toEqual([]);
    expect(refund?.headers['idempotency-key']).toMatch(/^refund-[\w-]+$/);
    expect(refund?.body).toMatchObject({
      payment_intent: paymentIntent,
      // The whole order, its shipping too.
      amount: '2150',
      reason: 'requested_by_customer',
      metadata: { orderId: expect.any(String), refundKey: expect.any(String) },
    });
    const order = await OrderModel.findOne({ number }).lean();
    expect(order?.refunds).toMatchObject([
      { status: 'succeeded', providerRefundId: [...stripe.refunds.keys()][0] },
    ]);
    expect(await DownloadGrantModel.findOne({ revokedAt: null }).lean()).toBeNull();
  });

  it('refunds the chosen line for its amount only', async () => {
    const { app, admin, number } = await paidStripeOrder();

    await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({ lines: [0] })
      .expect(200);

    expect(refundRequests()[0]?.body).toMatchObject({ amount: '450' });
  });

  it('flags a refund Stripe refused, refunds nothing, and lets the owner try again', async () => {
    const { app, admin, number } = await paidStripeOrder();
    stripe.failWith(402);

    const failed = await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({})
      .expect(502);

    expect(failed.body.message).toContain('Nothing was refunded');
    const flagged = await request(app).get(`/orders/${number}`).set(admin.auth).expect(200);
    expect(flagged.body).toMatchObject({
      state: 'paid',
      needsAttention: true,
      attention: [{ kind: 'refund_failed', action: 'refund' }],
      downloads: [{ revoked: false }],
    });

    stripe.failWith(null);
    const retried = await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({})
      .expect(200);
    expect(retried.body.order).toMatchObject({
      state: 'refunded',
      needsAttention: false,
      attention: [],
    });
  });

  it('reverses a refund Stripe later reports failed (refund.updated)', async () => {
    const { app, admin, number } = await paidStripeOrder();
    await request(app).post(`/orders/${number}/refunds`).set(admin.auth).send({}).expect(200);
    const [refund] = stripe.refunds.values();
    // Stripe holds it failed by the time it says so.
    const failed: Stripe.Refund = {
      ...refund!,
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    };
    stripe.refunds.set(failed.id, failed);

    await postStripeEvent(app, 'refund.updated', failed).expect(200);

    const order = await request(app).get(`/orders/${number}`).set(admin.auth).expect(200);
    expect(order.body).toMatchObject({
      state: 'paid',
      attention: [
        { kind: 'refund_failed', message: expect.stringContaining('expired_or_canceled_card') },
      ],
    });
    expect(orderDetailSchema.parse(order.body).timeline.at(-1)).toMatchObject({
      type: 'refund_failed',
    });
  });
});

describe('refunds made in Stripe’s dashboard (charge.refunded)', () => {
  it('refunds every line of a charge refunded in full, revoking its downloads, once', async () => {
    const { app, admin, number, paymentIntent } = await paidStripeOrder();
    stripe.refundInDashboard(paymentIntent, 2150);
    const charge = refundedCharge(paymentIntent, 2150, 2150);

    await postStripeEvent(app, 'charge.refunded', charge).expect(200);
    await postStripeEvent(app, 'charge.refunded', charge).expect(200);

    const order = await request(app).get(`/orders/${number}`).set(admin.auth).expect(200);
    expect(order.body).toMatchObject({
      state: 'refunded',
      totals: { refunded: 21.5, net: 0 },
      downloads: [{ revoked: true }],
      refunds: [{ amount: 21.5, status: 'succeeded', actor: { kind: 'stripe' } }],
    });
    expect(orderDetailSchema.parse(order.body).timeline.at(-2)).toMatchObject({
      type: 'refunded',
      actor: { kind: 'stripe' },
    });
    expect(refundRequests()).toEqual([]);
    await request(app).post(`/orders/${number}/refunds`).set(admin.auth).send({}).expect(409);
  });

  it('records a partial dashboard refund without touching the lines', async () => {
    const { app, admin, number, paymentIntent } = await paidStripeOrder();
    stripe.refundInDashboard(paymentIntent, 500);

    await postStripeEvent(app, 'charge.refunded', refundedCharge(paymentIntent, 2150, 500)).expect(
      200,
    );

    const order = await request(app).get(`/orders/${number}`).set(admin.auth).expect(200);
    expect(order.body).toMatchObject({
      state: 'partially_refunded',
      totals: { refunded: 5, net: 16.5 },
      downloads: [{ revoked: false }],
    });
  });

  it('does not count a refund made here again when Stripe reports its charge', async () => {
    const { app, admin, number, paymentIntent } = await paidStripeOrder();
    await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({ lines: [0] })
      .expect(200);

    await postStripeEvent(app, 'charge.refunded', refundedCharge(paymentIntent, 2150, 450)).expect(
      200,
    );

    const order = await OrderModel.findOne({ number }).lean();
    expect(order?.refunds).toHaveLength(1);
  });
});
