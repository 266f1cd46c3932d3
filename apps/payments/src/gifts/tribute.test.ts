import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  giftCheckoutResponseSchema,
  giftListSchema,
  giftReceiptSchema,
  prayerListSchema,
} from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { useFakeStripe } from '../testing/fake-stripe.js';
import { signInDonor } from '../testing/gifts.js';
import { buildTestApp, signedStripePayload } from '../testing/harness.js';
import { receiptDeps, recordingMailer } from '../testing/recording-mailer.js';
import { createStaff, TEST_JWT_SECRET } from '../testing/orders.js';
import { GiftModel, GiftPledgeModel } from './gift.model.js';
import { giftsCsv } from './gifts-csv.js';
import { retryUnsentReceipts } from './receipt-delivery.js';

/**
 * A gift in honour or in memory of someone, with a card emailed to a person the donor names
 * (their message; the amount only if they choose), and names for prayer the owner reads and
 * prints. Both are kept on the gift, shown on the receipt and in the owner's list.
 */

useTestDatabase();

const stripe = useFakeStripe();

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

const MEMORY_CARD = {
  kind: 'memory',
  name: 'Fr. John Matusiak',
  card: {
    recipientName: 'Presbytera Anna',
    recipientEmail: 'anna@example.org',
    message: 'He baptised all of us. We pray for him every day.',
  },
} as const;

const giveInDemo = (app: App, gift: Record<string, unknown>) =>
  request(app)
    .post('/gifts')
    .send({ frequency: 'once', amount: 40, email: 'donor@example.org', name: 'Maria', ...gift });

const emailTo = (outbox: string[], address: string) =>
  outbox.filter((email) => email.includes(`To: ${address}`));

const adminGet = async (app: App, path: string) => {
  const admin = await createStaff('admin');
  return (await request(app).get(path).set(admin.auth).expect(200)).body as unknown;
};

