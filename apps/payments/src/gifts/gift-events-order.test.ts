import request from 'supertest';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { giftCheckoutResponseSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { useFakeStripe } from '../testing/fake-stripe.js';
import { buildTestApp, postSignedEvent, signedStripePayload } from '../testing/harness.js';
import { everyOrder } from '../testing/permutations.js';
import { GiftModel, GiftPledgeModel } from './gift.model.js';

/*
 * Stripe promises no order between a monthly gift's `checkout.session.completed` and its first
 * `invoice.paid` (for subscription Checkout the invoice often comes first), and sends each again
 * when it likes. Every order, each event twice, must end the same: one active pledge that knows
 * its donor (email and Stripe customer, which "Manage my monthly gift" and the portal need), one
 * gift and one receipt.
 */

useTestDatabase();

const stripe = useFakeStripe();

type EventName = 'session' | 'invoice';

const FIRST_MONTH = everyOrder<EventName>(['session', 'session', 'invoice', 'invoice']);

/** A monthly gift started, with Stripe's two first-month events for it, ready to sign. */
async function firstMonth(invoiceEmail: string | null = 'donor@example.org') {
  const { app, readOutbox } = await buildTestApp(stripe.env());
  const started = await request(app)
    .post('/gifts')
    .send({ frequency: 'monthly', amount: 25 })
    .expect(201);
  giftCheckoutResponseSchema.parse(started.body);
  const pledge = await GiftPledgeModel.findOne().lean();
  const pledgeId = pledge?._id.toString() ?? '';
  const session = stripe.sessions.get(pledge?.sessionId ?? '');
  if (!session) throw new Error('no gift session was created');

  const paid = {
    ...stripe.pay(session.id, 'donor@example.org'),
    customer: 'cus_donor',
    subscription: 'sub_donor',
    invoice: 'in_first',
    payment_intent: null,
  } as Stripe.Checkout.Session;
  const invoice = {
    id: 'in_first',
    object: 'invoice',
    amount_paid: 2500,
    billing_reason: 'subscription_create',
    customer: 'cus_donor',
    customer_email: invoiceEmail,
    parent: {
      type: 'subscription_details',
      subscription_details: {
        subscription: 'sub_donor',
        metadata: { giftPledgeId: pledgeId },
      },
    },
  };
  const events = {
    session: () => signedStripePayload('checkout.session.completed', { object: paid }),
    invoice: () => signedStripePayload('invoice.paid', { object: invoice }),
  };

  const deliver = async (name: EventName) => {
    await postSignedEvent(app, events[name]()).expect(200);
  };
  return { pledgeId, deliver, readOutbox };
}

describe('a monthly gift’s first month, its events in any order and each twice', () => {
  it('has every order to try', () => {
    expect(FIRST_MONTH).toHaveLength(6);
  });

  it.each(FIRST_MONTH.map((order) => [order.join(', '), order] as const))(
    '%s: one active pledge with its donor, one gift, one receipt',
    async (_name, order) => {
      const { pledgeId, deliver, readOutbox } = await firstMonth();

      for (const name of order) await deliver(name);

      expect(await GiftPledgeModel.findById(pledgeId).lean()).toMatchObject({
        status: 'active',
        email: 'donor@example.org',
        customerId: 'cus_donor',
        subscriptionId: 'sub_donor',
      });
      const gifts = await GiftModel.find().lean();
      expect(gifts).toHaveLength(1);
      expect(gifts[0]).toMatchObject({
        amountCents: 2500,
        renewal: false,
        email: 'donor@example.org',
      });
      const outbox = await readOutbox();
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toContain('Amount: $25.00');
    },
    30_000,
  );

  it('sends the receipt once the session brings the address an earlier invoice lacked', async () => {
    const { pledgeId, deliver, readOutbox } = await firstMonth(null);

    await deliver('invoice');
    expect(await readOutbox()).toHaveLength(0);
    await deliver('session');
    await deliver('invoice');

    expect(await GiftModel.find().lean()).toMatchObject([{ email: 'donor@example.org' }]);
    expect(await GiftPledgeModel.findById(pledgeId).lean()).toMatchObject({
      status: 'active',
      email: 'donor@example.org',
    });
    expect(await readOutbox()).toHaveLength(1);
  }, 30_000);
});
