import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { OrderModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { useFakeStripe } from '../testing/fake-stripe.js';
import { buildTestApp, cartLine, createProduct } from '../testing/harness.js';
import { buyDemo, buyStripe, createStaff, TEST_JWT_SECRET } from '../testing/orders.js';

useTestDatabase();

const stripe = useFakeStripe();

/** A study sold at what the reader can give: at least $2, $6 suggested. */
const psalterStudy = (overrides: Record<string, unknown> = {}) =>
  createProduct({
    name: 'Praying the Psalter',
    price: 2,
    payWhatYouCan: { minimum: 2, suggested: 6 },
    ...overrides,
  });

const checkout = (app: Parameters<typeof request>[0], cartItems: unknown[]) =>
  request(app).post('/create-checkout-session').send({ cartItems });

describe('pay what you can', () => {
  it('charges the amount the buyer chose, in cents, and records how it was reached', async () => {
    const { app, readOutbox } = await buildTestApp();
    const study = await psalterStudy();
    // The browser's price is never read: only the amount chosen, checked on the server.
    const number = await buyDemo(app, [cartLine(study, { chosenCents: 725, price: 0.01 })]);

    const order = await OrderModel.findOne({ number }).lean();
    expect(order?.lines[0]).toMatchObject({
      unitPrice: 7.25,
      quantity: 1,
      payWhatYouCan: { minimum: 2, suggested: 6 },
    });
    expect(order?.total).toBe(7.25);
    const [confirmation] = await readOutbox();
    expect(confirmation).toContain('Pay what you can (suggested $6.00)');
  });

  it('charges each copy the chosen amount', async () => {
    const { app } = await buildTestApp();
    const study = await psalterStudy();
    const number = await buyDemo(app, [cartLine(study, { chosenCents: 300, quantity: 3 })]);
    const order = await OrderModel.findOne({ number }).lean();
    expect(order?.lines[0]).toMatchObject({ unitPrice: 3, quantity: 3 });
    expect(order?.total).toBe(9);
  });

  it('refuses less than the least price, saying what the least is, and opens no order', async () => {
    const { app } = await buildTestApp();
    const study = await psalterStudy();

    const answer = await checkout(app, [cartLine(study, { chosenCents: 199 })]).expect(400);
    expect(answer.body.message).toBe(
      '"Praying the Psalter" (digital): The least you can pay for this is $2.00.',
    );
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it('asks for more than $0 even when the least price is 0: nothing is the free download', async () => {
    const { app } = await buildTestApp();
    const study = await psalterStudy({ price: 0, payWhatYouCan: { minimum: 0, suggested: 5 } });

    const answer = await checkout(app, [cartLine(study, { chosenCents: 0 })]).expect(400);
    expect(answer.body.message).toContain('Enter an amount above $0, or get it free instead.');
    // Any amount above nothing is a purchase.
    const number = await buyDemo(app, [cartLine(study, { chosenCents: 50 })]);
    expect((await OrderModel.findOne({ number }).lean())?.total).toBe(0.5);
  });

  it.each([
    [12.5, 'Enter an amount in dollars and cents'],
    [-100, 'Enter an amount in dollars and cents'],
    [1_000_001, 'The most you can pay for one copy is $10,000.00.'],
  ])('refuses a chosen amount of %s cents with a 400 naming the item', async (chosenCents, says) => {
    const { app } = await buildTestApp();
    const study = await psalterStudy();
    const answer = await checkout(app, [cartLine(study, { chosenCents })]).expect(400);
    expect(answer.body.message).toContain('"Praying the Psalter" (digital)');
    expect(answer.body.message).toContain(says);
  });

  it('refuses a chosen amount that is not a number with a clear 400', async () => {
    const { app } = await buildTestApp();
    const study = await psalterStudy();
    const answer = await checkout(app, [cartLine(study, { chosenCents: 'lots' })]).expect(400);
    expect(answer.body.message).toContain('chosenCents must be a number of cents');
  });

  it('charges the suggested amount for a line that chose none (a cart from before)', async () => {
    const { app } = await buildTestApp();
    const study = await psalterStudy();
    const number = await buyDemo(app, [cartLine(study)]);
    expect((await OrderModel.findOne({ number }).lean())?.lines[0]?.unitPrice).toBe(6);
  });

  it('reads no chosen amount for a product with a fixed price', async () => {
    const { app } = await buildTestApp();
    const akathist = await createProduct({ name: 'Akathist', price: 4.5 });
    const number = await buyDemo(app, [cartLine(akathist, { chosenCents: 1 })]);
    const order = await OrderModel.findOne({ number }).lean();
    expect(order?.lines[0]?.unitPrice).toBe(4.5);
    expect(order?.lines[0]?.payWhatYouCan).toBeUndefined();
  });

  it('shows the chosen price on the order desk', async () => {
    const { app } = await buildTestApp({ JWT_SECRET: TEST_JWT_SECRET });
    const study = await psalterStudy();
    const number = await buyDemo(app, [cartLine(study, { chosenCents: 1000 })]);
    const admin = await createStaff('admin');

    const detail = await request(app).get(`/orders/${number}`).set(admin.auth).expect(200);
    expect(detail.body.lines[0]).toMatchObject({
      unitPrice: 10,
      payWhatYouCan: { minimum: 2, suggested: 6 },
      lineTotal: 10,
    });
  });

  it('sends Stripe the chosen amount as its own price, never the product’s Stripe price', async () => {
    const { app } = await buildTestApp(stripe.env());
    const study = await psalterStudy({ stripePriceId: 'price_psalter' });

    await buyStripe(app, stripe, [cartLine(study, { chosenCents: 1500 })]);

    const created = stripe.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/checkout/sessions',
    );
    expect(created?.body.line_items).toEqual([
      {
        price_data: {
          currency: 'usd',
          unit_amount: '1500',
          product_data: {
            name: 'Praying the Psalter (digital)',
            description: 'Pay what you can (suggested $6.00)',
          },
        },
        quantity: '1',
      },
    ]);
    const order = await OrderModel.findOne().sort({ _id: -1 }).lean();
    expect(order).toMatchObject({ status: 'paid', total: 15 });
  });
});
