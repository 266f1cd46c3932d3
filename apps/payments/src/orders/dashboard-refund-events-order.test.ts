import type Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DownloadGrantModel, OrderModel, ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe.js';
import { buildTestApp, cartLine, createProduct, type TestApp } from '../testing/harness.js';
import { buyStripe, createStaff, refundedCharge, TEST_JWT_SECRET } from '../testing/orders.js';
import { deliverStripeEvent, namedOrders } from '../testing/permutations.js';

/*
 * Refunds made in Stripe's dashboard, not at the order desk, and one of the desk's that Stripe
 * later fails. Stripe sends `charge.refunded` (the charge, with its running `amount_refunded`)
 * when a refund is made, and `refund.updated` / `refund.failed` (the refund) when it succeeds or
 * fails. Neither waits for the other, either may come again, late: the order desk trusts none of
 * their snapshots and reads the payment's refunds from Stripe as they are when the event arrives.
 * So the fake Stripe holds each refund as Stripe would: news of a change can only have been sent
 * once the change happened, so the refund changes when the first event telling of it arrives;
 * the events sent before it may arrive before or after. Every order, each event (mostly) twice,
 * must end in one state.
 *
 * The demo provider has no dashboard and no refund events (its refunds are made, at once, by the
 * order desk), so these run on the fake Stripe only.
 */

useTestDatabase();

let stripe: FakeStripe;
let shop: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await buildTestApp({ ...stripe.env(), JWT_SECRET: TEST_JWT_SECRET });
});
afterAll(() => stripe.close());
beforeEach(async () => {
  stripe.reset();
  await shop.clearOutbox();
  admin = await createStaff('admin');
});

/** A paid order: a booklet ($4.50), a prayer rope ($12, 3 in stock), shipping ($5). */
async function paidOrder() {
  const booklet = await createProduct({ name: 'Akathist', price: 4.5 });
  const rope = await createProduct({ name: 'Rope', format: 'physical', price: 12, stock: 3 });
  const number = await buyStripe(shop.app, stripe, [
    cartLine(booklet),
    cartLine(rope, { price: 12 }),
  ]);
  const order = await OrderModel.findOne({ number }).lean();
  if (!order?.paymentIntentId) throw new Error('the order was not paid');
  return { number, orderId: order._id, ropeId: rope._id, paymentIntent: order.paymentIntentId };
}

/** A refund as Stripe holds it now, and as its events carry it. */
const asNow = (refund: Stripe.Refund) => stripe.refunds.get(refund.id) ?? refund;

/** Stripe changes the refund (it succeeds or fails): from now on, it lists it so. */
function change(refund: Stripe.Refund, changes: Partial<Stripe.Refund>) {
  if (asNow(refund).status === changes.status) return;
  stripe.refunds.set(refund.id, { ...asNow(refund), ...changes });
}

const refundEmails = async () =>
  (await shop.readOutbox()).filter((email) => email.includes('Subject: Refund for your order'));

type Event = 'charge' | 'succeeded';

describe('a full refund made in Stripe’s dashboard, its events in any order and each twice', () => {
  it.each(namedOrders<Event>(['charge', 'charge', 'succeeded', 'succeeded']))(
    '%s: refunded once, the download stopped, the buyer told once',
    async (_name, order) => {
      const { number, orderId, ropeId, paymentIntent } = await paidOrder();
      const refund = stripe.refundInDashboard(paymentIntent, 2150, 'pending');
      const events = {
        charge: () =>
          deliverStripeEvent(shop.app, 'charge.refunded', {
            ...refundedCharge(paymentIntent, 2150, 2150),
            id: 'ch_paid',
          }),
        succeeded: () => {
          change(refund, { status: 'succeeded' });
          return deliverStripeEvent(shop.app, 'refund.updated', asNow(refund), {
            status: 'pending',
          });
        },
      };

      for (const name of order) await events[name]();

      const seen = await request(shop.app).get(`/orders/${number}`).set(admin.auth).expect(200);
      expect(seen.body).toMatchObject({
        state: 'refunded',
        totals: { refunded: 21.5, net: 0 },
        refunds: [{ amount: 21.5, status: 'succeeded', actor: { kind: 'stripe' } }],
        needsAttention: false,
      });
      expect(await DownloadGrantModel.countDocuments({ order: orderId, revokedAt: null })).toBe(0);
      // Stripe does not say the rope came back: it stays sold until the owner restocks it.
      expect((await ProductModel.findById(ropeId).lean())?.stock).toBe(2);
      // Nothing asked of Stripe but what its refunds are now.
      expect(
        stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds'),
      ).toEqual([]);
      // The confirmation, then one refund notice.
      expect(await shop.readOutbox()).toHaveLength(2);
      expect(await refundEmails()).toHaveLength(1);
    },
  );
});

