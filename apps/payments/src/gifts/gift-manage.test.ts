import request from 'supertest';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingPortalSchema, managedGiftsSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe.js';
import { buildTestApp, signedStripePayload, TEST_WEB_ORIGIN } from '../testing/harness.js';
import { askForManageLink, giveMonthly, manageLinks, signInDonor } from '../testing/gifts.js';
import { GiftPledgeModel } from './gift.model.js';

useTestDatabase();

type Shop = Awaited<ReturnType<typeof buildTestApp>>;

const askForLink = askForManageLink;
const signIn = signInDonor;

describe('managing a monthly gift in demo mode', () => {
  const now = new Date('2026-01-31T10:00:00Z');
  const demoShop = () => buildTestApp({ GIFT_MIN_DOLLARS: '5' }, { now: () => now });

  it('answers every address alike and emails a link only to a monthly donor', async () => {
    const shop = await demoShop();
    await giveMonthly(shop, 'donor@example.org');
    await request(shop.app)
      .post('/gifts')
      .send({ frequency: 'once', amount: 10, email: 'once@example.org' })
      .expect(201);
    const receipts = (await shop.readOutbox()).length;

    const stranger = await askForLink(shop, 'stranger@example.org').expect(202);
    const oneOff = await askForLink(shop, 'once@example.org').expect(202);
    await signIn(shop, 'Donor@Example.org');

    expect(stranger.body).toEqual({ status: 'sent' });
    expect(oneOff.body).toEqual(stranger.body);
    const emails = (await shop.readOutbox()).slice(receipts);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toContain('To: donor@example.org');
    expect(emails[0]).toContain('Manage your monthly gift');
  });

  it('lists the donor’s active monthly gifts with when the next one falls due', async () => {
    const shop = await demoShop();
    const planId = await giveMonthly(shop, 'donor@example.org');
    await giveMonthly(shop, 'someone-else@example.org');
    const auth = await signIn(shop, 'donor@example.org');

    const response = await request(shop.app).get('/gifts/manage').set(auth).expect(200);

    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(managedGiftsSchema.parse(response.body)).toEqual({
      mode: 'demo',
      email: 'donor@example.org',
      minAmount: 5,
      maxAmount: 10_000,
      gifts: [
        {
          id: planId,
          amount: 25,
          fund: 'Printed copies for prisons',
          startedAt: expect.any(String),
          // Given on 31 January: next on the last day of February.
          nextChargeAt: '2026-02-28T10:00:00.000Z',
        },
      ],
    });
  });

  it('changes the amount within the bounds, renews on demand and cancels', async () => {
    const shop = await demoShop();
    const planId = await giveMonthly(shop, 'donor@example.org');
    const auth = await signIn(shop, 'donor@example.org');

    const tooSmall = await request(shop.app)
      .post(`/gifts/manage/${planId}/amount`)
      .set(auth)
      .send({ amount: 4 });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.message).toBe('amount must be between $5 and $10000');
    await request(shop.app)
      .post(`/gifts/manage/${planId}/amount`)
      .set(auth)
      .send({ amount: 40 })
      .expect(200);
    const renewed = await request(shop.app)
      .post(`/gifts/manage/${planId}/renew`)
      .set(auth)
      .expect(201);
    expect(renewed.body).toMatchObject({ amount: 40, renewal: true });

    const cancelled = await request(shop.app)
      .post(`/gifts/manage/${planId}/cancel`)
      .set(auth)
      .expect(200);

    expect(cancelled.body).toMatchObject({ id: planId, status: 'cancelled' });
    const after = await request(shop.app).get('/gifts/manage').set(auth).expect(200);
    expect(after.body.gifts).toEqual([]);
  });

  it('acts only on the signed-in donor’s own plans', async () => {
    const shop = await demoShop();
    await giveMonthly(shop, 'donor@example.org');
    const othersPlan = await giveMonthly(shop, 'other@example.org');
    const auth = await signIn(shop, 'donor@example.org');

    for (const action of ['cancel', 'renew']) {
      await request(shop.app).post(`/gifts/manage/${othersPlan}/${action}`).set(auth).expect(404);
    }
    await request(shop.app)
      .post(`/gifts/manage/${othersPlan}/amount`)
      .set(auth)
      .send({ amount: 30 })
      .expect(404);
    await request(shop.app).post(`/gifts/manage/${othersPlan}/cancel`).expect(401);
    await request(shop.app).get('/gifts/manage').expect(401);
    expect(await GiftPledgeModel.findById(othersPlan).lean()).toMatchObject({
      status: 'active',
      amountCents: 2500,
    });
  });

  it('uses a link once, and ends the session on sign-out', async () => {
    const shop = await demoShop();
    await giveMonthly(shop, 'donor@example.org');
    const auth = await signIn(shop, 'donor@example.org');
    const [token] = await manageLinks(shop);

    const again = await request(shop.app).post('/gifts/manage/sessions').send({ token });
    await request(shop.app).post('/gifts/manage/sign-out').set(auth).expect(204);

    expect(again.status).toBe(410);
    await request(shop.app).get('/gifts/manage').set(auth).expect(401);
  });

  it('keeps a downloads session out of the gift pages', async () => {
    const shop = await demoShop();
    await giveMonthly(shop, 'donor@example.org');
    const auth = await signIn(shop, 'donor@example.org');

    await request(shop.app).get('/library').set(auth).expect(401);
  });
});

