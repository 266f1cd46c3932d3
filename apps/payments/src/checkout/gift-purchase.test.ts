import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  checkoutSessionResponseSchema,
  demoSessionIdFromClientSecret,
  libraryResponseSchema,
  librarySessionSchema,
  sessionStatusResponseSchema,
} from '@ministry/contracts';
import { DownloadGrantModel, OrderModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import type { MailMessage } from '@ministry/mail';
import { testLogger } from '@ministry/http/testing';
import { useFakeStripe } from '../testing/fake-stripe.js';
import {
  buildTestApp,
  cartLine,
  createProduct,
  TEST_ADDRESS,
  TEST_DOWNLOAD_SECRET,
  TEST_WEB_ORIGIN,
} from '../testing/harness.js';
import { createStaff, postStripeEvent, TEST_JWT_SECRET } from '../testing/orders.js';
import { recordingMailer } from '../testing/recording-mailer.js';
import { createGiftDelivery, SENDING_LEASE_MS } from './gift-delivery.js';

useTestDatabase();

const stripe = useFakeStripe();

const ZONE = 'America/New_York';
/** 10:00 on 20 December 2026 in New York. */
const START = Date.parse('2026-12-20T15:00:00Z');
/** Midnight starting 24 December in New York. */
const CHRISTMAS_EVE = Date.parse('2026-12-24T05:00:00Z');

const gift = (overrides: Record<string, unknown> = {}) => ({
  recipientName: 'Maria',
  recipientEmail: 'Maria@Example.org',
  fromName: 'John',
  message: 'For the feast, with love.',
  deliverOn: '2026-12-24',
  ...overrides,
});

/** A shop on a clock the test moves, whose mail is kept in `mail.sent`. */
async function giftShop(env: Record<string, string> = {}) {
  let clock = START;
  const now = () => new Date(clock);
  const mail = recordingMailer();
  mail.down = false;
  const shop = await buildTestApp({ OWNER_TIME_ZONE: ZONE, ...env }, { now, mailer: mail });
  const delivery = createGiftDelivery({
    logger: testLogger(),
    mailer: mail,
    downloadSecret: TEST_DOWNLOAD_SECRET,
    webOrigin: TEST_WEB_ORIGIN,
    supportEmail: 'help@example.org',
    now,
  });
  return {
    ...shop,
    mail,
    delivery,
    setClock: (at: number) => {
      clock = at;
    },
    to: (address: string): MailMessage[] =>
      mail.sent.filter((message) => message.to.toLowerCase() === address.toLowerCase()),
  };
}

const startCheckout = (app: Parameters<typeof request>[0], body: Record<string, unknown>) =>
  request(app).post('/create-checkout-session').send(body);

/** A demo gift purchase paid by john@example.org; answers the session id. */
async function buyGiftDemo(
  app: Parameters<typeof request>[0],
  cartItems: unknown[],
  giftInput: Record<string, unknown> = gift(),
  address: Record<string, string> = TEST_ADDRESS,
) {
  const response = await startCheckout(app, { cartItems, gift: giftInput }).expect(200);
  const sessionId = demoSessionIdFromClientSecret(
    checkoutSessionResponseSchema.parse(response.body).clientSecret,
  );
  if (!sessionId) throw new Error('not a demo checkout');
  await request(app)
    .post(`/demo/sessions/${sessionId}/complete`)
    .send({ email: 'john@example.org', address })
    .expect(200);
  return sessionId;
}

async function signInAs(
  app: Parameters<typeof request>[0],
  mail: { sent: MailMessage[] },
  email: string,
) {
  const before = mail.sent.length;
  await request(app).post('/library/sign-in-links').send({ email }).expect(202);
  const token = await waitForToken(mail, before);
  const session = await request(app).post('/library/sessions').send({ token }).expect(201);
  return { Authorization: `Bearer ${librarySessionSchema.parse(session.body).sessionToken}` };
}

async function waitForToken(mail: { sent: MailMessage[] }, before: number): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const token = mail.sent
      .slice(before)
      .map((message) => /\/downloads\/sign-in\?token=([\w-]+)/.exec(message.text)?.[1])
      .find(Boolean);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no sign-in email');
}

