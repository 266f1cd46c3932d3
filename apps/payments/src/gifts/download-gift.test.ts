import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  giftCheckoutResponseSchema,
  giftListSchema,
  giftReceiptSchema,
  giftSessionStatusSchema,
} from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { useFakeStripe } from '../testing/fake-stripe.js';
import { signInDonor } from '../testing/gifts.js';
import { buildTestApp, createProduct } from '../testing/harness.js';
import { recordingMailer } from '../testing/recording-mailer.js';
import { createStaff, TEST_JWT_SECRET } from '../testing/orders.js';
import { GiftModel, GiftPledgeModel } from './gift.model.js';

/**
 * A gift for a free download: its page asks "Give something for this?", and the gift that comes
 * of it goes through the giving form like any other, receipted as a gift (the download stays
 * free) that names the resource it thanked for. The resource is looked up by the service: the
 * name on the receipt is the shop's, never the browser's.
 */

useTestDatabase();

const stripe = useFakeStripe();

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

const freeResource = () =>
  createProduct({ name: 'Morning Prayer Card', slug: 'morning-prayer-card', price: 0 });

const giveInDemo = (app: App, gift: Record<string, unknown>) =>
  request(app)
    .post('/gifts')
    .send({ frequency: 'once', amount: 5, email: 'donor@example.org', ...gift });

const demoAnswer = (body: unknown) => {
  const answer = giftCheckoutResponseSchema.parse(body);
  if (answer.mode !== 'demo') throw new Error('expected a demo gift');
  return answer;
};

