import request from 'supertest';
import { checkoutSessionResponseSchema, demoSessionIdFromClientSecret } from '@ministry/contracts';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DownloadGrantModel, OrderModel, ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe.js';
import {
  buildTestApp,
  cartLine,
  createProduct,
  TEST_ADDRESS,
  type TestApp,
} from '../testing/harness.js';
import { deliverStripeEvent, namedOrders } from '../testing/permutations.js';

/*
 * A cart paid by a bank debit (an asynchronous payment): Stripe sends
 * `checkout.session.completed` with `payment_status: 'unpaid'` when the buyer finishes the form,
 * then `checkout.session.async_payment_succeeded` (or `…_failed`) once the bank answers. Stripe
 * promises no order between them and may send each again, so every order, each event twice,
 * must end in one state: paid once (stock sold once, one link, one email), or failed with the
 * held stock back on sale.
 *
 * The demo provider has no asynchronous payment (its pretend card pays at once) and no events:
 * its news of a payment comes through two doors, the card form's "Pay" and the return page's
 * status check, which may each come twice and in any order, and must end the same way.
 */

useTestDatabase();

let stripe: FakeStripe;
let shop: TestApp;
let demo: TestApp;
beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await buildTestApp(stripe.env());
  demo = await buildTestApp();
});
afterAll(() => stripe.close());
beforeEach(async () => {
  stripe.reset();
  await shop.clearOutbox();
  await demo.clearOutbox();
});

const BUYER = 'debit@example.org';

/** A checkout of a booklet ($4.50, a download) and a prayer rope ($12, 3 in stock), finished unpaid. */
async function bankDebitCheckout() {
  const booklet = await createProduct({ name: 'Akathist', price: 4.5 });
  const rope = await createProduct({ name: 'Rope', format: 'physical', price: 12, stock: 3 });
  await request(shop.app)
    .post('/create-checkout-session')
    .send({ cartItems: [cartLine(booklet), cartLine(rope, { price: 12 })] })
    .expect(200);
  const order = await OrderModel.findOne().lean();
  const open = stripe.sessions.get(order?.sessionId ?? '');
  if (!order || !open) throw new Error('no checkout session was opened');

  // The session as Stripe shows it once the buyer submitted the form: complete, money not yet in.
  const completed = {
    ...open,
    status: 'complete',
    payment_status: 'unpaid',
    payment_intent: 'pi_bank_debit',
    customer_details: { email: BUYER, name: 'Anna Buyer' },
    collected_information: {
      shipping_details: {
        name: 'Anna Buyer',
        address: {
          line1: '1 Monastery Rd',
          line2: null,
          city: 'Jordanville',
          state: 'NY',
          postal_code: '13361',
          country: 'US',
        },
      },
    },
  } as unknown as Stripe.Checkout.Session;
  const paid = { ...completed, payment_status: 'paid' } as Stripe.Checkout.Session;
  stripe.sessions.set(open.id, completed);

  return { orderId: order._id, ropeId: rope._id, completed, paid };
}

type Succeeding = 'completed' | 'succeeded';
type Failing = 'completed' | 'failed';

describe('a cart paid asynchronously, its events in any order and each twice', () => {
  it.each(namedOrders<Succeeding>(['completed', 'completed', 'succeeded', 'succeeded']))(
    '%s: paid once, stock sold once, one link, one email',
    async (_name, order) => {
      const { orderId, ropeId, completed, paid } = await bankDebitCheckout();
      const events = {
        completed: () => deliverStripeEvent(shop.app, 'checkout.session.completed', completed),
        succeeded: () =>
          deliverStripeEvent(shop.app, 'checkout.session.async_payment_succeeded', paid),
      };

      for (const name of order) await events[name]();

      const after = await OrderModel.findById(orderId).lean();
      expect(after).toMatchObject({
        status: 'paid',
        customerEmail: BUYER,
        paymentIntentId: 'pi_bank_debit',
        stockHold: 'sold',
        shipping: { name: 'Anna Buyer', address: { postalCode: '13361' } },
        needsAttention: false,
      });
      expect(after?.timeline.filter((event) => event.type === 'paid')).toHaveLength(1);
      expect((await ProductModel.findById(ropeId).lean())?.stock).toBe(2);
      expect(await DownloadGrantModel.countDocuments({ order: orderId })).toBe(1);
      const outbox = await shop.readOutbox();
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toContain(BUYER);
    },
  );

  it.each(namedOrders<Failing>(['completed', 'completed', 'failed', 'failed']))(
    '%s: failed, the held rope back on sale, nothing delivered',
    async (_name, order) => {
      const { orderId, ropeId, completed } = await bankDebitCheckout();
      const events = {
        completed: () => deliverStripeEvent(shop.app, 'checkout.session.completed', completed),
        failed: () =>
          deliverStripeEvent(shop.app, 'checkout.session.async_payment_failed', completed),
      };

      for (const name of order) await events[name]();

      expect(await OrderModel.findById(orderId).lean()).toMatchObject({
        status: 'failed',
        stockHold: 'released',
        customerEmail: BUYER,
      });
      expect((await ProductModel.findById(ropeId).lean())?.stock).toBe(3);
      expect(await DownloadGrantModel.countDocuments({ order: orderId })).toBe(0);
      expect(await shop.readOutbox()).toHaveLength(0);
    },
  );
});

describe('a demo cart, its payment and the return page’s check in any order and each twice', () => {
  type Door = 'pay' | 'status';

  it.each(namedOrders<Door>(['pay', 'pay', 'status', 'status']))(
    '%s: paid once, stock sold once, one link, one email',
    async (_name, order) => {
      const booklet = await createProduct({ name: 'Akathist', price: 4.5 });
      const rope = await createProduct({ name: 'Rope', format: 'physical', price: 12, stock: 3 });
      const started = await request(demo.app)
        .post('/create-checkout-session')
        .send({ cartItems: [cartLine(booklet), cartLine(rope, { price: 12 })] })
        .expect(200);
      const sessionId = demoSessionIdFromClientSecret(
        checkoutSessionResponseSchema.parse(started.body).clientSecret,
      );
      const doors = {
        pay: () =>
          request(demo.app)
            .post(`/demo/sessions/${sessionId}/complete`)
            .send({ email: BUYER, address: TEST_ADDRESS })
            .expect(200),
        status: () =>
          request(demo.app).get('/session-status').query({ session_id: sessionId }).expect(200),
      };

      for (const name of order) await doors[name]();

      const after = await OrderModel.findOne({ sessionId }).lean();
      expect(after).toMatchObject({ status: 'paid', customerEmail: BUYER, stockHold: 'sold' });
      expect(after?.timeline.filter((event) => event.type === 'paid')).toHaveLength(1);
      expect((await ProductModel.findById(rope._id).lean())?.stock).toBe(2);
      expect(await DownloadGrantModel.countDocuments({ order: after?._id })).toBe(1);
      expect(await demo.readOutbox()).toHaveLength(1);
    },
  );
});
