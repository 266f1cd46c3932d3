import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { OrderModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { useFakeStripe } from '../testing/fake-stripe.js';
import { buildTestApp, cartLine, createProduct } from '../testing/harness.js';
import { buyDemo, buyStripe, createStaff, TEST_JWT_SECRET } from '../testing/orders.js';

useTestDatabase();

const stripe = useFakeStripe();

/** A booklet a parish buys for its study group: $8.99, 15% off from 10, 25% off from 50. */
const studyBooklet = (overrides: Record<string, unknown> = {}) =>
  createProduct({
    name: 'Gospel of John Study',
    format: 'physical',
    price: 8.99,
    stock: 200,
    priceBreaks: [
      { minQuantity: 10, percentOff: 15 },
      { minQuantity: 50, percentOff: 25 },
    ],
    ...overrides,
  });

const sessionCreations = () =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');

describe('parish quantities (price breaks)', () => {
  it('charges the list price below the first break', async () => {
    const { app } = await buildTestApp();
    const booklet = await studyBooklet();
    const number = await buyDemo(app, [cartLine(booklet, { quantity: 9 })]);

    const order = await OrderModel.findOne({ number }).lean();
    expect(order?.lines[0]).toMatchObject({ unitPrice: 8.99, quantity: 9 });
    expect(order?.lines[0]?.priceBreak).toBeUndefined();
    // 9 × 8.99 = 80.91, shipping free from $50
    expect(order?.total).toBe(80.91);
  });

  it('charges 30 copies at the 10+ price, to the cent, and records the break and the list price', async () => {
    const { app, readOutbox } = await buildTestApp();
    const booklet = await studyBooklet();
    // The browser's price is never read.
    const number = await buyDemo(app, [cartLine(booklet, { quantity: 30, price: 0.01 })]);

    const order = await OrderModel.findOne({ number }).lean();
    // 8.99 × 0.85 = 7.6415 → 7.64 each; 30 × 7.64 = 229.20
    expect(order?.lines[0]).toMatchObject({
      unitPrice: 7.64,
      listUnitPrice: 8.99,
      quantity: 30,
      priceBreak: { minQuantity: 10, percentOff: 15 },
    });
    expect(order?.total).toBe(229.2);
    const [confirmation] = await readOutbox();
    expect(confirmation).toContain('10 or more copies: 15% off each');
  });

  it('shows the break and the list price on the order desk', async () => {
    const { app } = await buildTestApp({ JWT_SECRET: TEST_JWT_SECRET });
    const booklet = await studyBooklet();
    const number = await buyDemo(app, [cartLine(booklet, { quantity: 50 })]);
    const admin = await createStaff('admin');

    const detail = await request(app).get(`/orders/${number}`).set(admin.auth).expect(200);
    expect(detail.body.lines[0]).toMatchObject({
      unitPrice: 6.74,
      listUnitPrice: 8.99,
      priceBreak: { minQuantity: 50, percentOff: 25 },
      lineTotal: 337,
    });
  });

  it('adds up lines of the same booklet before finding the break', async () => {
    const { app } = await buildTestApp();
    const booklet = await studyBooklet();
    const number = await buyDemo(app, [
      cartLine(booklet, { quantity: 6 }),
      cartLine(booklet, { quantity: 6 }),
    ]);
    const order = await OrderModel.findOne({ number }).lean();
    expect(order?.lines).toHaveLength(1);
    expect(order?.lines[0]).toMatchObject({ quantity: 12, unitPrice: 7.64 });
  });

  it('sends Stripe the lowered price, never the list Stripe price, with the break said', async () => {
    const { app } = await buildTestApp(stripe.env());
    const booklet = await studyBooklet({ stripePriceId: 'price_study_list' });
    const plain = await createProduct({
      name: 'Akathist',
      price: 4.5,
      stripePriceId: 'price_akathist',
    });

    await buyStripe(app, stripe, [
      cartLine(booklet, { quantity: 10 }),
      cartLine(plain, { quantity: 10 }),
    ]);

    const [created] = sessionCreations();
    expect(created?.body.line_items).toEqual([
      {
        price_data: {
          currency: 'usd',
          unit_amount: '764',
          product_data: {
            name: 'Gospel of John Study (physical)',
            description: '10 or more copies: 15% off each',
          },
        },
        quantity: '10',
      },
      // No break: the product's own Stripe price.
      { price: 'price_akathist', quantity: '10' },
    ]);
    const order = await OrderModel.findOne().sort({ _id: -1 }).lean();
    expect(order?.lines[0]).toMatchObject({ unitPrice: 7.64, listUnitPrice: 8.99 });
  });
});
