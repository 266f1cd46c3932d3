import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { OrderModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { buildTestApp, cartLine, createProduct } from '../testing/harness.js';

useTestDatabase();

const checkout = async (cartItems: unknown, status: number) => {
  const { app } = await buildTestApp();
  const response = await request(app)
    .post('/create-checkout-session')
    .send({ cartItems })
    .expect(status);
  return response.body as { message: string; clientSecret?: string };
};

describe('POST /create-checkout-session refuses what cannot be sold', () => {
  it('refuses an empty cart', async () => {
    expect((await checkout([], 400)).message).toContain('Your cart is empty.');
  });

  it('refuses a cart that is not a list', async () => {
    expect((await checkout('everything', 400)).message).toContain('cartItems must be a list');
  });

  it('refuses an unknown item, naming it', async () => {
    const ghost = {
      _id: 'f'.repeat(24),
      name: 'Lost Icon',
      selectedFormat: 'digital',
      quantity: 1,
    };
    expect((await checkout([ghost], 400)).message).toBe(
      '"Lost Icon" (digital) is not available in the shop any more.',
    );
  });

  it('refuses a format the product is not sold in', async () => {
    const booklet = await createProduct({ name: 'Psalter' });
    expect((await checkout([cartLine(booklet, { selectedFormat: 'physical' })], 400)).message).toBe(
      '"Psalter" (physical) is not available in the shop any more.',
    );
  });

  it('refuses a product the owner has archived since it was put in the cart', async () => {
    const booklet = await createProduct({ name: 'Old Calendar', status: 'archived' });
    expect((await checkout([cartLine(booklet)], 400)).message).toBe(
      '"Old Calendar" (digital) is not available in the shop any more.',
    );
  });

  it('refuses a draft, which is not in the shop yet', async () => {
    const draft = await createProduct({ name: 'New Akathist', status: 'draft' });
    expect((await checkout([cartLine(draft)], 400)).message).toBe(
      '"New Akathist" (digital) is not in the shop yet (a draft).',
    );
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it('refuses a digital item with no file or link to deliver, whatever its status says', async () => {
    const fileless = await createProduct({ name: 'Empty Booklet', downloadFile: undefined });
    expect((await checkout([cartLine(fileless)], 400)).message).toBe(
      '"Empty Booklet" (digital) has no file to download yet, so it cannot be bought.',
    );
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it('refuses a free item, which is downloaded rather than bought', async () => {
    const freebie = await createProduct({ name: 'Prayer Card', price: 0 });
    expect((await checkout([cartLine(freebie, { price: 5 })], 400)).message).toBe(
      '"Prayer Card" (digital) is free: get it from its page instead of buying it.',
    );
  });

  it.each([0, -1, 1.5, 100])('refuses a quantity of %s, naming the item', async (quantity) => {
    const booklet = await createProduct({ name: 'Psalter' });
    expect((await checkout([cartLine(booklet, { quantity })], 400)).message).toBe(
      'The quantity of "Psalter" (digital) must be a whole number from 1 to 99.',
    );
  });

  it('refuses more physical items than are in stock with 409', async () => {
    const rope = await createProduct({ name: 'Prayer Rope', format: 'physical', stock: 2 });
    expect((await checkout([cartLine(rope, { quantity: 3 })], 409)).message).toBe(
      'Only 2 of "Prayer Rope" (physical) left in stock, but your cart asks for 3.',
    );
    const gone = await createProduct({ name: 'Icon Print', format: 'physical', stock: 0 });
    expect((await checkout([cartLine(gone)], 409)).message).toBe(
      '"Icon Print" (physical) is out of stock.',
    );
  });

  it('ignores stock for digital items', async () => {
    const booklet = await createProduct({ stock: 0 });
    expect((await checkout([cartLine(booklet, { quantity: 10 })], 200)).clientSecret).toBeTruthy();
  });

  it('records no order for a refused cart', async () => {
    const rope = await createProduct({ format: 'physical', stock: 1 });
    await checkout([cartLine(rope, { quantity: 2 })], 409);
    expect(await OrderModel.countDocuments()).toBe(0);
  });
});

describe('POST /create-checkout-session prices the cart from the database', () => {
  it('merges duplicate lines of the same product and format', async () => {
    const rope = await createProduct({ format: 'physical', price: 10, stock: 5 });
    await checkout([cartLine(rope), cartLine(rope, { quantity: 2 })], 200);
    const order = await OrderModel.findOne().lean();
    expect(order?.lines).toMatchObject([{ quantity: 3, unitPrice: 10 }]);
    // $30.00 of ropes and the flat $5.00 shipping.
    expect(order?.total).toBe(35);
  });

  it('checks stock against the merged quantity', async () => {
    const rope = await createProduct({ name: 'Prayer Rope', format: 'physical', stock: 2 });
    expect((await checkout([cartLine(rope), cartLine(rope, { quantity: 2 })], 409)).message).toBe(
      'Only 2 of "Prayer Rope" (physical) left in stock, but your cart asks for 3.',
    );
  });

  it('uses database prices, whatever the browser says, and adds them up in cents', async () => {
    const a = await createProduct({ price: 0.1 });
    const b = await createProduct({ price: 0.2 });
    await checkout(
      [cartLine(a, { price: 0.01, priceId: 'price_cheap' }), cartLine(b, { price: 0 })],
      200,
    );
    const order = await OrderModel.findOne().lean();
    expect(order?.lines.map((line) => line.unitPrice)).toEqual([0.1, 0.2]);
    expect(order?.total).toBe(0.3);
  });

  it('limits how many checkouts one address can start in a minute', async () => {
    const { app } = await buildTestApp({}, { checkoutRateLimit: 2 });
    const booklet = await createProduct();
    const send = () =>
      request(app)
        .post('/create-checkout-session')
        .send({ cartItems: [cartLine(booklet)] });
    await send().expect(200);
    await send().expect(200);
    const refused = await send().expect(429);
    expect(refused.body.message).toBe(
      'Too many checkout attempts. Please wait a minute and try again.',
    );
  });

  it('holds the checkout limit across payments processes on one database', async () => {
    const [first, second] = await Promise.all([
      buildTestApp({}, { checkoutRateLimit: 2 }),
      buildTestApp({}, { checkoutRateLimit: 2 }),
    ]);
    const booklet = await createProduct();
    const send = (instance: typeof first) =>
      request(instance.app)
        .post('/create-checkout-session')
        .send({ cartItems: [cartLine(booklet)] });

    await send(first).expect(200);
    await send(second).expect(200);
    await send(first).expect(429);
    await send(second).expect(429);
  });
});
