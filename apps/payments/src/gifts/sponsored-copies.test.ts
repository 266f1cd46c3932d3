import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  copyPoolsAdminSchema,
  giftCheckoutResponseSchema,
  offeredCopyPoolsSchema,
  sponsoredGiftsSchema,
} from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { testLogger } from '@ministry/http/testing';
import { createMailer } from '@ministry/mail';
import { useFakeStripe } from '../testing/fake-stripe.js';
import { signInDonor } from '../testing/gifts.js';
import { buildTestApp, decodeQuotedPrintable, signedStripePayload } from '../testing/harness.js';
import { createStaff, TEST_JWT_SECRET } from '../testing/orders.js';
import { GiftModel, GiftPledgeModel } from './gift.model.js';
import { sendGivingStatements } from './giving-statements.js';
import { allotCopies } from './sponsored-copies.js';

/**
 * Sponsored copies: gifts fill a pool of copies (N × the pool's price of a copy, worked out
 * here), the owner records copies sent (never more than are waiting, however many record at
 * once), and each gift is allotted its copies sent, oldest gift first, which its donor sees.
 */

useTestDatabase();

const stripe = useFakeStripe();

type Shop = Awaited<ReturnType<typeof buildTestApp>>;
type App = Shop['app'];

const PRISONS = 'prayer-books-for-prisons';

async function poolShop(env: Record<string, string> = {}) {
  const shop = await buildTestApp(env, { jwtSecret: TEST_JWT_SECRET });
  const admin = await createStaff('admin');
  return { ...shop, admin };
}

const sponsor = (app: App, gift: Record<string, unknown>) =>
  request(app)
    .post('/gifts/sponsored-copies')
    .send({ frequency: 'once', pool: PRISONS, email: 'donor@example.org', ...gift });

const pools = async (app: App, auth: Record<string, string>) =>
  copyPoolsAdminSchema.parse(
    (await request(app).get('/gifts/copy-pools/admin').set(auth).expect(200)).body,
  ).pools;

const sendCopies = (app: App, auth: Record<string, string>, copies: number, sentTo: string) =>
  request(app)
    .post(`/gifts/copy-pools/${PRISONS}/sent`)
    .set(auth)
    .send({ copies, sentTo, sentOn: '2026-11-20' });

