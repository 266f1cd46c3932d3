import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { fundGoalsProgressSchema, giftFundsSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { useFakeStripe } from '../testing/fake-stripe.js';
import { buildTestApp, signedStripePayload } from '../testing/harness.js';
import { createStaff, TEST_JWT_SECRET } from '../testing/orders.js';
import { GiftPledgeModel } from './gift.model.js';

useTestDatabase();

const stripe = useFakeStripe();

const PRISONS = 'printed-copies-for-prisons';
const PARISHES = 'free-booklets-for-parishes';
const GREAT_LENT = {
  amount: 4000,
  description: '500 prayer books for prisons',
  label: 'Great Lent 2027',
  startsOn: '2027-03-15',
  endsOn: '2027-05-01',
};

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

/** A shop whose clock the test sets, with the prisons fund raising for Great Lent 2027. */
async function goalShop(env: Record<string, string> = {}) {
  const clock = { now: new Date('2027-03-20T12:00:00Z') };
  const shop = await buildTestApp(env, { jwtSecret: TEST_JWT_SECRET, now: () => clock.now });
  const admin = await createStaff('admin');
  await request(shop.app)
    .patch('/gifts/funds')
    .set(admin.auth)
    .send({
      funds: [
        { id: PRISONS, name: 'Printed copies for prisons', goal: GREAT_LENT },
        { id: PARISHES, name: 'Free booklets for parishes' },
      ],
    })
    .expect(200);
  return { ...shop, clock, admin };
}

const meters = async (app: App) => {
  const response = await request(app).get('/gifts/goals').expect(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return fundGoalsProgressSchema.parse(response.body).goals;
};

const give = (app: App, gift: Record<string, unknown>) =>
  request(app)
    .post('/gifts')
    .send({ frequency: 'once', fund: PRISONS, ...gift })
    .expect(201);

describe('a fund’s goal', () => {
  it('is kept with its fund in the admin, and a period that ends before it starts is refused', async () => {
    const { app, admin } = await goalShop();

    const funds = giftFundsSchema.parse(
      (await request(app).get('/gifts/funds').set(admin.auth).expect(200)).body,
    ).funds;
    const backwards = await request(app)
      .patch('/gifts/funds')
      .set(admin.auth)
      .send({
        funds: [
          {
            id: PRISONS,
            name: 'Printed copies for prisons',
            goal: { ...GREAT_LENT, endsOn: '2027-03-01' },
          },
          { id: PARISHES, name: 'Free booklets for parishes', goal: { ...GREAT_LENT, amount: 0 } },
        ],
      })
      .expect(400);

    expect(funds).toEqual([
      { id: PRISONS, name: 'Printed copies for prisons', retired: false, goal: GREAT_LENT },
      { id: PARISHES, name: 'Free booklets for parishes', retired: false, goal: null },
    ]);
    expect(backwards.body.details).toEqual([
      { path: 'body.funds.0.goal.endsOn', message: 'must not be before the first day' },
      { path: 'body.funds.1.goal.amount', message: 'must be at least $1' },
    ]);
  });

  it('counts the gifts to its fund in its period, net of fees covered, with their donors, at once', async () => {
    const { app, clock } = await goalShop();
    clock.now = new Date('2027-03-14T23:59:00Z');
    await give(app, { amount: 500, email: 'early@example.org' });
    clock.now = new Date('2027-03-20T12:00:00Z');

    // The gift of the day before the period does not count.
    expect(await meters(app)).toEqual([
      {
        fundId: PRISONS,
        fundName: 'Printed copies for prisons',
        label: 'Great Lent 2027',
        description: '500 prayer books for prisons',
        startsOn: '2027-03-15',
        endsOn: '2027-05-01',
        goal: 4000,
        given: 0,
        donors: 0,
      },
    ]);

    // $103.30 charged, of which $3.30 covers the card fee: the fund receives $100.
    await give(app, { amount: 100, coverFee: true, email: 'anna@example.org' });
    expect(await meters(app)).toMatchObject([{ given: 100, donors: 1 }]);
    await give(app, { amount: 50, email: 'Basil@example.org' });
    await give(app, { amount: 25, email: 'anna@example.org' });
    // Gifts to another fund, or to where most needed, are not this goal's.
    await give(app, { amount: 70, fund: PARISHES, email: 'basil@example.org' });
    await request(app)
      .post('/gifts')
      .send({ frequency: 'once', amount: 30, email: 'basil@example.org' })
      .expect(201);

    expect(await meters(app)).toMatchObject([{ given: 175, donors: 2 }]);
  });

  it('counts a gift on its period’s last day in the owner’s time zone, and shows no meter once it is over', async () => {
    const { app, clock } = await goalShop({ OWNER_TIME_ZONE: 'America/New_York' });
    // 1 May 2027, 23:30 in New York: 03:30 on 2 May in UTC.
    clock.now = new Date('2027-05-02T03:30:00Z');
    await give(app, { amount: 40, email: 'late@example.org' });

    expect(await meters(app)).toMatchObject([{ given: 40, donors: 1 }]);
    clock.now = new Date('2027-05-02T04:30:00Z');
    expect(await meters(app)).toEqual([]);
  });

  it('leaves out what Stripe refunded, as Stripe lists it, whichever news comes', async () => {
    const { app } = await goalShop(stripe.env());
    const paidGift = async (amount: number, email: string) => {
      await give(app, { amount });
      const pledge = await GiftPledgeModel.findOne().sort({ _id: -1 }).lean();
      const paid = stripe.pay(pledge?.sessionId ?? '', email);
      await deliver(app, 'checkout.session.completed', paid).expect(200);
      return paid.payment_intent as string;
    };
    const first = await paidGift(100, 'anna@example.org');
    await paidGift(60, 'basil@example.org');
    expect(await meters(app)).toMatchObject([{ given: 160, donors: 2 }]);

    const refund = stripe.refundInDashboard(first, 4000);
    await deliver(app, 'charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: first,
    }).expect(200);
    expect(await meters(app)).toMatchObject([{ given: 120, donors: 2 }]);

    // The rest refunded; the news of the first refund comes again, late: the list is the truth.
    stripe.refundInDashboard(first, 6000);
    await deliver(app, 'refund.updated', refund).expect(200);
    expect(await meters(app)).toMatchObject([{ given: 60, donors: 1 }]);
  });
});

function deliver(app: App, type: string, object: unknown) {
  const { payload, signature } = signedStripePayload(type, { object });
  return request(app)
    .post('/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload);
}
