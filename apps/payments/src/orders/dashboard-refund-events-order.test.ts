import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DownloadGrantModel, OrderModel, ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe.js';
import { buildTestApp, cartLine, createProduct, type TestApp } from '../testing/harness.js';
import { buyStripe, createStaff, refundedCharge, TEST_JWT_SECRET } from '../testing/orders.js';
import { deliverStripeEvent, namedOrders } from '../testing/permutations.js';

/*
 * A refund the owner makes in Stripe's dashboard, not at the order desk: Stripe sends
 * `charge.refunded` (the charge, with its `amount_refunded`) and, once the card network settles
 * it, `refund.updated` (the refund, `pending` → `succeeded`). Neither waits for the other and
 * either may come again: every order, each twice, must leave the order refunded once, for the
 * amount given back, its download stopped and the buyer told once.
 *
 * Not tried here: a dashboard refund that fails (`refund.failed`, or `refund.updated` to
 * `failed`). The webhook hands the order desk only a refund's id, status and our own metadata,
 * which a dashboard refund lacks, so the failure cannot be tied to its order; handling it needs
 * the refund's payment intent and amount in the provider's neutral `refund.updated` action.
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

/** A refund made in Stripe's dashboard: no metadata of ours. */
const dashboardRefund = (paymentIntent: string, amount: number, status: string) => ({
  id: 're_dashboard',
  object: 'refund',
  amount,
  charge: 'ch_paid',
  currency: 'usd',
  payment_intent: paymentIntent,
  metadata: {},
  reason: 'requested_by_customer',
  status,
  failure_reason: null,
  created: Math.floor(Date.now() / 1000),
});

type Event = 'charge' | 'settled';

describe('a full refund made in Stripe’s dashboard, its events in any order and each twice', () => {
  it.each(namedOrders<Event>(['charge', 'charge', 'settled', 'settled']))(
    '%s: refunded once, the download stopped, the buyer told once',
    async (_name, order) => {
      const { number, orderId, ropeId, paymentIntent } = await paidOrder();
      const events = {
        charge: () =>
          deliverStripeEvent(shop.app, 'charge.refunded', {
            ...refundedCharge(paymentIntent, 2150, 2150),
            id: 'ch_paid',
          }),
        settled: () =>
          deliverStripeEvent(
            shop.app,
            'refund.updated',
            dashboardRefund(paymentIntent, 2150, 'succeeded'),
            { status: 'pending' },
          ),
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
      expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toEqual([]);
      const outbox = await shop.readOutbox();
      // The confirmation, then one refund notice.
      expect(outbox).toHaveLength(2);
      expect(
        outbox.filter((email) => email.includes(`Subject: Refund for your order`)),
      ).toHaveLength(1);
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
      const events = {
        part: () =>
          deliverStripeEvent(shop.app, 'charge.refunded', {
            ...refundedCharge(paymentIntent, 2150, 500),
            id: 'ch_paid',
          }),
        rest: () =>
          deliverStripeEvent(shop.app, 'charge.refunded', {
            ...refundedCharge(paymentIntent, 2150, 2150),
            id: 'ch_paid',
          }),
      };

      for (const name of order) await events[name]();

      const seen = await request(shop.app).get(`/orders/${number}`).set(admin.auth).expect(200);
      expect(seen.body).toMatchObject({
        state: 'refunded',
        totals: { refunded: 21.5, net: 0 },
        needsAttention: false,
      });
      expect(await DownloadGrantModel.countDocuments({ order: orderId, revokedAt: null })).toBe(0);
      const outbox = await shop.readOutbox();
      expect(
        outbox.filter((email) => email.includes(`Subject: Refund for your order`)),
      ).toHaveLength(1);
    },
  );
});
