import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { checkoutSessionResponseSchema } from '@ministry/contracts';
import { OrderModel, ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { useFakeStripe } from '../testing/fake-stripe.js';
import { buildTestApp, cartLine, createProduct, type TestApp } from '../testing/harness.js';

useTestDatabase();

type App = TestApp['app'];

const stripe = useFakeStripe();

const open = async (app: App, cart: unknown[]) => {
  const response = await request(app)
    .post('/create-checkout-session')
    .send({ cartItems: cart })
    .expect(200);
  return checkoutSessionResponseSchema.parse(response.body).clientSecret;
};

const release = (app: App, clientSecret: unknown) =>
  request(app).post('/release-checkout-session').send({ clientSecret });

const stockOf = async (product: { _id: unknown }) =>
  (await ProductModel.findById(product._id).lean())?.stock;

describe('releasing a checkout the buyer dropped', () => {
  it('gives a demo checkout’s held stock back at once, so a changed cart can take it', async () => {
    const { app } = await buildTestApp();
    const icon = await createProduct({ name: 'Icon', format: 'physical', price: 20, stock: 2 });
    const first = await open(app, [cartLine(icon, { quantity: 1 })]);
    expect(await stockOf(icon)).toBe(1);

    await release(app, first).expect(204);

    expect(await stockOf(icon)).toBe(2);
    expect((await OrderModel.findOne().lean())?.status).toBe('expired');
    await open(app, [cartLine(icon, { quantity: 2 })]);
    expect(await stockOf(icon)).toBe(0);
  });

  it('releases a Stripe checkout the same way', async () => {
    const { app } = await buildTestApp(stripe.env());
    const icon = await createProduct({ name: 'Icon', format: 'physical', price: 20, stock: 3 });
    const secret = await open(app, [cartLine(icon, { quantity: 2 })]);

    await release(app, secret).expect(204);

    expect(await stockOf(icon)).toBe(3);
  });

  it('releases nothing twice and answers 204 for a secret it does not know', async () => {
    const { app } = await buildTestApp();
    const icon = await createProduct({ name: 'Icon', format: 'physical', price: 20, stock: 2 });
    const secret = await open(app, [cartLine(icon, { quantity: 1 })]);

    await release(app, secret).expect(204);
    await release(app, secret).expect(204);
    await release(app, `demo_cs_${'0'.repeat(32)}_secret_${'1'.repeat(32)}`).expect(204);

    expect(await stockOf(icon)).toBe(2);
  });

  it('refuses what is not a client secret with a 400', async () => {
    const { app } = await buildTestApp();
    const response = await release(app, { $ne: null }).expect(400);
    expect(response.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    await release(app, 'no-secret-here').expect(400);
  });
});