describe('managing a monthly gift in Stripe mode', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());
  beforeEach(() => stripe.reset());

  const stripeShop = () => buildTestApp(stripe.env());

  /** A monthly gift paid through Stripe's checkout by `email`, as customer `customer`. */
  async function paidMonthly(shop: Shop, email: string, customer: string) {
    await request(shop.app).post('/gifts').send({ frequency: 'monthly', amount: 25 }).expect(201);
    const pledge = await GiftPledgeModel.findOne().sort({ _id: -1 }).lean();
    const session = {
      ...stripe.pay(pledge?.sessionId ?? '', email),
      subscription: `sub_${customer}`,
      customer,
      invoice: `in_${customer}`,
      payment_intent: null,
    } as Stripe.Checkout.Session;
    const { payload, signature } = signedStripePayload('checkout.session.completed', {
      object: session,
    });
    await request(shop.app)
      .post('/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload)
      .expect(200);
    return pledge?._id.toString() ?? '';
  }

  it('opens Stripe’s customer portal for the plan’s customer, back to the manage page', async () => {
    const shop = await stripeShop();
    const planId = await paidMonthly(shop, 'donor@example.org', 'cus_donor');
    const auth = await signIn(shop, 'donor@example.org');

    const listed = managedGiftsSchema.parse(
      (await request(shop.app).get('/gifts/manage').set(auth).expect(200)).body,
    );
    const response = await request(shop.app)
      .post(`/gifts/manage/${planId}/portal`)
      .set(auth)
      .expect(201);

    expect(listed).toMatchObject({ mode: 'stripe', gifts: [{ id: planId, nextChargeAt: null }] });
    const portals = stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/billing_portal/sessions',
    );
    expect(portals.map((r) => r.body)).toEqual([
      { customer: 'cus_donor', return_url: `${TEST_WEB_ORIGIN}/donate/manage` },
    ]);
    expect(billingPortalSchema.parse(response.body).url).toMatch(
      /^https:\/\/billing\.stripe\.com\/p\/session\/test_bps_/,
    );
  });

  it('opens no portal for another donor’s plan, and changes nothing here', async () => {
    const shop = await stripeShop();
    await paidMonthly(shop, 'donor@example.org', 'cus_donor');
    const othersPlan = await paidMonthly(shop, 'other@example.org', 'cus_other');
    const auth = await signIn(shop, 'donor@example.org');

    await request(shop.app).post(`/gifts/manage/${othersPlan}/portal`).set(auth).expect(404);
    await request(shop.app).post(`/gifts/manage/${othersPlan}/cancel`).set(auth).expect(404);

    expect(stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions')).toEqual([]);
  });

  it('says so when Stripe cannot open the portal', async () => {
    const shop = await stripeShop();
    const planId = await paidMonthly(shop, 'donor@example.org', 'cus_donor');
    const auth = await signIn(shop, 'donor@example.org');
    stripe.failWith(500);

    const response = await request(shop.app).post(`/gifts/manage/${planId}/portal`).set(auth);

    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({
      code: 'payment_provider_unavailable',
      message: 'Stripe’s page could not be opened just now. Please try again in a moment.',
    });
  });
});