describe('a gift in memory of someone, with a card', () => {
  it('records the tribute, sends the card without the amount, and shows both on the receipt', async () => {
    const { app, readOutbox } = await buildTestApp({}, { jwtSecret: TEST_JWT_SECRET });

    const answer = giftCheckoutResponseSchema.parse(
      (await giveInDemo(app, { tribute: MEMORY_CARD }).expect(201)).body,
    );

    expect(answer).toMatchObject({
      mode: 'demo',
      gift: {
        tribute: {
          kind: 'memory',
          name: 'Fr. John Matusiak',
          cardTo: 'Presbytera Anna (anna@example.org)',
        },
      },
    });
    const outbox = await readOutbox();
    const [card] = emailTo(outbox, 'anna@example.org');
    expect(card).toContain('Subject: A gift in memory of Fr. John Matusiak');
    expect(card).toContain('Dear Presbytera Anna,');
    expect(card).toContain(
      'Maria has made a gift to Orthodox Resources in memory of Fr. John Matusiak.',
    );
    // (The outbox's decoder reads bytes, not UTF-8: the message's quotation marks are left out.)
    expect(card).toContain('He baptised all of us. We pray for him every day.');
    expect(card).toContain('May their memory be eternal.');
    expect(card).not.toContain('$40');
    const [receipt] = emailTo(outbox, 'donor@example.org');
    expect(receipt).toContain('In memory of: Fr. John Matusiak');
    expect(receipt).toContain('Card sent to: Presbytera Anna (anna@example.org)');
  });

  it('shows the amount on the card only when the donor chose to, without the fee they covered', async () => {
    const { app, readOutbox } = await buildTestApp();

    await giveInDemo(app, {
      coverFee: true,
      tribute: {
        kind: 'honour',
        name: 'Sophia on her name day',
        card: { recipientName: 'Sophia', recipientEmail: 'sophia@example.org', showAmount: true },
      },
    }).expect(201);

    const [card] = emailTo(await readOutbox(), 'sophia@example.org');
    expect(card).toContain(
      'Maria has made a gift of $40.00 to Orthodox Resources in honour of Sophia on her name day.',
    );
    expect(card).toContain('God grant them many years!');
  });

  it('never names a donor who gave anonymously, on the card or the prayer list', async () => {
    const { app, readOutbox } = await buildTestApp({}, { jwtSecret: TEST_JWT_SECRET });

    await giveInDemo(app, {
      anonymous: true,
      tribute: MEMORY_CARD,
      prayerNames: { living: 'Maria', departed: '' },
    }).expect(201);

    const [card] = emailTo(await readOutbox(), 'anna@example.org');
    expect(card).toContain('Someone who wishes to remain unnamed has made a gift');
    expect(card).not.toContain('Maria has');
    const list = prayerListSchema.parse(await adminGet(app, '/gifts/prayer-names'));
    expect(list.gifts).toEqual([expect.objectContaining({ from: null, living: ['Maria'] })]);
  });

  it('keeps a tribute without a card, and sends no card', async () => {
    const { app, readOutbox } = await buildTestApp();

    const answer = giftCheckoutResponseSchema.parse(
      (await giveInDemo(app, { tribute: { kind: 'honour', name: 'Our parish choir' } }).expect(201))
        .body,
    );

    expect(answer.mode === 'demo' && answer.gift.tribute).toEqual({
      kind: 'honour',
      name: 'Our parish choir',
      cardTo: null,
    });
    expect(await readOutbox()).toEqual([expect.stringContaining('In honour of: Our parish choir')]);
  });

  it('refuses a card without a valid address, or a tribute without a name, with a clear 400', async () => {
    const { app } = await buildTestApp();

    const noAddress = await giveInDemo(app, {
      tribute: {
        kind: 'memory',
        name: 'Nicholas',
        card: { recipientName: 'Helen', recipientEmail: 'not an address' },
      },
    }).expect(400);
    const noName = await giveInDemo(app, { tribute: { kind: 'memory', name: '  ' } }).expect(400);
    const badKind = await giveInDemo(app, { tribute: { kind: 'birthday', name: 'Anna' } }).expect(
      400,
    );

    expect(noAddress.body.details).toEqual([
      expect.objectContaining({ path: 'body.tribute.card.recipientEmail' }),
    ]);
    expect(noName.body.details).toEqual([
      expect.objectContaining({ path: 'body.tribute.name', message: 'is required' }),
    ]);
    expect(badKind.body.details).toEqual([
      expect.objectContaining({
        path: 'body.tribute.kind',
        message: 'must be in honour or in memory',
      }),
    ]);
    expect(await GiftModel.countDocuments()).toBe(0);
  });

  it('sends the card of a monthly gift once, with its first payment, not with each renewal', async () => {
    const shop = await buildTestApp({}, { jwtSecret: TEST_JWT_SECRET });
    const started = giftCheckoutResponseSchema.parse(
      (await giveInDemo(shop.app, { frequency: 'monthly', tribute: MEMORY_CARD }).expect(201)).body,
    );
    if (started.mode !== 'demo' || !started.planId) throw new Error('expected a demo monthly gift');
    const donor = await signInDonor(shop, 'donor@example.org');

    const renewed = giftReceiptSchema.parse(
      (
        await request(shop.app)
          .post(`/demo/monthly-gifts/${started.planId}/renew`)
          .set(donor)
          .expect(201)
      ).body,
    );

    expect(renewed.tribute).toMatchObject({ kind: 'memory', name: 'Fr. John Matusiak' });
    expect(emailTo(await shop.readOutbox(), 'anna@example.org')).toHaveLength(1);
  });

  it('sends a card that mail could not take on the next retry, once', async () => {
    const mailer = recordingMailer();
    const { app } = await buildTestApp({}, { mailer });
    await giveInDemo(app, { tribute: MEMORY_CARD }).expect(201);
    expect((await GiftModel.findOne().lean())?.tributeCardSentAt).toBeUndefined();

    mailer.down = false;
    const deps = receiptDeps(mailer);
    await Promise.all([retryUnsentReceipts(deps), retryUnsentReceipts(deps)]);
    await retryUnsentReceipts(deps);

    expect(mailer.sent.map((message) => message.to).sort()).toEqual([
      'anna@example.org',
      'donor@example.org',
    ]);
  });
});