describe('a resource bought as a gift', () => {
  it('records the gift, tells the buyer, and sends nothing to the recipient before the day', async () => {
    const shop = await giftShop();
    const booklet = await createProduct({ name: 'Nativity Akathist' });
    const sessionId = await buyGiftDemo(shop.app, [cartLine(booklet)]);

    const order = await OrderModel.findOne({ sessionId }).lean();
    expect(order?.gift).toMatchObject({
      recipientName: 'Maria',
      recipientEmail: 'maria@example.org',
      fromName: 'John',
      message: 'For the feast, with love.',
      deliverOn: '2026-12-24',
      deliverAt: new Date(CHRISTMAS_EVE),
    });
    expect(order?.gift?.sentAt).toBeFalsy();
    // The grant exists (the gift is safe), but its links are the recipient's.
    expect(await DownloadGrantModel.countDocuments({ order: order?._id })).toBe(1);

    const [confirmation, ...others] = shop.to('john@example.org');
    expect(others).toEqual([]);
    expect(confirmation?.text).toContain('This is a gift for Maria.');
    expect(confirmation?.text).toContain('on December 24, 2026, and send you a copy');
    expect(confirmation?.text).not.toContain('/api/downloads/');
    expect(shop.to('maria@example.org')).toEqual([]);

    const status = await request(shop.app)
      .get('/session-status')
      .query({ session_id: sessionId })
      .expect(200);
    const answer = sessionStatusResponseSchema.parse(status.body);
    expect(answer.gift).toMatchObject({ recipientName: 'Maria', deliverOn: '2026-12-24' });
    expect(answer.lines?.[0]?.downloadUrl).toBeUndefined();

    // The sweep before the day sends nothing.
    shop.setClock(CHRISTMAS_EVE - 1);
    expect(await shop.delivery.sweep()).toEqual({ giftsTried: 0, giftsFailed: 0 });
    expect(shop.to('maria@example.org')).toEqual([]);
  });

  it('sends the recipient their gift exactly once on the day, and the buyer a copy', async () => {
    const shop = await giftShop();
    const booklet = await createProduct({ name: 'Nativity Akathist' });
    const sessionId = await buyGiftDemo(shop.app, [cartLine(booklet)]);

    shop.setClock(CHRISTMAS_EVE);
    const sweeps = await Promise.all([shop.delivery.sweep(), shop.delivery.sweep()]);
    expect(sweeps.every((sweep) => sweep.giftsFailed === 0)).toBe(true);
    await shop.delivery.sweep();

    const [received, ...more] = shop.to('maria@example.org');
    expect(more).toEqual([]);
    expect(received?.subject).toBe('John has sent you a gift from Orthodox Resources');
    expect(received?.text).toContain('Maria, John has sent you a gift: Nativity Akathist.');
    expect(received?.text).toContain('For the feast, with love.');
    expect(received?.text).toContain(`${TEST_WEB_ORIGIN}/api/downloads/`);
    expect(received?.text).toContain(
      `${TEST_WEB_ORIGIN}/downloads (sign in with maria@example.org)`,
    );

    const copies = shop
      .to('john@example.org')
      .filter((mail) => mail.subject.includes('has been sent'));
    expect(copies).toHaveLength(1);
    expect(copies[0]?.text).toContain('> Maria, John has sent you a gift: Nativity Akathist.');
    expect(copies[0]?.text).not.toContain('/api/downloads/');

    const order = await OrderModel.findOne({ sessionId }).lean();
    expect(order?.gift?.sentAt).toEqual(new Date(CHRISTMAS_EVE));
    expect(order?.gift?.copySentAt).toEqual(new Date(CHRISTMAS_EVE));
  });

  it("puts the gift in the recipient's own downloads, not the buyer's", async () => {
    const shop = await giftShop();
    const booklet = await createProduct({ name: 'Nativity Akathist' });
    await buyGiftDemo(shop.app, [cartLine(booklet)], gift({ deliverOn: '2026-12-20' }));

    // A gift for today goes at once, with the confirmation.
    expect(shop.to('maria@example.org')).toHaveLength(1);

    const maria = await signInAs(shop.app, shop.mail, 'maria@example.org');
    const library = libraryResponseSchema.parse(
      (await request(shop.app).get('/library').set(maria).expect(200)).body,
    );
    expect(library.items.map((item) => item.title)).toEqual(['Nativity Akathist']);
    const [item] = library.items;
    await request(shop.app)
      .post('/library/downloads')
      .send({ itemId: item?.id })
      .set(maria)
      .expect(200);

    // John bought it, but it is Maria's: his sign-in finds nothing to send a link for.
    const before = shop.mail.sent.length;
    await request(shop.app)
      .post('/library/sign-in-links')
      .send({ email: 'john@example.org' })
      .expect(202);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shop.mail.sent.slice(before)).toEqual([]);
  });

  it('records the gift of a Stripe purchase and asks Stripe for the recipient’s address', async () => {
    const shop = await giftShop(stripe.env());
    const booklet = await createProduct({ name: 'Nativity Akathist' });
    const rope = await createProduct({
      name: 'Prayer Rope',
      format: 'physical',
      price: 12,
      stock: 3,
    });

    await startCheckout(shop.app, {
      cartItems: [cartLine(booklet), cartLine(rope, { price: 12 })],
      gift: gift(),
    }).expect(200);
    const created = stripe.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/checkout/sessions',
    );
    expect(created?.body.custom_text).toEqual({
      shipping_address: {
        message: "This is a gift: enter Maria's name and address. We post it to them, not to you.",
      },
    });

    const [sessionId] = [...stripe.sessions.keys()].slice(-1);
    if (!sessionId) throw new Error('no Stripe session');
    const paid = stripe.pay(sessionId, 'john@example.org');
    await postStripeEvent(shop.app, 'checkout.session.completed', paid).expect(200);

    const order = await OrderModel.findOne({ sessionId }).lean();
    expect(order?.status).toBe('paid');
    expect(order?.gift).toMatchObject({
      recipientEmail: 'maria@example.org',
      deliverOn: '2026-12-24',
    });
    expect(shop.to('maria@example.org')).toEqual([]);
    shop.setClock(CHRISTMAS_EVE);
    await shop.delivery.sweep();
    expect(shop.to('maria@example.org')).toHaveLength(1);
  });

  it('ships a physical gift to the address given, and sends no email for it', async () => {
    const shop = await giftShop();
    const rope = await createProduct({
      name: 'Prayer Rope',
      format: 'physical',
      price: 12,
      stock: 3,
    });
    const mariaAddress = { ...TEST_ADDRESS, name: 'Maria Petrova', line1: '7 Chapel Lane' };
    const sessionId = await buyGiftDemo(
      shop.app,
      [cartLine(rope, { price: 12 })],
      gift(),
      mariaAddress,
    );

    const order = await OrderModel.findOne({ sessionId }).lean();
    expect(order?.shipping).toMatchObject({
      name: 'Maria Petrova',
      address: { line1: '7 Chapel Lane' },
    });
    const [confirmation] = shop.to('john@example.org');
    expect(confirmation?.text).toContain('This is a gift for Maria.');
    expect(confirmation?.text).toContain('7 Chapel Lane');
    expect(confirmation?.text).toContain('(Maria, your gift)');

    shop.setClock(CHRISTMAS_EVE);
    expect(await shop.delivery.sweep()).toEqual({ giftsTried: 0, giftsFailed: 0 });
    expect(shop.to('maria@example.org')).toEqual([]);
  });

  it('tries a failed gift email again at the next sweep', async () => {
    const shop = await giftShop();
    const booklet = await createProduct({ name: 'Nativity Akathist' });
    const sessionId = await buyGiftDemo(shop.app, [cartLine(booklet)]);

    shop.setClock(CHRISTMAS_EVE);
    shop.mail.down = true;
    expect(await shop.delivery.sweep()).toEqual({ giftsTried: 1, giftsFailed: 1 });
    expect((await OrderModel.findOne({ sessionId }).lean())?.gift?.sentAt).toBeFalsy();

    shop.mail.down = false;
    expect(await shop.delivery.sweep()).toEqual({ giftsTried: 1, giftsFailed: 0 });
    expect(shop.to('maria@example.org')).toHaveLength(1);
  });

  it('sends a gift whose sender crashed mid-way once its lease has run out', async () => {
    const shop = await giftShop();
    const booklet = await createProduct({ name: 'Nativity Akathist' });
    const sessionId = await buyGiftDemo(shop.app, [cartLine(booklet)]);
    // A sender leased the email on the day, then the process died before sending it.
    await OrderModel.updateOne(
      { sessionId },
      { $set: { 'gift.sendingUntil': new Date(CHRISTMAS_EVE + SENDING_LEASE_MS) } },
    );

    shop.setClock(CHRISTMAS_EVE + 60_000);
    await shop.delivery.sweep();
    expect(shop.to('maria@example.org')).toEqual([]);

    shop.setClock(CHRISTMAS_EVE + SENDING_LEASE_MS);
    await shop.delivery.sweep();
    expect(shop.to('maria@example.org')).toHaveLength(1);
  });

  it('shows the gift on the order desk and in the orders CSV', async () => {
    const shop = await giftShop({ JWT_SECRET: TEST_JWT_SECRET });
    const admin = await createStaff('admin');
    const rope = await createProduct({
      name: 'Prayer Rope',
      format: 'physical',
      price: 12,
      stock: 3,
    });
    const sessionId = await buyGiftDemo(shop.app, [cartLine(rope, { price: 12 })]);
    const number = (await OrderModel.findOne({ sessionId }).lean())?.number ?? '';

    const detail = await request(shop.app).get(`/orders/${number}`).set(admin.auth).expect(200);
    expect(detail.body.gift).toEqual({
      recipientName: 'Maria',
      recipientEmail: 'maria@example.org',
      fromName: 'John',
      message: 'For the feast, with love.',
      deliverOn: '2026-12-24',
      sentAt: null,
    });
    const list = await request(shop.app).get('/orders').set(admin.auth).expect(200);
    expect(list.body.orders[0]).toMatchObject({ number, giftFor: 'Maria', toShip: true });

    const csv = await request(shop.app).get('/orders.csv').set(admin.auth).expect(200);
    const rows = parse<Record<string, string>>(csv.text, { columns: true });
    expect(rows.find((row) => row.order === number)).toMatchObject({
      ship_to_name: 'Anna Buyer',
      gift_recipient: 'Maria',
      gift_recipient_email: 'maria@example.org',
      gift_deliver_on: '2026-12-24',
      gift_sent_at: '',
    });
  });

  it.each([
    [
      'a day in the past',
      { deliverOn: '2026-12-19' },
      'body.gift.deliverOn',
      'must be today or a later day',
    ],
    [
      'more than a year ahead',
      { deliverOn: '2027-12-22' },
      'body.gift.deliverOn',
      'must be within a year from today',
    ],
    [
      'a bad email',
      { recipientEmail: 'maria at home' },
      'body.gift.recipientEmail',
      'must be a valid email address',
    ],
    ['no name', { recipientName: ' ' }, 'body.gift.recipientName', "must be the recipient's name"],
    [
      'a long message',
      { message: 'x'.repeat(501) },
      'body.gift.message',
      'must be at most 500 characters',
    ],
    [
      'not a date',
      { deliverOn: '24/12/2026' },
      'body.gift.deliverOn',
      'must be a date as YYYY-MM-DD',
    ],
  ])(
    'refuses a gift with %s: a 400 naming the field, and no order',
    async (_what, change, path, message) => {
      const shop = await giftShop();
      const booklet = await createProduct({ name: 'Nativity Akathist' });
      const response = await startCheckout(shop.app, {
        cartItems: [cartLine(booklet)],
        gift: gift(change),
      }).expect(400);
      expect(response.body.details).toContainEqual({ path, message });
      expect(await OrderModel.countDocuments()).toBe(0);
    },
  );
});
