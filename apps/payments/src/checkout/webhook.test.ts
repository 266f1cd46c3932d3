import request from 'supertest';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { DownloadGrantModel, OrderModel, ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import type { Mailer } from '@ministry/mail';
import { useFakeStripe } from '../testing/fake-stripe.js';
import {
  buildTestApp,
  cartLine,
  createProduct,
  signedStripeEvent,
  signedStripePayload,
  type TestApp,
} from '../testing/harness.js';

useTestDatabase();

const stripe = useFakeStripe();

type App = TestApp['app'];

/** Starts a checkout for the cart and answers the Stripe session it opened. */
async function checkoutSession(app: App, cart: unknown[]): Promise<Stripe.Checkout.Session> {
  await request(app).post('/create-checkout-session').send({ cartItems: cart }).expect(200);
  const order = await OrderModel.findOne().sort({ _id: -1 }).lean();
  const session = stripe.sessions.get(order?.sessionId ?? '');
  if (!session) throw new Error('no session was created');
  return session;
}

const deliver = (app: App, event: { payload: string; signature: string }) =>
  request(app)
    .post('/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', event.signature)
    .send(event.payload);

describe('POST /webhook', () => {
  it('refuses an event whose signature does not match, changing nothing', async () => {
    const { app, readOutbox } = await buildTestApp(stripe.env());
    const rope = await createProduct({ format: 'physical', price: 5, stock: 3 });
    const session = await checkoutSession(app, [cartLine(rope)]);
    const forged = signedStripeEvent(
      'checkout.session.completed',
      stripe.pay(session.id, 'thief@example.org'),
      'whsec_not_the_real_secret',
    );

    const response = await deliver(app, forged).expect(400);

    expect(response.body.message).toBe('Webhook signature verification failed');
    expect((await OrderModel.findOne().lean())?.status).toBe('pending');
    // One held by the open checkout, none sold.
    expect((await ProductModel.findById(rope._id).lean())?.stock).toBe(2);
    expect((await OrderModel.findOne().lean())?.stockHold).toBe('held');
    expect(await readOutbox()).toHaveLength(0);
  });

  it('refuses an event without a signature or with a changed body', async () => {
    const { app } = await buildTestApp(stripe.env());
    const booklet = await createProduct();
    const session = await checkoutSession(app, [cartLine(booklet)]);
    const event = signedStripeEvent('checkout.session.completed', stripe.pay(session.id, 'a@b.co'));

    await request(app)
      .post('/webhook')
      .set('Content-Type', 'application/json')
      .send(event.payload)
      .expect(400);
    await deliver(app, { ...event, payload: event.payload.replace('a@b.co', 'c@d.co') }).expect(
      400,
    );
    expect((await OrderModel.findOne().lean())?.status).toBe('pending');
  });

  it('fulfils a paid checkout: order paid, stock taken, grant issued, email sent', async () => {
    const { app, readOutbox } = await buildTestApp(stripe.env());
    const rope = await createProduct({ name: 'Rope', format: 'physical', price: 10, stock: 3 });
    const booklet = await createProduct({ name: 'Akathist', price: 4.5 });
    const session = await checkoutSession(app, [
      cartLine(rope, { quantity: 2 }),
      cartLine(booklet),
    ]);
    const paid = {
      ...stripe.pay(session.id, 'Buyer@Example.org'),
      collected_information: {
        shipping_details: {
          name: 'Anna Buyer',
          address: {
            line1: '1 Monastery Rd',
            city: 'Jordanville',
            state: 'NY',
            postal_code: '13361',
            country: 'US',
          },
        },
      },
    } as unknown as Stripe.Checkout.Session;

    const response = await deliver(
      app,
      signedStripeEvent('checkout.session.completed', paid),
    ).expect(200);

    expect(response.body).toEqual({ received: true });
    const order = await OrderModel.findOne().lean();
    expect(order).toMatchObject({
      status: 'paid',
      customerEmail: 'Buyer@Example.org',
      needsAttention: false,
      shipping: { name: 'Anna Buyer', address: { city: 'Jordanville', postalCode: '13361' } },
      // Two ropes and a booklet, $24.50, and the flat $5.00 shipping.
      shippingAmount: 5,
      total: 29.5,
    });
    expect(order?.paidAt).toBeInstanceOf(Date);
    expect((await ProductModel.findById(rope._id).lean())?.stock).toBe(1);
    expect(
      await DownloadGrantModel.find({ order: order?._id, product: booklet._id }).lean(),
    ).toHaveLength(1);
    const [email] = await readOutbox();
    expect(email).toContain('To: Buyer@example.org');
    expect(email).toContain('https://shop.example/api/downloads/');
    expect(email).toContain(
      'Physical items will be sent to: Anna Buyer, 1 Monastery Rd, Jordanville, NY 13361, United States.',
    );
  });

  it('fulfils once when the same event arrives twice, one after the other or at once', async () => {
    const { app, readOutbox } = await buildTestApp(stripe.env());
    const rope = await createProduct({ format: 'physical', price: 10, stock: 5 });
    const booklet = await createProduct();
    const session = await checkoutSession(app, [cartLine(rope), cartLine(booklet)]);
    const event = signedStripeEvent(
      'checkout.session.completed',
      stripe.pay(session.id, 'a@example.org'),
    );

    await deliver(app, event).expect(200);
    await deliver(app, event).expect(200);
    await Promise.all([deliver(app, event).expect(200), deliver(app, event).expect(200)]);

    expect((await ProductModel.findById(rope._id).lean())?.stock).toBe(4);
    expect(await readOutbox()).toHaveLength(1);
    expect(await DownloadGrantModel.countDocuments()).toBe(1);
  });

  it('fulfils once when the webhook and the return page race each other', async () => {
    const { app, readOutbox } = await buildTestApp(stripe.env());
    const rope = await createProduct({ format: 'physical', price: 10, stock: 5 });
    const session = await checkoutSession(app, [cartLine(rope, { quantity: 2 })]);
    const event = signedStripeEvent(
      'checkout.session.completed',
      stripe.pay(session.id, 'a@example.org'),
    );

    await Promise.all([
      deliver(app, event).expect(200),
      request(app).get('/session-status').query({ session_id: session.id }).expect(200),
      deliver(app, event).expect(200),
    ]);

    expect((await ProductModel.findById(rope._id).lean())?.stock).toBe(3);
    expect(await readOutbox()).toHaveLength(1);
  });

  it('waits for an asynchronous payment, then fulfils on async_payment_succeeded', async () => {
    const { app, readOutbox } = await buildTestApp(stripe.env());
    const booklet = await createProduct();
    const session = await checkoutSession(app, [cartLine(booklet)]);
    const completedUnpaid = {
      ...stripe.pay(session.id, 'a@example.org'),
      payment_status: 'unpaid',
    } as Stripe.Checkout.Session;

    await deliver(app, signedStripeEvent('checkout.session.completed', completedUnpaid)).expect(
      200,
    );
    expect((await OrderModel.findOne().lean())?.status).toBe('pending');

    const paid = stripe.pay(session.id, 'a@example.org');
    await deliver(app, signedStripeEvent('checkout.session.async_payment_succeeded', paid)).expect(
      200,
    );
    expect((await OrderModel.findOne().lean())?.status).toBe('paid');
    expect(await readOutbox()).toHaveLength(1);
  });

  it('marks the order expired when the session expires', async () => {
    const { app } = await buildTestApp(stripe.env());
    const booklet = await createProduct();
    const session = await checkoutSession(app, [cartLine(booklet)]);
    const expired = { ...session, status: 'expired' } as Stripe.Checkout.Session;

    await deliver(app, signedStripeEvent('checkout.session.expired', expired)).expect(200);

    expect((await OrderModel.findOne().lean())?.status).toBe('expired');
  });

  it('flags a paid order whose charged amount differs from its total', async () => {
    const { app } = await buildTestApp(stripe.env());
    const booklet = await createProduct({ price: 4.5, stripePriceId: 'price_old' });
    stripe.prices.set('price_old', 300);
    const session = await checkoutSession(app, [cartLine(booklet)]);

    await deliver(
      app,
      signedStripeEvent('checkout.session.completed', stripe.pay(session.id, 'a@b.co')),
    ).expect(200);

    const order = await OrderModel.findOne().lean();
    expect(order).toMatchObject({ status: 'paid', needsAttention: true });
    expect(order?.attentionReasons).toEqual([
      'Amount mismatch: the provider charged $3.00 but the order totals $4.50',
    ]);
  });

  it.each([
    ['no object at all', {}],
    ['an object that is not a checkout session', { object: { id: 'cus_1', object: 'customer' } }],
    ['a session without an id', { object: { object: 'checkout.session', status: 'complete' } }],
  ])('answers 400 to a session event with %s, changing nothing', async (_case, data) => {
    const { app } = await buildTestApp(stripe.env());
    const booklet = await createProduct();
    await checkoutSession(app, [cartLine(booklet)]);

    const response = await deliver(
      app,
      signedStripePayload('checkout.session.completed', data),
    ).expect(400);

    expect(response.body.message).toBe(
      'Webhook event checkout.session.completed has no checkout session',
    );
    expect((await OrderModel.findOne().lean())?.status).toBe('pending');
  });

  it('answers 200 to event types it does not handle', async () => {
    const { app } = await buildTestApp(stripe.env());
    const event = signedStripeEvent('customer.created', {
      id: 'cus_1',
    } as unknown as Stripe.Checkout.Session);
    await deliver(app, event).expect(200, { received: true });
  });

  it('asks Stripe to retry when the confirmation email could not be sent, and sends it then', async () => {
    const sent: string[] = [];
    let down = true;
    const mailer: Mailer = {
      send(message) {
        if (down) return Promise.reject(new Error('SMTP server unreachable'));
        sent.push(message.to);
        return Promise.resolve({ messageId: 'm1' });
      },
    };
    const { app } = await buildTestApp(stripe.env(), { mailer });
    const booklet = await createProduct();
    const session = await checkoutSession(app, [cartLine(booklet)]);
    const event = signedStripeEvent('checkout.session.completed', stripe.pay(session.id, 'a@b.co'));

    await deliver(app, event).expect(500);
    expect((await OrderModel.findOne().lean())?.status).toBe('paid');

    down = false;
    await deliver(app, event).expect(200);
    await deliver(app, event).expect(200);
    expect(sent).toEqual(['a@b.co']);
    expect((await OrderModel.findOne().lean())?.fulfilledAt).toBeInstanceOf(Date);
  });
});
