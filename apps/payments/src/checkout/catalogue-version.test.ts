import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { checkoutSessionResponseSchema } from '@ministry/contracts';
import { readCatalogueVersion } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { buildTestApp, cartLine, createProduct, type TestApp } from '../testing/harness.js';

useTestDatabase();

const open = async (app: TestApp['app'], cart: unknown[]) => {
  const response = await request(app)
    .post('/create-checkout-session')
    .send({ cartItems: cart })
    .expect(200);
  return checkoutSessionResponseSchema.parse(response.body).clientSecret;
};

// The api caches the catalogue, stock included, until this stamp moves (packages/db).
describe('stock changes in payments move the catalogue version', () => {
  it('bumps it when a checkout takes stock and again when a dropped checkout gives it back', async () => {
    const { app } = await buildTestApp();
    const icon = await createProduct({ name: 'Icon', format: 'physical', price: 20, stock: 2 });
    const before = await readCatalogueVersion();

    const secret = await open(app, [cartLine(icon, { quantity: 1 })]);
    const afterSale = await readCatalogueVersion();
    expect(afterSale).toBeGreaterThan(before);

    await request(app).post('/release-checkout-session').send({ clientSecret: secret }).expect(204);
    expect(await readCatalogueVersion()).toBeGreaterThan(afterSale);
  });

  it('leaves it alone for a checkout of digital items, which takes no stock', async () => {
    const { app } = await buildTestApp();
    const booklet = await createProduct({ name: 'Akathist', price: 4.5 });
    const before = await readCatalogueVersion();

    await open(app, [cartLine(booklet)]);

    expect(await readCatalogueVersion()).toBe(before);
  });
});