describe('sponsoring copies', () => {
  it('offers the demo pool, and charges copies × the price of a copy, whatever amount is sent', async () => {
    const { app, readOutbox } = await poolShop();

    const offered = offeredCopyPoolsSchema.parse(
      (await request(app).get('/gifts/copy-pools').expect(200)).body,
    );
    const answer = giftCheckoutResponseSchema.parse(
      (await sponsor(app, { copies: 10, amount: 1 }).expect(201)).body,
    );

    expect(offered.pools).toEqual([
      { id: PRISONS, name: 'Prayer books for prisons', copyCost: 6.5, productId: null },
    ]);
    expect(answer).toMatchObject({ mode: 'demo', gift: { amount: 65, fund: null } });
    expect(await GiftModel.findOne().lean()).toMatchObject({
      amountCents: 6500,
      sponsoredCopies: {
        poolId: PRISONS,
        poolName: 'Prayer books for prisons',
        copies: 10,
        copyCents: 650,
      },
    });
    const [receipt] = await readOutbox();
    expect(receipt).toContain('Sponsored: 10 copies of Prayer books for prisons');
    expect(receipt).toContain('Amount: $65.00');
  });

  it('adds the card fee on top of the copies when the donor covers it', async () => {
    const { app } = await poolShop();

    await sponsor(app, { copies: 4, coverFee: true }).expect(201);

    const gift = await GiftModel.findOne().lean();
    expect(gift?.feeCover).toMatchObject({ giftCents: 2600 });
    expect(gift?.amountCents).toBe(2600 + (gift?.feeCover?.feeCents ?? 0));
    expect(gift?.feeCover?.feeCents).toBeGreaterThan(0);
  });

  it('refuses a retired or unknown pool, too many copies, and a sum outside the bounds, with a 400', async () => {
    const { app, admin } = await poolShop({ GIFT_MAX_DOLLARS: '1000' });
    await request(app)
      .patch('/gifts/copy-pools')
      .set(admin.auth)
      .send({
        pools: [
          { id: PRISONS, name: 'Prayer books for prisons', copyCost: 6.5, retired: true },
          { name: 'Bibles for parishes', copyCost: 25 },
        ],
      })
      .expect(200);

    const retired = await sponsor(app, { copies: 2 }).expect(400);
    const unknown = await sponsor(app, { copies: 2, pool: 'no-such-pool' }).expect(400);
    const tooMany = await sponsor(app, { copies: 501, pool: 'bibles-for-parishes' }).expect(400);
    const tooMuch = await sponsor(app, { copies: 41, pool: 'bibles-for-parishes' }).expect(400);
    const noProduct = await request(app)
      .patch('/gifts/copy-pools')
      .set(admin.auth)
      .send({
        pools: [
          {
            id: PRISONS,
            name: 'Prayer books for prisons',
            copyCost: 6.5,
            productId: '64b7f0c2a1b2c3d4e5f60718',
          },
          { id: 'bibles-for-parishes', name: 'Bibles for parishes', copyCost: 25 },
        ],
      })
      .expect(400);
    const badPrice = await request(app)
      .patch('/gifts/copy-pools')
      .set(admin.auth)
      .send({ pools: [{ id: PRISONS, name: 'Prayer books for prisons', copyCost: 6.505 }] })
      .expect(400);

    expect(retired.body.message).toBe('pool must be one of the pools');
    expect(unknown.body.message).toBe('pool must be one of the pools');
    expect(tooMany.body.details[0]).toMatchObject({
      path: 'body.copies',
      message: 'must be at most 500',
    });
    expect(tooMuch.body.message).toBe('copies must come to between $5 and $1000');
    expect(badPrice.body.details).toContainEqual({
      path: 'body.pools.0.copyCost',
      message: 'must be dollars and cents',
    });
    expect(noProduct.body.message).toBe('pools.0.productId must be a product in the shop');
    expect(await GiftModel.countDocuments()).toBe(0);
  });

  it('sends Stripe one line for the copies’ sum, and records the copies when Stripe reports the payment', async () => {
    const { app } = await poolShop(stripe.env());

    await sponsor(app, { copies: 3, amount: 99_999, email: undefined }).expect(201);
    const pledge = await GiftPledgeModel.findOne().lean();
    const created = stripe.requests.find((r) => r.path === '/v1/checkout/sessions');
    const paid = stripe.pay(pledge?.sessionId ?? '', 'donor@example.org');
    const { payload, signature } = signedStripePayload('checkout.session.completed', {
      object: paid,
    });
    await request(app)
      .post('/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload)
      .expect(200);

    expect(created?.body).toMatchObject({
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: '1950',
            product_data: {
              name: 'Gift to Orthodox Resources: 3 copies of Prayer books for prisons',
            },
          },
          quantity: '1',
        },
      ],
    });
    expect(await GiftModel.findOne().lean()).toMatchObject({
      amountCents: 1950,
      sponsoredCopies: { poolId: PRISONS, copies: 3 },
    });
  });
});

