import request from 'supertest';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@ministry/db/testing';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe.js';
import { buildTestApp, type TestApp } from '../testing/harness.js';
import { deliverStripeEvent, namedOrders } from '../testing/permutations.js';
import { GiftModel, GiftPledgeModel } from './gift.model.js';

/*
 * A monthly gift's later months: each renewal brings `invoice.paid` (billing_reason
 * `subscription_cycle`) with `customer.subscription.updated` (the new period, an event payments
 * is not subscribed to but an owner may tick), and a donor who stops in Stripe's portal brings
 * `customer.subscription.deleted`. Stripe promises no order among them and may send each again:
 * every order, each handled event twice, must end with the month given recorded once with its
 * receipt, and the pledge cancelled, with its donor, exactly once. The update, which payments
 * answers and ignores, comes once: its repeats would only triple the orders to try.
 *
 * The demo provider has no such events: there a renewal and a cancellation are the donor's own
 * requests, answered in the order they are made (a cancelled demo gift can no longer be renewed,
 * `gifts-demo.test.ts`), so these run on the fake Stripe only.
 */

useTestDatabase();

let stripe: FakeStripe;
let shop: TestApp;
beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await buildTestApp(stripe.env());
});
afterAll(() => stripe.close());
beforeEach(async () => {
  stripe.reset();
  await shop.clearOutbox();
});

const DONOR = 'donor@example.org';

/** Stripe's invoice for one month of the donor's subscription, as `invoice.paid` carries it. */
const invoice = (id: string, billingReason: string, pledgeId: string) => ({
  id,
  object: 'invoice',
  amount_paid: 2500,
  billing_reason: billingReason,
  customer: 'cus_donor',
  customer_email: DONOR,
  status: 'paid',
  parent: {
    type: 'subscription_details',
    quote_details: null,
    subscription_details: { subscription: 'sub_donor', metadata: { giftPledgeId: pledgeId } },
  },
});

/** A $25 monthly gift whose first month is recorded, as Stripe's first two events leave it. */
async function monthlyGiftUnderWay() {
  await request(shop.app).post('/gifts').send({ frequency: 'monthly', amount: 25 }).expect(201);
  const pledge = await GiftPledgeModel.findOne().lean();
  const session = stripe.sessions.get(pledge?.sessionId ?? '');
  if (!pledge || !session) throw new Error('no gift session was created');
  const pledgeId = pledge._id.toString();
  await deliverStripeEvent(shop.app, 'checkout.session.completed', {
    ...stripe.pay(session.id, DONOR),
    customer: 'cus_donor',
    subscription: 'sub_donor',
    invoice: 'in_first',
    payment_intent: null,
  });
  await deliverStripeEvent(
    shop.app,
    'invoice.paid',
    invoice('in_first', 'subscription_create', pledgeId),
  );
  return pledgeId;
}

/** The subscription as Stripe describes it, `status` and all. */
const subscription = (pledgeId: string, fields: Partial<Stripe.Subscription>) => ({
  id: 'sub_donor',
  object: 'subscription',
  customer: 'cus_donor',
  metadata: { giftPledgeId: pledgeId },
  cancel_at_period_end: false,
  canceled_at: null,
  ended_at: null,
  ...fields,
});

type Event = 'renewal' | 'updated' | 'deleted';

describe('a monthly gift’s renewal and its end, the events in any order and each twice', () => {
  it.each(namedOrders<Event>(['renewal', 'renewal', 'updated', 'deleted', 'deleted']))(
    '%s: the renewal recorded once with its receipt, the pledge cancelled',
    async (_name, order) => {
      const pledgeId = await monthlyGiftUnderWay();
      const ended = Math.floor(Date.now() / 1000);
      const events = {
        renewal: () =>
          deliverStripeEvent(
            shop.app,
            'invoice.paid',
            invoice('in_second', 'subscription_cycle', pledgeId),
          ),
        updated: () =>
          deliverStripeEvent(
            shop.app,
            'customer.subscription.updated',
            subscription(pledgeId, { status: 'active' }),
          ),
        deleted: () =>
          deliverStripeEvent(
            shop.app,
            'customer.subscription.deleted',
            subscription(pledgeId, { status: 'canceled', canceled_at: ended, ended_at: ended }),
          ),
      };

      for (const name of order) await events[name]();

      expect(await GiftPledgeModel.findById(pledgeId).lean()).toMatchObject({
        status: 'cancelled',
        cancelledAt: expect.any(Date),
        email: DONOR,
        customerId: 'cus_donor',
        subscriptionId: 'sub_donor',
      });
      const gifts = await GiftModel.find().sort({ receiptNumber: 1 }).lean();
      expect(gifts).toMatchObject([
        { key: 'in_first', renewal: false, amountCents: 2500, email: DONOR },
        { key: 'in_second', renewal: true, amountCents: 2500, email: DONOR },
      ]);
      const receipts = await shop.readOutbox();
      expect(receipts).toHaveLength(2);
      expect(
        receipts.filter((receipt) => receipt.includes(gifts[1]?.receiptNumber ?? '?')),
      ).toHaveLength(1);
    },
  );
});