describe('a gift for a free download, in demo mode', () => {
  it('records the resource it thanks for, and names it on the receipt, the list and the CSV', async () => {
    const mailer = recordingMailer();
    mailer.down = false;
    const { app } = await buildTestApp({}, { jwtSecret: TEST_JWT_SECRET, mailer });
    const resource = await freeResource();

    const answer = demoAnswer(
      (await giveInDemo(app, { forProduct: resource._id.toString() }).expect(201)).body,
    );

    expect(answer.gift).toMatchObject({
      amount: 5,
      forResource: { name: 'Morning Prayer Card', slug: 'morning-prayer-card' },
    });
    expect((await GiftModel.findOne().lean())?.forResource).toEqual({
      productId: resource._id,
      name: 'Morning Prayer Card',
      slug: 'morning-prayer-card',
    });
    const [receipt] = mailer.sent;
    expect(receipt?.text).toContain('Given for: “Morning Prayer Card” (free download)');
    expect(receipt?.html).toContain('“Morning Prayer Card” (free download)');
    // A gift still: the download was free, and nothing was bought with it.
    expect(receipt?.text).toContain(
      'No goods or services were provided in exchange for this gift.',
    );
    const admin = await createStaff('admin');
    const list = giftListSchema.parse(
      (await request(app).get('/gifts').set(admin.auth).expect(200)).body,
    );
    expect(list.gifts.map((gift) => gift.forResource)).toEqual([
      { name: 'Morning Prayer Card', slug: 'morning-prayer-card' },
    ]);
    const csv = await request(app).get('/gifts.csv').set(admin.auth).expect(200);
    const rows = parse<Record<string, string>>(csv.text, { columns: true });
    expect(rows).toEqual([
      expect.objectContaining({
        receipt: answer.gift.receiptNumber,
        'given for': 'Morning Prayer Card',
      }),
    ]);
  });

  it('refuses a resource named by the browser: only the shop names it', async () => {
    const { app } = await buildTestApp();
    const resource = await freeResource();

    const refused = await giveInDemo(app, {
      forProduct: resource._id.toString(),
      forResource: { name: 'Something else', slug: 'elsewhere' },
    }).expect(400);

    expect(refused.body.details).toEqual([
      { path: 'body', message: 'unknown parameter "forResource"' },
    ]);
    expect(await GiftModel.countDocuments()).toBe(0);
  });

  it('takes an empty resource, as the form sends one, as a gift for none', async () => {
    const { app, readOutbox } = await buildTestApp();

    const answer = demoAnswer((await giveInDemo(app, { forProduct: '' }).expect(201)).body);

    expect(answer.gift.forResource).toBeNull();
    expect(await readOutbox()).toEqual([expect.not.stringContaining('Given for')]);
  });

  it.each([
    ['a draft', { status: 'draft' as const }, 'forProduct must be a resource in the shop'],
    [
      'an archived resource',
      { status: 'archived' as const },
      'forProduct must be a resource in the shop',
    ],
    ['a priced product', { price: 4.5 }, 'forProduct must be a free resource'],
  ])('refuses a gift for %s with a clear 400, and records nothing', async (_, fields, message) => {
    const { app } = await buildTestApp();
    const product = await createProduct({ price: 0, ...fields });

    const response = await giveInDemo(app, { forProduct: product._id.toString() }).expect(400);

    expect(response.body).toMatchObject({
      message,
      details: [expect.objectContaining({ path: 'forProduct' })],
    });
    expect(await GiftPledgeModel.countDocuments()).toBe(0);
    expect(await GiftModel.countDocuments()).toBe(0);
  });

  it('refuses a product that does not exist, and what is not a product id, with a clear 400', async () => {
    const { app } = await buildTestApp();

    const unknown = await giveInDemo(app, { forProduct: 'a'.repeat(24) }).expect(400);
    const malformed = await giveInDemo(app, { forProduct: 'morning-prayer-card' }).expect(400);
    const operator = await giveInDemo(app, { forProduct: { $ne: null } }).expect(400);

    expect(unknown.body.details).toEqual([
      { path: 'forProduct', message: 'must be a resource in the shop' },
    ]);
    expect(malformed.body.details).toEqual([
      expect.objectContaining({ path: 'body.forProduct', message: 'must be a valid id' }),
    ]);
    expect(operator.body.details).toEqual([expect.objectContaining({ path: 'body.forProduct' })]);
    expect(await GiftModel.countDocuments()).toBe(0);
  });

  it('names the resource with a monthly gift’s first payment only, not with each renewal', async () => {
    const shop = await buildTestApp({}, { jwtSecret: TEST_JWT_SECRET });
    const resource = await freeResource();
    const started = demoAnswer(
      (
        await giveInDemo(shop.app, {
          frequency: 'monthly',
          forProduct: resource._id.toString(),
        }).expect(201)
      ).body,
    );
    const donor = await signInDonor(shop, 'donor@example.org');
    await shop.clearOutbox();

    const renewed = giftReceiptSchema.parse(
      (
        await request(shop.app)
          .post(`/demo/monthly-gifts/${started.planId ?? ''}/renew`)
          .set(donor)
          .expect(201)
      ).body,
    );

    expect(started.gift.forResource).toEqual({
      name: 'Morning Prayer Card',
      slug: 'morning-prayer-card',
    });
    expect(renewed).toMatchObject({ renewal: true, forResource: null });
    const [renewalReceipt = ''] = await shop.readOutbox();
    expect(renewalReceipt).toContain('Monthly gift (renewal)');
    expect(renewalReceipt).not.toContain('Given for');
  });
});

describe('a gift for a free download, with Stripe', () => {
  it('names the resource in the checkout’s description and on the donor’s return', async () => {
    const { app } = await buildTestApp(stripe.env());
    const resource = await freeResource();

    await request(app)
      .post('/gifts')
      .send({ frequency: 'once', amount: 10, forProduct: resource._id.toString() })
      .expect(201);

    const [created] = stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/checkout/sessions',
    );
    expect(created?.body).toMatchObject({
      payment_intent_data: { description: 'Gift to Orthodox Resources for “Morning Prayer Card”' },
    });
    const pledge = await GiftPledgeModel.findOne().lean();
    const status = giftSessionStatusSchema.parse(
      (
        await request(app)
          .get(`/gifts/sessions/${pledge?.sessionId ?? ''}`)
          .expect(200)
      ).body,
    );
    expect(status).toMatchObject({
      status: 'open',
      amount: 10,
      forResource: { name: 'Morning Prayer Card', slug: 'morning-prayer-card' },
    });
  });
});