describe('copies sent', () => {
  it('are allotted to the gifts oldest first', () => {
    expect(
      allotCopies(
        [{ copies: 10 }, { copies: 5 }, { copies: 3 }],
        [
          { copies: 4, sentTo: 'St. Dismas, Ohio' },
          { copies: 8, sentTo: 'Holy Cross, Texas' },
          { copies: 2, sentTo: 'St. Dismas, Ohio' },
        ],
      ),
    ).toEqual([
      { sent: 10, sentTo: ['St. Dismas, Ohio', 'Holy Cross, Texas'] },
      { sent: 4, sentTo: ['Holy Cross, Texas', 'St. Dismas, Ohio'] },
      { sent: 0, sentTo: [] },
    ]);
  });

  it('show in the admin, and more than are waiting are refused with a 409', async () => {
    const { app, admin } = await poolShop();
    await sponsor(app, { copies: 10 }).expect(201);
    await sponsor(app, { copies: 5, email: 'second@example.org' }).expect(201);

    await sendCopies(app, admin.auth, 12, 'St. Dismas prison ministry, Ohio').expect(201);
    const refused = await sendCopies(app, admin.auth, 4, 'Holy Cross, Texas').expect(409);
    const empty = await sendCopies(app, admin.auth, 3, ' ').expect(400);
    await request(app)
      .post(`/gifts/copy-pools/${PRISONS}/sent`)
      .send({ copies: 1, sentTo: 'x', sentOn: '2026-11-20' })
      .expect(401);
    await request(app)
      .post('/gifts/copy-pools/no-such-pool/sent')
      .set(admin.auth)
      .send({ copies: 1, sentTo: 'x', sentOn: '2026-11-20' })
      .expect(404);

    expect(refused.body.message).toBe('Only 3 copies are waiting to be sent from this pool.');
    expect(empty.body.details[0]).toMatchObject({ path: 'body.sentTo' });
    expect(await pools(app, admin.auth)).toEqual([
      expect.objectContaining({
        id: PRISONS,
        sponsored: 15,
        sent: 12,
        waiting: 3,
        shipments: [
          {
            copies: 12,
            sentTo: 'St. Dismas prison ministry, Ohio',
            sentOn: '2026-11-20',
            recordedAt: expect.any(String),
          },
        ],
      }),
    ]);
  });

  it('recorded at once by many never add up to more than were sponsored', async () => {
    const { app, admin } = await poolShop();
    await sponsor(app, { copies: 25 }).expect(201);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => sendCopies(app, admin.auth, 3, `Parish ${n}`)),
    );

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(8);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(12);
    const [pool] = await pools(app, admin.auth);
    expect(pool).toMatchObject({ sponsored: 25, sent: 24, waiting: 1 });
    expect(pool?.shipments).toHaveLength(8);
  });

  it('are told to each donor on the manage page, and a sponsor without a monthly gift may sign in', async () => {
    const shop = await poolShop();
    const { app, admin } = shop;
    await sponsor(app, { copies: 10 }).expect(201);
    await sponsor(app, { copies: 5, email: 'Second@Example.org' }).expect(201);
    await sendCopies(app, admin.auth, 13, 'St. Dismas prison ministry, Ohio').expect(201);

    const first = await signInDonor(shop, 'donor@example.org');
    const second = await signInDonor(shop, 'second@example.org');
    const view = async (auth: Record<string, string>) =>
      sponsoredGiftsSchema.parse(
        (await request(app).get('/gifts/manage/sponsored-copies').set(auth).expect(200)).body,
      ).gifts;
    await request(app).get('/gifts/manage/sponsored-copies').expect(401);

    expect(await view(first)).toEqual([
      expect.objectContaining({
        poolName: 'Prayer books for prisons',
        copies: 10,
        sent: 10,
        sentTo: ['St. Dismas prison ministry, Ohio'],
      }),
    ]);
    expect(await view(second)).toEqual([expect.objectContaining({ copies: 5, sent: 3 })]);
  });

  it('leave out a gift refunded in full, and keep one refunded in part', async () => {
    const { app, admin } = await poolShop();
    await sponsor(app, { copies: 10 }).expect(201);
    await sponsor(app, { copies: 4, email: 'second@example.org' }).expect(201);
    await GiftModel.updateOne({ email: 'donor@example.org' }, { $set: { refundedCents: 6500 } });
    await GiftModel.updateOne({ email: 'second@example.org' }, { $set: { refundedCents: 100 } });

    const [pool] = await pools(app, admin.auth);
    await sendCopies(app, admin.auth, 5, 'Holy Cross, Texas').expect(409);

    expect(pool).toMatchObject({ sponsored: 4, sent: 0, waiting: 4 });
  });

  it('sponsors the copies again with each monthly payment, until the donor changes the amount', async () => {
    const shop = await poolShop();
    const { app, admin } = shop;
    const answer = giftCheckoutResponseSchema.parse(
      (await sponsor(app, { copies: 5, frequency: 'monthly' }).expect(201)).body,
    );
    const planId = answer.mode === 'demo' ? (answer.planId ?? '') : '';
    const auth = await signInDonor(shop, 'donor@example.org');

    await request(app).post(`/gifts/manage/${planId}/renew`).set(auth).expect(201);
    expect(await pools(app, admin.auth)).toEqual([expect.objectContaining({ sponsored: 10 })]);
    await request(app)
      .post(`/gifts/manage/${planId}/amount`)
      .set(auth)
      .send({ amount: 40 })
      .expect(200);
    await request(app).post(`/gifts/manage/${planId}/renew`).set(auth).expect(201);

    expect(await pools(app, admin.auth)).toEqual([expect.objectContaining({ sponsored: 10 })]);
    expect(await GiftModel.countDocuments()).toBe(3);
  });

  it('are told in the yearly statement', async () => {
    const { app, admin } = await poolShop();
    await sponsor(app, { copies: 10 }).expect(201);
    await sendCopies(app, admin.auth, 4, 'St. Dismas prison ministry, Ohio').expect(201);

    const outbox = await mkdtemp(join(tmpdir(), 'statements-'));
    await sendGivingStatements({
      year: new Date().getUTCFullYear(),
      mailer: createMailer({ kind: 'outbox', dir: outbox, from: 'Shop <shop@example.org>' }),
      supportEmail: 'orders@example.org',
      logger: testLogger(),
    });
    const [statement] = await Promise.all(
      (await readdir(outbox)).map(async (file) =>
        decodeQuotedPrintable(await readFile(join(outbox, file), 'utf8')),
      ),
    );

    expect(statement).toContain(
      'One-off gift, 10 copies of Prayer books for prisons; 4 of your 10 copies have been sent (to St. Dismas prison ministry, Ohio)',
    );
  });
});
