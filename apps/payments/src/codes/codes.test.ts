import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { codeQuoteSchema, discountCodeListSchema, discountCodeSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { buildTestApp, cartLine, createProduct } from '../testing/harness.js';
import { createStaff, TEST_JWT_SECRET } from '../testing/orders.js';
import { createCodesService } from './codes.service.js';
import { DiscountCodeModel } from './discount-code.model.js';

useTestDatabase();

const brightWeek = {
  code: 'bright-week',
  description: 'Bright Week sale',
  kind: 'percent',
  percentOff: 20,
  window: { kind: 'season', season: 'bright-week' },
  maxUses: 100,
  maxUsesPerBuyer: 1,
} as const;

async function adminApp() {
  const { app } = await buildTestApp({ JWT_SECRET: TEST_JWT_SECRET });
  const admin = await createStaff('admin');
  return { app, admin };
}

describe('the admin’s discount codes', () => {
  it('creates a code, read in upper case, and lists it with its uses', async () => {
    const { app, admin } = await adminApp();
    const created = await request(app).post('/codes').set(admin.auth).send(brightWeek).expect(201);
    expect(discountCodeSchema.parse(created.body)).toMatchObject({
      code: 'BRIGHT-WEEK',
      kind: 'percent',
      percentOff: 20,
      amountOff: null,
      window: { kind: 'season', season: 'bright-week' },
      maxUses: 100,
      paused: false,
      used: 0,
      held: 0,
    });
    const listed = await request(app).get('/codes').set(admin.auth).expect(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect(discountCodeListSchema.parse(listed.body).codes.map((code) => code.code)).toEqual([
      'BRIGHT-WEEK',
    ]);
  });

  it('keeps an amount off and a minimum order in cents, shown in dollars', async () => {
    const { app, admin } = await adminApp();
    const created = await request(app)
      .post('/codes')
      .set(admin.auth)
      .send({ code: 'PARISH5', kind: 'amount', amountOff: 5, minimumOrder: 30.5 })
      .expect(201);
    expect(created.body).toMatchObject({ amountOff: 5, minimumOrder: 30.5, maxUses: null });
    expect(await DiscountCodeModel.findOne({ code: 'PARISH5' }).lean()).toMatchObject({
      amountOffCents: 500,
      minimumOrderCents: 3050,
      remaining: null,
    });
  });

  it('refuses a code that exists already (in any case) with a 409, and bad input with a 400', async () => {
    const { app, admin } = await adminApp();
    await request(app).post('/codes').set(admin.auth).send(brightWeek).expect(201);
    const again = await request(app)
      .post('/codes')
      .set(admin.auth)
      .send({ ...brightWeek, code: 'Bright-Week' })
      .expect(409);
    expect(again.body.message).toBe('The code BRIGHT-WEEK exists already.');

    const bad = await request(app)
      .post('/codes')
      .set(admin.auth)
      .send({ code: 'X', kind: 'percent', percentOff: 120, maxUses: 0 })
      .expect(400);
    const fields = (bad.body as { details: { path: string }[] }).details.map(
      (detail) => detail.path,
    );
    expect(fields.sort()).toEqual(['body.code', 'body.maxUses', 'body.percentOff']);
  });

  it('pauses a code and lets it work again', async () => {
    const { app, admin } = await adminApp();
    const created = await request(app).post('/codes').set(admin.auth).send(brightWeek).expect(201);
    const paused = await request(app)
      .patch(`/codes/${created.body.id}`)
      .set(admin.auth)
      .send({ paused: true })
      .expect(200);
    expect(paused.body.paused).toBe(true);
    expect(await createCodesService().findActive('BRIGHT-WEEK')).toBeNull();
    await request(app)
      .patch(`/codes/${new mongoose.Types.ObjectId().toString()}`)
      .set(admin.auth)
      .send({ paused: false })
      .expect(404);
  });

  it('is for admins only', async () => {
    const { app } = await adminApp();
    const editor = await createStaff('editor');
    await request(app).get('/codes').expect(401);
    const refused = await request(app).post('/codes').set(editor.auth).send(brightWeek).expect(403);
    expect(refused.body.message).toBe('Only admins may manage codes.');
  });
});

describe('a code’s uses', () => {
  const codes = createCodesService();

  it('lets twenty checkouts at once take no more uses than the cap', async () => {
    const code = await codes.create({
      ...brightWeek,
      code: 'FIVE',
      maxUses: 5,
      productIds: [],
      collectionIds: [],
      paused: false,
      description: undefined,
    });
    const taken = await Promise.all(Array.from({ length: 20 }, () => codes.hold(code.id)));
    expect(taken.filter((outcome) => outcome === 'taken')).toHaveLength(5);
    expect(await DiscountCodeModel.findById(code.id).lean()).toMatchObject({
      remaining: 0,
      held: 5,
      used: 0,
    });
  });

  it('gives an unpaid checkout’s use back, and counts a paid one once per order', async () => {
    const code = await codes.create({
      ...brightWeek,
      code: 'ONE',
      maxUses: 1,
      productIds: [],
      collectionIds: [],
      paused: false,
      description: undefined,
    });
    expect(await codes.hold(code.id)).toBe('taken');
    expect(await codes.hold(code.id)).toBe('used-up');
    await codes.release(code.id);
    expect(await codes.hold(code.id)).toBe('taken');

    const order = { id: new mongoose.Types.ObjectId().toString(), email: 'Reader@Example.org' };
    await codes.settle(code.id, order);
    // The same order's news twice.
    await codes.settle(code.id, order);
    expect(await DiscountCodeModel.findById(code.id).lean()).toMatchObject({
      remaining: 0,
      held: 0,
      used: 1,
    });
    expect(await codes.usesBy(code.id, 'reader@example.org')).toBe(1);
  });

  it('takes no use of a paused code, capped or not', async () => {
    const capped = await codes.create({
      ...brightWeek,
      code: 'PAUSED-CAP',
      paused: true,
      productIds: [],
      collectionIds: [],
      description: undefined,
    });
    const open = await codes.create({
      ...brightWeek,
      code: 'PAUSED-OPEN',
      maxUses: undefined,
      paused: true,
      productIds: [],
      collectionIds: [],
      description: undefined,
    });
    expect(await codes.hold(capped.id)).toBe('used-up');
    expect(await codes.hold(open.id)).toBe('used-up');
  });
});

describe('POST /codes/check: what a code takes off a cart', () => {
  const codes = createCodesService();
  /** 2027-05-04, Tuesday of Bright Week, at noon in the owner's zone (New York). */
  const brightTuesday = () => new Date('2027-05-04T16:00:00Z');
  const AFTER = new Date('2027-05-10T16:00:00Z');

  const newCode = (overrides: Record<string, unknown>) =>
    codes.create({
      code: 'BRIGHT-WEEK',
      description: 'Bright Week sale',
      kind: 'percent',
      percentOff: 20,
      window: { kind: 'season', season: 'bright-week' },
      productIds: [],
      collectionIds: [],
      paused: false,
      ...overrides,
    });

  async function cartOf() {
    const booklet = await createProduct({ name: 'Akathist', price: 4.5 });
    const study = await createProduct({ name: 'Psalter Study', price: 12 });
    return [cartLine(booklet, { quantity: 2 }), cartLine(study)];
  }

  it('answers the discount on the lines the server priced, in the words the cart shows', async () => {
    const { app } = await buildTestApp({}, { now: brightTuesday });
    await newCode({});
    const answer = await request(app)
      .post('/codes/check')
      .send({ code: 'bright-week', cartItems: await cartOf(), calendar: 'old' })
      .expect(200);
    // 20% of (2 × 4.50 + 12.00) = 4.20
    expect(codeQuoteSchema.parse(answer.body)).toEqual({
      code: 'BRIGHT-WEEK',
      description: 'Bright Week sale',
      linesOff: 4.2,
      shippingOff: 0,
      gives: '20% off',
      says: '20% off, $4.20',
      usesPerBuyer: null,
    });
  });

  it('refuses a code outside its window, an unknown one and one used up, by the code field', async () => {
    const { app } = await buildTestApp({}, { now: () => AFTER });
    await newCode({});
    const cartItems = await cartOf();
    const check = async (code: string) =>
      (await request(app).post('/codes/check').send({ code, cartItems }).expect(400)).body as {
        message: string;
        details: { path: string }[];
      };

    expect(await check('BRIGHT-WEEK')).toMatchObject({
      message: 'This code is not valid today.',
      details: [{ path: 'body.code' }],
    });
    expect((await check('SPRING')).message).toBe('There is no code SPRING on offer now.');
    const once = await newCode({ code: 'ONCE', window: undefined, maxUses: 1 });
    await codes.hold(once.id);
    expect((await check('ONCE')).message).toBe('The code ONCE has been used up.');
  });

  it('refuses a cart the code is not for, and a malformed request, with a clear 400', async () => {
    const { app } = await buildTestApp({}, { now: brightTuesday });
    await newCode({ code: 'JUST-ONE', window: undefined, productIds: ['f'.repeat(24)] });
    const notFor = await request(app)
      .post('/codes/check')
      .send({ code: 'JUST-ONE', cartItems: await cartOf() })
      .expect(400);
    expect(notFor.body.message).toBe('This code is not for anything in this order.');
    const bad = await request(app)
      .post('/codes/check')
      .send({ code: 'x', cartItems: [], calendar: 'julian' })
      .expect(400);
    expect((bad.body as { details: { path: string }[] }).details.map((d) => d.path).sort()).toEqual(
      ['body.calendar', 'body.cartItems', 'body.code'],
    );
  });
});