describe('two refunds made in Stripe’s dashboard, their charges reported in any order and each twice', () => {
  type Charge = 'part' | 'rest';

  it.each(namedOrders<Charge>(['part', 'part', 'rest', 'rest']))(
    '%s: the whole order refunded, counted once, the buyer told once',
    async (_name, order) => {
      const { number, orderId, paymentIntent } = await paidOrder();
      // $5 given back, then the other $16.50: Stripe's charge after each, its running total.
      stripe.refundInDashboard(paymentIntent, 500);
      let rest: Stripe.Refund | undefined;
      const events = {
        part: () =>
          deliverStripeEvent(shop.app, 'charge.refunded', {
            ...refundedCharge(paymentIntent, 2150, 500),
            id: 'ch_paid',
          }),
        rest: () => {
          rest ??= stripe.refundInDashboard(paymentIntent, 1650);
          return deliverStripeEvent(shop.app, 'charge.refunded', {
            ...refundedCharge(paymentIntent, 2150, 2150),
            id: 'ch_paid',
          });
        },
      };

      for (const name of order) await events[name]();

      const seen = await request(shop.app).get(`/orders/${number}`).set(admin.auth).expect(200);
      expect(seen.body).toMatchObject({
        state: 'refunded',
        totals: { refunded: 21.5, net: 0 },
        refunds: [
          { amount: 5, status: 'succeeded', actor: { kind: 'stripe' } },
          { amount: 16.5, status: 'succeeded', actor: { kind: 'stripe' } },
        ],
        needsAttention: false,
      });
      expect(await DownloadGrantModel.countDocuments({ order: orderId, revokedAt: null })).toBe(0);
      expect(await refundEmails()).toHaveLength(1);
    },
  );
});

describe('a refund made in Stripe’s dashboard that fails, its events in any order', () => {
  type News = 'charge' | 'pending' | 'failed';

  it.each(namedOrders<News>(['charge', 'charge', 'pending', 'failed', 'failed']))(
    '%s: not refunded, flagged for the owner, the buyer never told',
    async (_name, order) => {
      const { number, orderId, paymentIntent } = await paidOrder();
      const refund = stripe.refundInDashboard(paymentIntent, 2150, 'pending');
      const events = {
        charge: () =>
          deliverStripeEvent(shop.app, 'charge.refunded', {
            ...refundedCharge(paymentIntent, 2150, 2150),
            id: 'ch_paid',
          }),
        // Sent when it was made; late, it may arrive after the failure.
        pending: () => deliverStripeEvent(shop.app, 'refund.updated', { ...refund }),
        failed: () => {
          change(refund, { status: 'failed', failure_reason: 'lost_or_stolen_card' });
          return deliverStripeEvent(shop.app, 'refund.failed', asNow(refund), {
            status: 'pending',
          });
        },
      };

      for (const name of order) await events[name]();

      // The owner sees the order paid, the refund tried and failed, and a flag to refund again.
      const seen = await request(shop.app).get(`/orders/${number}`).set(admin.auth).expect(200);
      expect(seen.body).toMatchObject({
        state: 'paid',
        totals: { refunded: 0, net: 21.5 },
        refunds: [{ amount: 21.5, status: 'failed', actor: { kind: 'stripe' } }],
        needsAttention: true,
        attention: [
          { kind: 'refund_failed', message: expect.stringContaining('lost_or_stolen_card') },
        ],
        downloads: [{ revoked: false }],
      });
      expect(await DownloadGrantModel.countDocuments({ order: orderId, revokedAt: null })).toBe(1);
      // The confirmation only.
      expect(await shop.readOutbox()).toHaveLength(1);
      expect(stripe.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    },
  );
});

describe('an order-desk refund Stripe fails, then a stale charge.refunded, in any order', () => {
  type News = 'failed' | 'charge';

  it.each(namedOrders<News>(['failed', 'failed', 'charge', 'charge']))(
    '%s: the refund failed, flagged for the owner, nothing counted as Stripe’s',
    async (_name, order) => {
      const { number, paymentIntent } = await paidOrder();
      // Stripe accepts the refund but cannot yet say it went through.
      stripe.refundStatus = 'pending';
      await request(shop.app)
        .post(`/orders/${number}/refunds`)
        .set(admin.auth)
        .send({})
        .expect(200);
      const [refund] = stripe.refunds.values();
      if (!refund) throw new Error('no refund asked of Stripe');
      // The desk told the buyer when Stripe accepted it.
      expect(await refundEmails()).toHaveLength(1);
      const events = {
        failed: () => {
          change(refund, { status: 'failed', failure_reason: 'expired_or_canceled_card' });
          return deliverStripeEvent(shop.app, 'refund.failed', asNow(refund), {
            status: 'pending',
          });
        },
        // Sent when the refund was made, its total counting it; retried, it comes late.
        charge: () =>
          deliverStripeEvent(shop.app, 'charge.refunded', {
            ...refundedCharge(paymentIntent, 2150, 2150),
            id: 'ch_paid',
          }),
      };

      for (const name of order) await events[name]();

      const seen = await request(shop.app).get(`/orders/${number}`).set(admin.auth).expect(200);
      expect(seen.body).toMatchObject({
        state: 'paid',
        totals: { refunded: 0, net: 21.5 },
        refunds: [{ amount: 21.5, status: 'failed', actor: { kind: 'staff' } }],
        needsAttention: true,
        attention: [
          {
            kind: 'refund_failed',
            message: expect.stringContaining('expired_or_canceled_card'),
          },
        ],
      });
      expect(seen.body.refunds).toHaveLength(1);
      // No second refund notice for money Stripe never gave back.
      expect(await refundEmails()).toHaveLength(1);
    },
  );
});
