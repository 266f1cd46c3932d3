import request from 'supertest';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  checkoutSessionResponseSchema,
  demoSessionIdFromClientSecret,
  shippingTermsSchema,
} from '@ministry/contracts';
import { OrderModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { useFakeStripe } from '../testing/fake-stripe.js';
import { buildTestApp, cartLine, createProduct, TEST_ADDRESS } from '../testing/harness.js';
import { postStripeEvent } from '../testing/orders.js';

useTestDatabase();

const stripe = useFakeStripe();

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

const OWNER_RATES = {
  SHIPPING_FLAT_RATE: '6.50',
  SHIPPING_FREE_FROM: '40',
  SHIPPING_COUNTRIES: 'US, ca',
};

const startCheckout = async (app: App, cart: unknown[]) => {
  const response = await request(app)
    .post('/create-checkout-session')
    .send({ cartItems: cart })
    .expect(200);
  return checkoutSessionResponseSchema.parse(response.body).clientSecret;
};

const stripeSessionParams = () =>
  stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')?.body;

describe('GET /shipping', () => {
  it("answers the owner's rate, free-shipping subtotal and countries, with their names", async () => {
    const { app } = await buildTestApp(OWNER_RATES);
    const response = await request(app).get('/shipping').expect(200);
    expect(shippingTermsSchema.parse(response.body)).toEqual({
      currency: 'usd',
      flatRate: 6.5,
      freeFrom: 40,
      countries: [
        { code: 'US', name: 'United States' },
        { code: 'CA', name: 'Canada' },
      ],
    });
  });

  it('says when shipping is never free', async () => {
    const { app } = await buildTestApp({ SHIPPING_FREE_FROM: 'never' });
    const response = await request(app).get('/shipping').expect(200);
    expect(response.body).toMatchObject({ flatRate: 5, freeFrom: null });
  });
});

describe('shipping in demo mode', () => {
  const rope = () => createProduct({ name: 'Rope', format: 'physical', price: 12, stock: 5 });

  it('charges the flat rate below the free-shipping subtotal and stores the address', async () => {
    const { app, readOutbox } = await buildTestApp(OWNER_RATES);
    const secret = await startCheckout(app, [cartLine(await rope())]);
    const sessionId = demoSessionIdFromClientSecret(secret) ?? '';
    expect(await OrderModel.findOne().lean()).toMatchObject({ total: 18.5, shippingAmount: 6.5 });

    await request(app)
      .post(`/demo/sessions/${sessionId}/complete`)
      .send({ email: 'reader@example.org', address: { ...TEST_ADDRESS, country: 'ca' } })
      .expect(200);

    const order = await OrderModel.findOne().lean();
    expect(order).toMatchObject({
      status: 'paid',
      total: 18.5,
      shippingAmount: 6.5,
      shipping: { name: 'Anna Buyer', address: { line1: '1 Monastery Rd', country: 'CA' } },
    });
    // The demo charged what the order says: nothing for the owner to look at.
    expect(order?.needsAttention).toBe(false);
    const [email] = await readOutbox();
    expect(email).toContain('Shipping: $6.50');
    expect(email).toContain('Total: $18.50');
    expect(email).toContain('Jordanville NY 13361, Canada');
  });

  it('ships free at or above the free-shipping subtotal', async () => {
    const { app } = await buildTestApp(OWNER_RATES);
    const secret = await startCheckout(app, [cartLine(await rope(), { quantity: 4 })]);
    await request(app)
      .post(`/demo/sessions/${demoSessionIdFromClientSecret(secret) ?? ''}/complete`)
      .send({ email: 'reader@example.org', address: TEST_ADDRESS })
      .expect(200);
    const status = await request(app)
      .get('/session-status')
      .query({ session_id: demoSessionIdFromClientSecret(secret) })
      .expect(200);
    expect(status.body).toMatchObject({ total: 48, shipping: { amount: 0, name: 'Anna Buyer' } });
  });

  it('charges no shipping and asks no address for digital items', async () => {
    const { app } = await buildTestApp(OWNER_RATES);
    const secret = await startCheckout(app, [cartLine(await createProduct({ price: 3 }))]);
    await request(app)
      .post(`/demo/sessions/${demoSessionIdFromClientSecret(secret) ?? ''}/complete`)
      .send({ email: 'reader@example.org' })
      .expect(200);
    const order = await OrderModel.findOne().lean();
    expect(order).toMatchObject({ status: 'paid', total: 3 });
    expect(order?.shippingAmount).toBeUndefined();
    const status = await request(app)
      .get('/session-status')
      .query({ session_id: order?.sessionId })
      .expect(200);
    expect(status.body).not.toHaveProperty('shipping');
  });

  it('refuses to take the payment without an address, naming each field, and loses nothing', async () => {
    const { app, readOutbox } = await buildTestApp(OWNER_RATES);
    const secret = await startCheckout(app, [cartLine(await rope())]);
    const sessionId = demoSessionIdFromClientSecret(secret) ?? '';

    const missing = await request(app)
      .post(`/demo/sessions/${sessionId}/complete`)
      .send({ email: 'reader@example.org' })
      .expect(400);
    expect(missing.body.message).toBe(
      'Please give the delivery address for the physical items in your order.',
    );
    const details = missing.body.details as { path: string }[];
    expect(details.map((detail) => detail.path)).toEqual([
      'body.address.name',
      'body.address.line1',
      'body.address.city',
      'body.address.postalCode',
      'body.address.country',
    ]);

    const blank = await request(app)
      .post(`/demo/sessions/${sessionId}/complete`)
      .send({ email: 'reader@example.org', address: { ...TEST_ADDRESS, city: ' ' } })
      .expect(400);
    expect(blank.body.details).toEqual([{ path: 'body.address.city', message: 'is required' }]);

    const abroad = await request(app)
      .post(`/demo/sessions/${sessionId}/complete`)
      .send({ email: 'reader@example.org', address: { ...TEST_ADDRESS, country: 'GB' } })
      .expect(400);
    expect(abroad.body.details).toEqual([
      {
        path: 'body.address.country',
        message: 'must be one we ship to: United States, Canada',
      },
    ]);

    // Still open and unpaid: the buyer corrects the form and pays.
    expect((await OrderModel.findOne().lean())?.status).toBe('pending');
    expect(await readOutbox()).toHaveLength(0);
    await request(app)
      .post(`/demo/sessions/${sessionId}/complete`)
      .send({ email: 'reader@example.org', address: TEST_ADDRESS })
      .expect(200);
    expect((await OrderModel.findOne().lean())?.status).toBe('paid');
  });

  it('refuses a US address without its state or with a ZIP code the post cannot read', async () => {
    const { app } = await buildTestApp(OWNER_RATES);
    const secret = await startCheckout(app, [cartLine(await rope())]);
    const sessionId = demoSessionIdFromClientSecret(secret) ?? '';
    const { region: _region, ...stateless } = TEST_ADDRESS;

    const noState = await request(app)
      .post(`/demo/sessions/${sessionId}/complete`)
      .send({ email: 'reader@example.org', address: stateless })
      .expect(400);
    expect(noState.body.details).toEqual([{ path: 'body.address.region', message: 'is required' }]);

    const badZip = await request(app)
      .post(`/demo/sessions/${sessionId}/complete`)
      .send({ email: 'reader@example.org', address: { ...TEST_ADDRESS, postalCode: '1336' } })
      .expect(400);
    expect(badZip.body.details).toEqual([
      { path: 'body.address.postalCode', message: 'must be 5 digits, or ZIP+4 (12345-6789)' },
    ]);
    expect((await OrderModel.findOne().lean())?.status).toBe('pending');
  });

  it('keeps the state the demo form gave and shows it where the buyer and the owner look', async () => {
    const { app, readOutbox } = await buildTestApp(OWNER_RATES);
    const secret = await startCheckout(app, [cartLine(await rope())]);
    const sessionId = demoSessionIdFromClientSecret(secret) ?? '';
    const springfield = {
      ...TEST_ADDRESS,
      city: 'Springfield',
      region: 'il',
      postalCode: '62701',
    };

    await request(app)
      .post(`/demo/sessions/${sessionId}/complete`)
      .send({ email: 'reader@example.org', address: springfield })
      .expect(200);

    const status = await request(app)
      .get('/session-status')
      .query({ session_id: sessionId })
      .expect(200);
    expect(status.body.shipping.address).toMatchObject({
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'US',
    });
    const [email] = await readOutbox();
    expect(email).toContain('Springfield, IL 62701');
  });
});

describe('shipping in Stripe mode', () => {
  it('offers one free rate above the free-shipping subtotal, only where the owner ships', async () => {
    const { app } = await buildTestApp({ ...stripe.env(), ...OWNER_RATES });
    const rope = await createProduct({ format: 'physical', price: 25, stock: 5 });
    await startCheckout(app, [cartLine(rope, { quantity: 2 })]);

    expect(stripeSessionParams()).toMatchObject({
      shipping_address_collection: { allowed_countries: ['US', 'CA'] },
      shipping_options: [
        {
          shipping_rate_data: {
            type: 'fixed_amount',
            display_name: 'Free shipping',
            fixed_amount: { amount: '0', currency: 'usd' },
          },
        },
      ],
    });
    expect(stripeSessionParams()).not.toHaveProperty('automatic_tax');
    expect(await OrderModel.findOne().lean()).toMatchObject({ total: 50, shippingAmount: 0 });
  });

  it('asks Stripe Tax for sales tax when the owner turned it on, and keeps the tax apart', async () => {
    const { app } = await buildTestApp({ ...stripe.env(), STRIPE_AUTOMATIC_TAX: 'true' });
    const rope = await createProduct({ format: 'physical', price: 10, stock: 5 });
    await startCheckout(app, [cartLine(rope)]);

    expect(stripeSessionParams()).toMatchObject({
      automatic_tax: { enabled: 'true' },
      line_items: [{ price_data: { unit_amount: '1000', tax_behavior: 'exclusive' } }],
      shipping_options: [
        {
          shipping_rate_data: {
            fixed_amount: { amount: '500', currency: 'usd' },
            tax_behavior: 'exclusive',
            tax_code: 'txcd_92010001',
          },
        },
      ],
    });

    const order = await OrderModel.findOne().lean();
    const session = stripe.sessions.get(order?.sessionId ?? '');
    const paid = {
      ...stripe.pay(session?.id ?? '', 'buyer@example.org'),
      // $15.00 and $1.20 of tax that Stripe added.
      amount_total: 1620,
      total_details: { amount_discount: 0, amount_shipping: 500, amount_tax: 120 },
      collected_information: {
        shipping_details: {
          name: 'Anna Buyer',
          address: {
            line1: '1 Monastery Rd',
            city: 'Jordanville',
            postal_code: '13361',
            country: 'US',
          },
        },
      },
    } as unknown as Stripe.Checkout.Session;
    await postStripeEvent(app, 'checkout.session.completed', paid).expect(200);

    expect(await OrderModel.findOne().lean()).toMatchObject({
      status: 'paid',
      total: 15,
      shippingAmount: 5,
      tax: 1.2,
      needsAttention: false,
      shipping: { name: 'Anna Buyer', address: { postalCode: '13361', country: 'US' } },
    });
  });

  it('stores the address Stripe collected from the completed session', async () => {
    const { app } = await buildTestApp(stripe.env());
    const rope = await createProduct({ format: 'physical', price: 10, stock: 5 });
    await startCheckout(app, [cartLine(rope)]);
    const order = await OrderModel.findOne().lean();
    const paid = {
      ...stripe.pay(order?.sessionId ?? '', 'buyer@example.org'),
      collected_information: {
        shipping_details: {
          name: 'Anna Buyer',
          address: {
            line1: '1 Monastery Rd',
            line2: 'Gate house',
            city: 'Jordanville',
            state: 'NY',
            postal_code: '13361',
            country: 'US',
          },
        },
      },
    } as unknown as Stripe.Checkout.Session;
    await postStripeEvent(app, 'checkout.session.completed', paid).expect(200);

    const status = await request(app)
      .get('/session-status')
      .query({ session_id: order?.sessionId })
      .expect(200);
    expect(status.body.shipping).toEqual({
      amount: 5,
      name: 'Anna Buyer',
      address: {
        line1: '1 Monastery Rd',
        line2: 'Gate house',
        city: 'Jordanville',
        region: 'NY',
        postalCode: '13361',
        country: 'US',
      },
    });
  });

  it("shows the state of an order stored before the region had its own name (Stripe's state)", async () => {
    const { app } = await buildTestApp(stripe.env());
    const rope = await createProduct({ format: 'physical', price: 10, stock: 5 });
    await startCheckout(app, [cartLine(rope)]);
    const order = await OrderModel.findOne().lean();
    await postStripeEvent(
      app,
      'checkout.session.completed',
      stripe.pay(order?.sessionId ?? '', 'buyer@example.org'),
    ).expect(200);
    await OrderModel.collection.updateOne(
      { _id: order?._id },
      {
        $set: {
          shipping: {
            name: 'Anna Buyer',
            address: { city: 'Jordanville', state: 'NY', postalCode: '13361', country: 'US' },
          },
        },
      },
    );

    const status = await request(app)
      .get('/session-status')
      .query({ session_id: order?.sessionId })
      .expect(200);
    expect(status.body.shipping.address).toEqual({
      city: 'Jordanville',
      region: 'NY',
      postalCode: '13361',
      country: 'US',
    });
  });
});
