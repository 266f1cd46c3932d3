import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  checkoutSessionResponseSchema,
  demoSessionIdFromClientSecret,
  sessionStatusResponseSchema,
} from '@ministry/contracts';
import { DownloadGrantModel, OrderModel, ProductModel, verifyDownloadToken } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import {
  TEST_ADDRESS,
  TEST_DOWNLOAD_SECRET,
  TEST_WEB_ORIGIN,
  buildTestApp,
  cartLine,
  createProduct,
} from '../testing/harness.js';

useTestDatabase();

const startCheckout = async (
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  cart: unknown[],
) => {
  const response = await request(app)
    .post('/create-checkout-session')
    .send({ cartItems: cart })
    .expect(200);
  const { clientSecret } = checkoutSessionResponseSchema.parse(response.body);
  const sessionId = demoSessionIdFromClientSecret(clientSecret);
  if (!sessionId) throw new Error(`not a demo client secret: ${clientSecret}`);
  return sessionId;
};

describe('a demo purchase, from cart to download link', () => {
  it('answers a client secret from which the web derives the session id', async () => {
    const { app } = await buildTestApp();
    const booklet = await createProduct();
    const response = await request(app)
      .post('/create-checkout-session')
      .send({ cartItems: [cartLine(booklet)] })
      .expect(200);
    const { clientSecret } = checkoutSessionResponseSchema.parse(response.body);
    expect(clientSecret).toMatch(/^demo_cs_[a-f\d]{32}_secret_[a-f\d]{32}$/);
    const sessionId = demoSessionIdFromClientSecret(clientSecret);
    expect(await OrderModel.exists({ sessionId })).toBeTruthy();
    expect(demoSessionIdFromClientSecret('cs_test_a1_secret_b2')).toBeUndefined();
  });

  it('takes a cart through payment to an email with working download links', async () => {
    const { app, readOutbox } = await buildTestApp();
    const booklet = await createProduct({ name: 'Akathist to the Theotokos', price: 4.5 });
    const rope = await createProduct({
      name: 'Prayer Rope',
      format: 'physical',
      price: 12,
      stock: 3,
    });

    const sessionId = await startCheckout(app, [
      cartLine(booklet),
      cartLine(rope, { quantity: 2 }),
    ]);

    const open = await request(app)
      .get('/session-status')
      .query({ session_id: sessionId })
      .expect(200);
    expect(open.body).toEqual({ status: 'open', customer_email: null });

    const completed = await request(app)
      .post(`/demo/sessions/${sessionId}/complete`)
      .send({ email: ' Reader@Example.org ', address: TEST_ADDRESS })
      .expect(200);
    expect(completed.body).toEqual({
      status: 'complete',
      returnUrl: `/return?session_id=${sessionId}`,
    });

    const done = await request(app)
      .get('/session-status')
      .query({ session_id: sessionId })
      .expect(200);
    const status = sessionStatusResponseSchema.parse(done.body);
    expect(status).toMatchObject({
      status: 'complete',
      customer_email: 'reader@example.org',
      total: 33.5,
      shipping: {
        amount: 5,
        name: 'Anna Buyer',
        address: {
          line1: '1 Monastery Rd',
          city: 'Jordanville',
          region: 'NY',
          postalCode: '13361',
          country: 'US',
        },
      },
      lines: [
        { name: 'Akathist to the Theotokos', format: 'digital', unitPrice: 4.5, quantity: 1 },
        { name: 'Prayer Rope', format: 'physical', unitPrice: 12, quantity: 2 },
      ],
    });
    expect(status.lines?.[1]?.downloadUrl).toBeUndefined();

    const downloadUrl = status.lines?.[0]?.downloadUrl ?? '';
    expect(downloadUrl).toMatch(/^\/api\/downloads\/[\w-]+\.[\w-]+$/);
    const check = verifyDownloadToken(
      downloadUrl.replace('/api/downloads/', ''),
      TEST_DOWNLOAD_SECRET,
    );
    expect(check).toMatchObject({ ok: true, claims: { productId: booklet._id.toString() } });
    const grant = await DownloadGrantModel.findById(
      check.ok ? check.claims.grantId : undefined,
    ).lean();
    // The limit is kept beside the count, so a used-up link can say "used 10 times".
    expect(grant).toMatchObject({ product: booklet._id, downloadsLeft: 10, downloadLimit: 10 });
    const thirtyDays = 30 * 24 * 60 * 60 * 1000;
    expect(grant?.expiresAt.getTime()).toBeGreaterThan(Date.now() + thirtyDays - 60_000);

    expect((await ProductModel.findById(rope._id).lean())?.stock).toBe(1);

    const emails = await readOutbox();
    expect(emails).toHaveLength(1);
    const email = emails[0] ?? '';
    expect(email).toContain('To: reader@example.org');
    expect(email).toContain('1 x Akathist to the Theotokos (digital), $4.50 each: $4.50');
    expect(email).toContain('2 x Prayer Rope (physical), $12.00 each: $24.00');
    expect(email).toContain('Shipping: $5.00');
    expect(email).toContain('Total: $33.50');
    expect(email).toContain(
      'Physical items will be sent to: Anna Buyer, 1 Monastery Rd, Jordanville, NY 13361, United States.',
    );
    expect(email).toContain(`${TEST_WEB_ORIGIN}${downloadUrl}`);
    expect(email).toContain('orders@orthodox-resources.example');
  });

  it('keeps the order and its lines as they were priced, and remembers the session', async () => {
    const { app } = await buildTestApp();
    const booklet = await createProduct({ price: 3 });
    const sessionId = await startCheckout(app, [cartLine(booklet, { quantity: 3 })]);

    const order = await OrderModel.findOne({ sessionId }).lean();
    expect(order).toMatchObject({
      status: 'pending',
      provider: 'demo',
      total: 9,
      lines: [
        { product: booklet._id, name: booklet.name, format: 'digital', unitPrice: 3, quantity: 3 },
      ],
    });
  });

  it('fulfils a demo session once however often it is completed', async () => {
    const { app, readOutbox } = await buildTestApp();
    const rope = await createProduct({ format: 'physical', price: 10, stock: 5 });
    const sessionId = await startCheckout(app, [cartLine(rope, { quantity: 2 })]);

    await Promise.all(
      Array.from({ length: 3 }, () =>
        request(app)
          .post(`/demo/sessions/${sessionId}/complete`)
          .send({ email: 'a@example.org', address: TEST_ADDRESS })
          .expect(200),
      ),
    );
    await request(app).get('/session-status').query({ session_id: sessionId }).expect(200);

    expect((await ProductModel.findById(rope._id).lean())?.stock).toBe(3);
    expect(await readOutbox()).toHaveLength(1);
  });

  it('survives a restart: a new app instance finds the session in the database', async () => {
    const first = await buildTestApp();
    const booklet = await createProduct();
    const sessionId = await startCheckout(first.app, [cartLine(booklet)]);

    const second = await buildTestApp();
    await request(second.app)
      .post(`/demo/sessions/${sessionId}/complete`)
      .send({ email: 'a@example.org' })
      .expect(200);
    const status = await request(second.app)
      .get('/session-status')
      .query({ session_id: sessionId });
    expect(status.body).toMatchObject({ status: 'complete', customer_email: 'a@example.org' });
  });

  it('reports an expired demo session and marks its order expired', async () => {
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const { app } = await buildTestApp();
    const booklet = await createProduct();
    const sessionId = await startCheckout(app, [cartLine(booklet)]);

    const { app: tomorrow } = await buildTestApp({}, { now: () => later });
    await request(tomorrow)
      .post(`/demo/sessions/${sessionId}/complete`)
      .send({ email: 'a@example.org' })
      .expect(409);
    const status = await request(tomorrow).get('/session-status').query({ session_id: sessionId });
    expect(status.body).toEqual({ status: 'expired', customer_email: null });
    expect((await OrderModel.findOne({ sessionId }).lean())?.status).toBe('expired');
  });

  it('answers 404 for an unknown session and 400 without a session id', async () => {
    const { app } = await buildTestApp();
    const unknown = `demo_cs_${'0'.repeat(32)}`;
    const missing = await request(app)
      .get('/session-status')
      .query({ session_id: unknown })
      .expect(404);
    expect(missing.body.message).toBe('No checkout session with this id.');
    const none = await request(app).get('/session-status').expect(400);
    expect(none.body.message).toContain('session_id is required');
    await request(app)
      .post(`/demo/sessions/${unknown}/complete`)
      .send({ email: 'a@example.org' })
      .expect(404);
  });

  it('refuses to complete a demo session without a valid email', async () => {
    const { app } = await buildTestApp();
    const booklet = await createProduct();
    const sessionId = await startCheckout(app, [cartLine(booklet)]);
    const response = await request(app)
      .post(`/demo/sessions/${sessionId}/complete`)
      .send({ email: 'not-an-email' })
      .expect(400);
    expect(response.body.message).toContain('body.email must be a valid email address');
  });
});