describe('a tribute gift with Stripe', () => {
  it('keeps the tribute on the pledge until Stripe reports the payment, then records and sends it', async () => {
    const { app, readOutbox } = await buildTestApp(stripe.env());
    await request(app)
      .post('/gifts')
      .send({ frequency: 'once', amount: 30, tribute: MEMORY_CARD })
      .expect(201);
    const pledge = await GiftPledgeModel.findOne().lean();
    expect(pledge?.tribute).toMatchObject({ kind: 'memory', name: 'Fr. John Matusiak' });

    const paid = stripe.pay(pledge?.sessionId ?? '', 'donor@example.org');
    const { payload, signature } = signedStripePayload('checkout.session.completed', {
      object: paid,
    });
    const deliver = () =>
      request(app)
        .post('/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signature)
        .send(payload)
        .expect(200);
    // The same news twice: one gift, one card.
    await deliver();
    await deliver();

    expect(await GiftModel.find().lean()).toEqual([
      expect.objectContaining({ tribute: expect.objectContaining({ name: 'Fr. John Matusiak' }) }),
    ]);
    expect(emailTo(await readOutbox(), 'anna@example.org')).toHaveLength(1);
  });
});

describe('names for prayer', () => {
  it('keeps the names one per line, shows them on the receipt, the list, the CSV and the prayer list', async () => {
    const { app, readOutbox } = await buildTestApp({}, { jwtSecret: TEST_JWT_SECRET });

    await giveInDemo(app, {
      prayerNames: { living: 'Maria\n\n  Nicholas \nthe newborn Seraphim', departed: 'Fr. John' },
    }).expect(201);
    await giveInDemo(app, {
      email: 'second@example.org',
      name: 'Peter',
      prayerNames: { living: ['nicholas', 'Photini'], departed: [] },
    }).expect(201);
    // A gift without names leaves them out of the prayer list.
    await giveInDemo(app, {
      email: 'third@example.org',
      prayerNames: { living: '\n', departed: '' },
    }).expect(201);

    const [receipt] = emailTo(await readOutbox(), 'donor@example.org');
    expect(receipt).toContain(
      'Names for prayer, the living: Maria, Nicholas, the newborn Seraphim',
    );
    expect(receipt).toContain('Names for prayer, the departed: Fr. John');
    const list = prayerListSchema.parse(await adminGet(app, '/gifts/prayer-names'));
    expect(list).toMatchObject({
      days: 40,
      // Each name once, newest gift first.
      living: ['nicholas', 'Photini', 'Maria', 'the newborn Seraphim'],
      departed: ['Fr. John'],
    });
    expect(list.gifts.map((gift) => gift.from)).toEqual(['Peter', 'Maria']);
    const gifts = giftListSchema.parse(await adminGet(app, '/gifts')).gifts;
    expect(gifts.map((gift) => gift.prayerNames)).toEqual([
      null,
      { living: ['nicholas', 'Photini'], departed: [] },
      { living: ['Maria', 'Nicholas', 'the newborn Seraphim'], departed: ['Fr. John'] },
    ]);
    expect(giftsCsv(gifts).split('\r\n')[0]).toContain(
      'tribute,card to,prayer names (living),prayer names (departed)',
    );
    expect(giftsCsv(gifts)).toContain('Maria; Nicholas; the newborn Seraphim,Fr. John');
  });

  it('lists only the last days asked for, and refuses a period the list cannot cover', async () => {
    const { app } = await buildTestApp({}, { jwtSecret: TEST_JWT_SECRET });
    await giveInDemo(app, { prayerNames: { living: 'Anna', departed: '' } }).expect(201);
    await GiftModel.updateOne({}, { $set: { paidAt: new Date(Date.now() - 50 * 86_400_000) } });
    const admin = await createStaff('admin');

    const forty = prayerListSchema.parse(
      (await request(app).get('/gifts/prayer-names').set(admin.auth).expect(200)).body,
    );
    const sixty = prayerListSchema.parse(
      (await request(app).get('/gifts/prayer-names?days=60').set(admin.auth).expect(200)).body,
    );
    await request(app).get('/gifts/prayer-names?days=0').set(admin.auth).expect(400);
    await request(app).get('/gifts/prayer-names').expect(401);

    expect(forty.living).toEqual([]);
    expect(sixty.living).toEqual(['Anna']);
  });

  it('refuses more names than a list holds, or a name too long, with a clear 400', async () => {
    const { app } = await buildTestApp();

    const tooMany = await giveInDemo(app, {
      prayerNames: { living: Array.from({ length: 51 }, (_, i) => `Name ${i}`), departed: [] },
    }).expect(400);
    const tooLong = await giveInDemo(app, {
      prayerNames: { living: '', departed: 'x'.repeat(81) },
    }).expect(400);

    expect(tooMany.body.details[0]).toMatchObject({
      path: 'body.prayerNames.living',
      message: 'must be at most 50 names',
    });
    expect(tooLong.body.details[0]).toMatchObject({
      path: 'body.prayerNames.departed',
      message: 'must be names of at most 80 characters each',
    });
  });
});
