// Test helpers for the order desk: staff accounts and tokens as the api makes them, and paid
// orders bought through the public checkout calls.
import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import type Stripe from 'stripe';
import { checkoutSessionResponseSchema, demoSessionIdFromClientSecret } from '@ministry/contracts';
import { OrderModel } from '@ministry/db';
import { createStaffTokens } from '@ministry/http/staff-auth';
import { CHECKOUT_HOLD_MS } from '../checkout/stock-holds.js';
import { sweepCheckouts } from '../checkout/sweep.js';
import type { FakeStripe } from './fake-stripe.js';
import { postSignedEvent, signedStripeEvent, TEST_ADDRESS } from './harness.js';

export const TEST_JWT_SECRET = 'a-test-signing-key-that-is-long-enough-for-hs256';

/** A token as the api signs it, for the account at this token version (0 for a new one). */
export const staffToken = (userId: string, tokenVersion = 0) =>
  createStaffTokens(TEST_JWT_SECRET).sign({ userId, tokenVersion });

let staffCount = 0;

/** A user in the shared `users` collection (the api's), with a bearer header for it. */
export async function createStaff(role: 'admin' | 'editor', fields: Record<string, unknown> = {}) {
  staffCount += 1;
  const _id = new mongoose.Types.ObjectId();
  const email = `${role}${staffCount}@example.org`;
  await mongoose.connection.collection('users').insertOne({
    _id,
    username: `${role}${staffCount}`,
    email,
    role,
    passwordHash: 'not-used-here',
    ...fields,
  });
  const token = staffToken(_id.toString());
  return { id: _id.toString(), email, token, auth: { Authorization: `Bearer ${token}` } };
}

const startCheckout = async (app: Express, cart: unknown[]) => {
  const response = await request(app)
    .post('/create-checkout-session')
    .send({ cartItems: cart })
    .expect(200);
  return checkoutSessionResponseSchema.parse(response.body).clientSecret;
};

/** Another buyer's checkout, open and unpaid, holding the stock of its physical lines. */
export const holdInCheckout = (app: Express, cart: unknown[]) => startCheckout(app, cart);

/**
 * Plays the clock past every open checkout's hold: the sweep gives their stock back and their
 * orders become `expired`, as it does once a checkout outlives its hold (sweep.ts).
 */
export const lapseHolds = () => sweepCheckouts(new Date(Date.now() + CHECKOUT_HOLD_MS));

/** A demo purchase paid by `email`, posted to TEST_ADDRESS; answers the order's number. */
export async function buyDemo(
  app: Express,
  cart: unknown[],
  email = 'reader@example.org',
  options: { beforePaying?: () => Promise<unknown>; address?: Record<string, string> } = {},
) {
  const sessionId = demoSessionIdFromClientSecret(await startCheckout(app, cart));
  if (!sessionId) throw new Error('not a demo checkout');
  await options.beforePaying?.();
  await request(app)
    .post(`/demo/sessions/${sessionId}/complete`)
    .send({ email, address: options.address ?? TEST_ADDRESS })
    .expect(200);
  return numberOf(sessionId);
}

/** A Stripe purchase: the buyer pays, Stripe's webhook arrives; answers the order's number. */
export async function buyStripe(
  app: Express,
  stripe: FakeStripe,
  cart: unknown[],
  email = 'buyer@example.org',
) {
  await startCheckout(app, cart);
  const [sessionId] = [...stripe.sessions.keys()].slice(-1);
  if (!sessionId) throw new Error('no Stripe session');
  const paid = stripe.pay(sessionId, email);
  await postStripeEvent(app, 'checkout.session.completed', paid).expect(200);
  return numberOf(sessionId);
}

export const postStripeEvent = (
  app: Express,
  type: string,
  object: Stripe.Checkout.Session | Stripe.Charge | Stripe.Refund,
) => {
  return postSignedEvent(app, signedStripeEvent(type, object));
};

/** A paid order written straight to the database (for lists, where the story does not matter). */
export async function createPaidOrder(product: { _id: unknown; name: string }) {
  const order = await OrderModel.create({
    status: 'paid',
    provider: 'demo',
    customerEmail: 'reader@example.org',
    paidAt: new Date(),
    lines: [
      { product: product._id, name: product.name, format: 'digital', unitPrice: 2, quantity: 1 },
    ],
    total: 2,
  });
  return order.number;
}

async function numberOf(sessionId: string): Promise<string> {
  const order = await OrderModel.findOne({ sessionId }).lean();
  if (!order?.number) throw new Error(`no numbered order for ${sessionId}`);
  return order.number;
}

/** A charge as Stripe describes it in `charge.refunded`. */
export const refundedCharge = (paymentIntent: string, amount: number, amountRefunded: number) =>
  ({
    id: `ch_${randomBytes(8).toString('hex')}`,
    object: 'charge',
    amount,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= amount,
    payment_intent: paymentIntent,
    currency: 'usd',
  }) as unknown as Stripe.Charge;
