import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from '@ministry/contracts';
import { OrderModel, ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { useFakeStripe } from '../testing/fake-stripe.js';
import { buildTestApp, cartLine, createProduct, TEST_WEB_ORIGIN } from '../testing/harness.js';
import { CHECKOUT_HOLD_MS } from './stock-holds.js';

useTestDatabase();

const stripe = useFakeStripe();

const sessionCreations = () =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');

describe('POST /create-checkout-session in Stripe mode', () => {
  it('sends Stripe the database prices and an embedded payment session, never the browser prices', async () => {
    const start = new Date();
    const { app } = await buildTestApp(stripe.env(), { now: () => start });
    const rope = await createProduct({
      name: 'Prayer Rope',
      format: 'physical',
      price: 12,
      stock: 4,
      stripePriceId: 'price_rope',
    });
    const booklet = await createProduct({ name: 'Akathist', price: 4.5 });

    const response = await request(app)
      .post('/create-checkout-session')
      .send({
        cartItems: [
          cartLine(rope, { quantity: 2, price: 0.01, priceId: 'price_cheap' }),
          cartLine(booklet, { price: 0.01, priceId: 'price_cheap' }),
        ],
      })
      .expect(200);

    const order = await OrderModel.findOne().lean();
    const [created] = sessionCreations();
    expect(created?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(created?.headers.authorization).toBe('Bearer sk_test_fake');
    expect(created?.body).toEqual({
      ui_mode: 'embedded_page',
      mode: 'payment',
      line_items: [
        { price: 'price_rope', quantity: '2' },
        {
          price_data: {
            currency: 'usd',
            unit_amount: '450',
            product_data: { name: 'Akathist (digital)' },
          },
          quantity: '1',
        },
      ],
      return_url: `${TEST_WEB_ORIGIN}/return?session_id={CHECKOUT_SESSION_ID}`,
      // The session ends with the rope's stock hold.
      expires_at: String(Math.floor((start.getTime() + CHECKOUT_HOLD_MS) / 1000)),
      client_reference_id: order?._id.toString(),
      metadata: { orderId: order?._id.toString() },
      // The owner's countries and rate (the defaults: the US, $5.00, free from $50.00).
      shipping_address_collection: { allowed_countries: ['US'] },
      shipping_options: [
        {
          shipping_rate_data: {
            type: 'fixed_amount',
            display_name: 'Standard shipping',
            fixed_amount: { amount: '500', currency: 'usd' },
          },
        },
      ],
    });

    const session = stripe.sessions.get(order?.sessionId ?? '');
    // The server's total, which the checkout page shows.
    expect(response.body).toEqual({ clientSecret: session?.client_secret, total: 33.5 });
    expect(order).toMatchObject({
      status: 'pending',
      provider: 'stripe',
      total: 33.5,
      shippingAmount: 5,
    });
    expect((await ProductModel.findById(rope._id).lean())?.stock).toBe(2);
  });

  it('keeps a physical checkout open 35 minutes (Stripe asks 30), holding its stock as long', async () => {
    const start = new Date();
    const { app } = await buildTestApp(stripe.env(), { now: () => start });
    const rope = await createProduct({ format: 'physical', price: 10, stock: 1 });

    await request(app)
      .post('/create-checkout-session')
      .send({ cartItems: [cartLine(rope)] })
      .expect(200);

    // Stripe's `expires_at` counts whole seconds.
    const expiresAt = Number(sessionCreations()[0]?.body.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(start.getTime() / 1000) + 35 * 60);
    const order = await OrderModel.findOne().lean();
    expect(order?.holdExpiresAt?.getTime()).toBeGreaterThanOrEqual(expiresAt * 1000);
  });

  it('asks for no shipping address when every line is digital', async () => {
    const { app } = await buildTestApp(stripe.env());
    const booklet = await createProduct({ price: 2 });
    await request(app)
      .post('/create-checkout-session')
      .send({ cartItems: [cartLine(booklet)] })
      .expect(200);
    expect(sessionCreations()[0]?.body).not.toHaveProperty('shipping_address_collection');
  });

  it('marks the order failed and answers 502 when Stripe cannot be reached', async () => {
    const { app } = await buildTestApp(stripe.env());
    const booklet = await createProduct();
    stripe.failWith(500);

    const response = await request(app)
      .post('/create-checkout-session')
      .send({ cartItems: [cartLine(booklet)] })
      .expect(502);

    expect(response.body.message).toBe(
      'The payment service could not start your checkout. Please try again in a moment.',
    );
    // The SDK retried, always with the same idempotency key: never a second session.
    const attempts = sessionCreations();
    expect(attempts.length).toBeGreaterThan(1);
    expect(new Set(attempts.map((attempt) => attempt.headers['idempotency-key'])).size).toBe(1);
    const order = await OrderModel.findOne().lean();
    expect(order?.status).toBe('failed');
    expect(order?.sessionId).toBeUndefined();
  });
});

describe('GET /session-status in Stripe mode', () => {
  const startCheckout = async (app: Awaited<ReturnType<typeof buildTestApp>>['app']) => {
    const booklet = await createProduct({ name: 'Akathist', price: 4.5 });
    const rope = await createProduct({ name: 'Rope', format: 'physical', price: 10, stock: 3 });
    await request(app)
      .post('/create-checkout-session')
      .send({ cartItems: [cartLine(booklet), cartLine(rope)] })
      .expect(200);
    const order = await OrderModel.findOne().lean();
    return { sessionId: order?.sessionId ?? '', rope };
  };

  it('reports an open session as Stripe sees it', async () => {
    const { app } = await buildTestApp(stripe.env());
    const { sessionId } = await startCheckout(app);
    const response = await request(app).get('/session-status').query({ session_id: sessionId });
    expect(response.body).toEqual({ status: 'open', customer_email: null });
  });

  it('fulfils a paid session itself when the webhook has not arrived', async () => {
    const { app, readOutbox } = await buildTestApp(stripe.env());
    const { sessionId, rope } = await startCheckout(app);
    stripe.pay(sessionId, 'buyer@example.org');

    const response = await request(app)
      .get('/session-status')
      .query({ session_id: sessionId })
      .expect(200);

    expect(response.body).toMatchObject({
      status: 'complete',
      customer_email: 'buyer@example.org',
      // $14.50 of items and the flat $5.00 shipping (no address in this fake session).
      total: 19.5,
      shipping: { amount: 5 },
      lines: [
        {
          name: 'Akathist',
          format: 'digital',
          quantity: 1,
          downloadUrl: expect.stringMatching(/^\/api\/downloads\//),
        },
        { name: 'Rope', format: 'physical', quantity: 1 },
      ],
    });
    expect((await OrderModel.findOne().lean())?.status).toBe('paid');
    expect((await ProductModel.findById(rope._id).lean())?.stock).toBe(2);
    expect(await readOutbox()).toHaveLength(1);
  });

  it('answers 404 for a session id it never created, without asking Stripe', async () => {
    const { app } = await buildTestApp(stripe.env());
    await request(app).get('/session-status').query({ session_id: 'cs_test_unknown' }).expect(404);
    expect(stripe.requests).toHaveLength(0);
  });

  it('answers 502 when Stripe cannot be asked', async () => {
    const { app } = await buildTestApp(stripe.env());
    const { sessionId } = await startCheckout(app);
    stripe.failWith(500);
    const response = await request(app).get('/session-status').query({ session_id: sessionId });
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({
      code: 'payment_provider_unavailable',
      message: 'The payment service could not be reached. Please try again in a moment.',
    });
  });
});
