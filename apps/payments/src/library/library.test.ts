import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import {
  libraryDownloadResponseSchema,
  libraryResponseSchema,
  librarySessionSchema,
} from '@ministry/contracts';
import { DownloadGrantModel, useDownloadGrant, verifyDownloadToken } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { INTERNAL_PROXY_HEADER } from '@ministry/http';
import {
  buildTestApp,
  cartLine,
  createProduct,
  TEST_DOWNLOAD_SECRET,
  TEST_WEB_ORIGIN,
} from '../testing/harness.js';
import { buyDemo, createStaff, TEST_JWT_SECRET } from '../testing/orders.js';
import {
  REFUSED_LINKS_PER_CLIENT,
  SIGN_IN_LINKS_PER_CLIENT,
  SIGN_IN_LINKS_PER_EMAIL,
} from './library.routes.js';

useTestDatabase();

const BUYER = 'reader@example.org';
const MINUTE = 60_000;

/**
 * A shop whose clock the test moves, with `BUYER`'s paid demo orders: a booklet, then (later) a
 * prayer book and a physical prayer rope.
 */
async function shopWithPurchases(env: Record<string, string> = {}) {
  let clock = Date.now();
  const shop = await buildTestApp(
    { JWT_SECRET: TEST_JWT_SECRET, ...env },
    { now: () => new Date(clock) },
  );
  const booklet = await createProduct({ name: 'Akathist' });
  const prayerBook = await createProduct({ name: 'Prayer Book', downloadsPerLink: 2 });
  const rope = await createProduct({
    name: 'Prayer Rope',
    format: 'physical',
    price: 12,
    stock: 5,
  });
  const firstOrder = await buyDemo(shop.app, [cartLine(booklet)], BUYER);
  clock += MINUTE;
  const secondOrder = await buyDemo(
    shop.app,
    [cartLine(prayerBook), cartLine(rope, { price: 12 })],
    'Reader@Example.org',
  );
  return {
    ...shop,
    booklet,
    prayerBook,
    firstOrder,
    secondOrder,
    advance: (ms: number) => {
      clock += ms;
    },
    now: () => clock,
  };
}

type Shop = Awaited<ReturnType<typeof shopWithPurchases>>;

const askForLink = (shop: Pick<Shop, 'app'>, email: string) =>
  request(shop.app).post('/library/sign-in-links').send({ email });

/** The sign-in links emailed so far, in order. */
async function signInLinks(shop: Pick<Shop, 'readOutbox'>): Promise<string[]> {
  const emails = await shop.readOutbox();
  // Each email names its link twice (text and HTML).
  const tokens = emails.flatMap((email) =>
    [...email.matchAll(/https:\/\/shop\.example\/downloads\/sign-in\?token=([\w-]+)/g)].map(
      (match) => match[1] ?? '',
    ),
  );
  return [...new Set(tokens)];
}

/** Asks for a link for `email` and waits for it to arrive (the email goes after the answer). */
async function emailedToken(shop: Pick<Shop, 'app' | 'readOutbox'>, email = BUYER) {
  const before = (await signInLinks(shop)).length;
  await askForLink(shop, email).expect(202);
  return vi.waitFor(async () => {
    const token = (await signInLinks(shop))[before];
    if (!token) throw new Error('no sign-in email yet');
    return token;
  });
}

async function signIn(shop: Pick<Shop, 'app' | 'readOutbox'>) {
  const token = await emailedToken(shop);
  const response = await request(shop.app).post('/library/sessions').send({ token }).expect(201);
  const session = librarySessionSchema.parse(response.body);
  return { Authorization: `Bearer ${session.sessionToken}` };
}

describe('asking for a sign-in link', () => {
  it('answers an unknown and a known address alike, and emails only the buyer', async () => {
    const shop = await shopWithPurchases();

    const unknown = await askForLink(shop, 'stranger@example.org');
    const known = await askForLink(shop, BUYER);

    expect(unknown.status).toBe(202);
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(known.headers['cache-control']).toBe('private, no-store');
    const links = await vi.waitFor(async () => {
      const found = await signInLinks(shop);
      if (found.length === 0) throw new Error('no sign-in email yet');
      return found;
    });
    expect(links).toHaveLength(1);
    const emails = await shop.readOutbox();
    const signInEmail = emails.find((email) => email.includes('/downloads/sign-in?token='));
    expect(signInEmail).toContain(`To: ${BUYER}`);
    expect(signInEmail).toContain('It works once, for 30 minutes.');
    expect(emails.filter((email) => email.includes('stranger@example.org'))).toEqual([]);
  });

  it('refuses a malformed address with a 400 naming the field', async () => {
    const shop = await buildTestApp();
    const response = await askForLink(shop, 'not an email').expect(400);
    expect(response.body.message).toContain('must be a valid email address');
  });

  it(`sends one address at most ${SIGN_IN_LINKS_PER_EMAIL} links a quarter hour, however it is typed`, async () => {
    const shop = await buildTestApp();
    for (let i = 0; i < SIGN_IN_LINKS_PER_EMAIL; i += 1) {
      await askForLink(shop, i % 2 ? ' Someone@Example.org' : 'someone@example.org').expect(202);
    }
    const response = await askForLink(shop, 'SOMEONE@example.org').expect(429);
    expect(response.body.message).toBe(
      'Too many sign-in requests. Please wait a few minutes and try again.',
    );
    await askForLink(shop, 'someone-else@example.org').expect(202);
  });

  it(`lets one client ask ${SIGN_IN_LINKS_PER_CLIENT} times a quarter hour`, async () => {
    const shop = await buildTestApp();
    for (let i = 0; i < SIGN_IN_LINKS_PER_CLIENT; i += 1) {
      await askForLink(shop, `person${i}@example.org`).expect(202);
    }
    await askForLink(shop, 'one-more@example.org').expect(429);
  });
});

describe('opening the library with the emailed link', () => {
  it('works once: the same link a second time is refused, saying so', async () => {
    const shop = await shopWithPurchases();
    const token = await emailedToken(shop);

    await request(shop.app).post('/library/sessions').send({ token }).expect(201);
    const again = await request(shop.app).post('/library/sessions').send({ token }).expect(410);

    expect(again.body.message).toBe(
      'This sign-in link has already been used. Each link works once: please ask for a new one.',
    );
  });

  it('is refused after 30 minutes, saying it expired', async () => {
    const shop = await shopWithPurchases();
    const token = await emailedToken(shop);
    shop.advance(30 * MINUTE + 1000);

    const response = await request(shop.app).post('/library/sessions').send({ token }).expect(410);

    expect(response.body.message).toContain('This sign-in link has expired');
  });

  it('refuses a made-up token', async () => {
    const shop = await buildTestApp();
    const response = await request(shop.app)
      .post('/library/sessions')
      .send({ token: 'x'.repeat(43) })
      .expect(410);
    expect(response.body.message).toBe('This sign-in link is not valid. Please ask for a new one.');
  });
});

describe('limits per visitor behind the gateway', () => {
  const SECRET = 'internal-proxy-secret-of-at-least-32-characters';
  /** What the gateway and the page server send: the visitor's address, vouched for. */
  const visitor = (address: string) => ({
    'X-Forwarded-For': address,
    [INTERNAL_PROXY_HEADER]: SECRET,
  });
  it(`answers another visitor after one has asked ${SIGN_IN_LINKS_PER_CLIENT} times`, async () => {
    const shop = await buildTestApp({ INTERNAL_PROXY_SECRET: SECRET });
    const ask = (from: string, email: string) =>
      request(shop.app).post('/library/sign-in-links').set(visitor(from)).send({ email });

    for (let i = 0; i < SIGN_IN_LINKS_PER_CLIENT; i += 1) {
      await ask('203.0.113.7', `person${i}@example.org`).expect(202);
    }
    await ask('203.0.113.7', 'one-more@example.org').expect(429);

    await ask('198.51.100.20', 'reader@example.org').expect(202);
  });

  it('counts a caller without the secret by its own address, whatever X-Forwarded-For it claims', async () => {
    const shop = await buildTestApp({ INTERNAL_PROXY_SECRET: SECRET });
    const claiming = (address: string, email: string) =>
      request(shop.app)
        .post('/library/sign-in-links')
        .set('X-Forwarded-For', address)
        .send({ email });

    for (let i = 0; i < SIGN_IN_LINKS_PER_CLIENT; i += 1) {
      await claiming(`203.0.113.${i + 1}`, `person${i}@example.org`).expect(202);
    }
    await claiming('203.0.113.99', 'one-more@example.org').expect(429);
  });

  it(`opens another visitor's valid link after one has tried ${REFUSED_LINKS_PER_CLIENT} bad ones`, async () => {
    const shop = await shopWithPurchases({ INTERNAL_PROXY_SECRET: SECRET });
    const open = (from: string, token: string) =>
      request(shop.app).post('/library/sessions').set(visitor(from)).send({ token });

    for (let i = 0; i < REFUSED_LINKS_PER_CLIENT; i += 1) {
      await open('203.0.113.7', `made-up-${i}`.padEnd(43, 'x')).expect(410);
    }
    await open('203.0.113.7', 'one-more'.padEnd(43, 'x')).expect(429);

    const token = await emailedToken(shop);
    const response = await open('198.51.100.20', token).expect(201);
    expect(librarySessionSchema.parse(response.body).sessionToken).toBeTruthy();
  });

  it('counts only refused links against a visitor, never the links that worked', async () => {
    const shop = await shopWithPurchases({ INTERNAL_PROXY_SECRET: SECRET });
    const open = (token: string) =>
      request(shop.app).post('/library/sessions').set(visitor('203.0.113.7')).send({ token });

    for (let i = 0; i < REFUSED_LINKS_PER_CLIENT - 1; i += 1) {
      await open(`made-up-${i}`.padEnd(43, 'x')).expect(410);
    }
    await open(await emailedToken(shop)).expect(201);

    await open('the-last-try'.padEnd(43, 'x')).expect(410);
    await open('one-too-many'.padEnd(43, 'x')).expect(429);
  });
});

describe('the library', () => {
  it('lists every digital item bought with the address, newest first, with its order', async () => {
    const shop = await shopWithPurchases();
    const auth = await signIn(shop);

    const response = await request(shop.app).get('/library').set(auth).expect(200);

    const library = libraryResponseSchema.parse(response.body);
    expect(
      library.items.map(({ title, format, orderNumber }) => ({ title, format, orderNumber })),
    ).toEqual([
      { title: 'Prayer Book', format: 'digital', orderNumber: shop.secondOrder },
      { title: 'Akathist', format: 'digital', orderNumber: shop.firstOrder },
    ]);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves out a refunded item', async () => {
    const shop = await shopWithPurchases();
    const admin = await createStaff('admin');
    await request(shop.app)
      .post(`/orders/${shop.firstOrder}/refunds`)
      .set(admin.auth)
      .send({})
      .expect(200);
    const auth = await signIn(shop);

    const library = libraryResponseSchema.parse(
      (await request(shop.app).get('/library').set(auth).expect(200)).body,
    );

    expect(library.items.map((item) => item.title)).toEqual(['Prayer Book']);
  });

  it('needs a session, which ends on sign-out or after four hours', async () => {
    const shop = await shopWithPurchases();
    await request(shop.app).get('/library').expect(401);

    const auth = await signIn(shop);
    await request(shop.app).post('/library/sign-out').set(auth).expect(204);
    await request(shop.app).get('/library').set(auth).expect(401);

    const later = await signIn(shop);
    shop.advance(4 * 60 * MINUTE + 1000);
    const expired = await request(shop.app).get('/library').set(later).expect(401);
    expect(expired.body.message).toContain('Please ask for a new sign-in link.');
  });
});

describe('downloading from the library', () => {
  async function itemsOf(shop: Shop, auth: Record<string, string>) {
    return libraryResponseSchema.parse((await request(shop.app).get('/library').set(auth)).body)
      .items;
  }

  it('gives a fresh link working for 15 minutes each time, counted on the purchase', async () => {
    const shop = await shopWithPurchases();
    const auth = await signIn(shop);
    const [prayerBook] = await itemsOf(shop, auth);

    const link = async () =>
      libraryDownloadResponseSchema.parse(
        (
          await request(shop.app)
            .post('/library/downloads')
            .set(auth)
            .send({ itemId: prayerBook?.id })
            .expect(200)
        ).body,
      ).downloadUrl;
    const first = await link();
    shop.advance(1000);
    const second = await link();

    expect(second).not.toBe(first);
    const check = verifyDownloadToken(second.replace('/api/downloads/', ''), TEST_DOWNLOAD_SECRET);
    expect(check).toMatchObject({ ok: true, claims: { grantId: prayerBook?.id } });
    const expiresIn = check.ok ? check.claims.expiresAt - shop.now() : 0;
    expect(expiresIn).toBe(15 * MINUTE);
  });

  it('renews a used-up purchase on the product’s own terms, so the library always works', async () => {
    const shop = await shopWithPurchases();
    const auth = await signIn(shop);
    const [prayerBook] = await itemsOf(shop, auth);
    const grantId = prayerBook?.id ?? '';
    // The product allows 2 downloads per link (the shop's default is 10).
    expect((await DownloadGrantModel.findById(grantId).lean())?.downloadsLeft).toBe(2);
    await useDownloadGrant(grantId);
    await useDownloadGrant(grantId);
    expect(await useDownloadGrant(grantId)).toBeNull();

    await request(shop.app)
      .post('/library/downloads')
      .set(auth)
      .send({ itemId: grantId })
      .expect(200);

    expect((await DownloadGrantModel.findById(grantId).lean())?.downloadsLeft).toBe(2);
  });

  it('refuses an item of someone else', async () => {
    const shop = await shopWithPurchases();
    const other = await createProduct({ name: 'Other' });
    await buyDemo(shop.app, [cartLine(other)], 'someone@example.org');
    const grant = await DownloadGrantModel.findOne({ product: other._id }).lean();
    const auth = await signIn(shop);

    const response = await request(shop.app)
      .post('/library/downloads')
      .set(auth)
      .send({ itemId: grant?._id.toString() })
      .expect(404);

    expect(response.body.message).toBe('This item is not in your downloads.');
  });
});

describe('download link rules', () => {
  it('gives purchases the shop-wide rules from the configuration', async () => {
    const shop = await buildTestApp({ DOWNLOADS_PER_LINK: '3', DOWNLOAD_LINK_DAYS: '2' });
    const booklet = await createProduct();
    await buyDemo(shop.app, [cartLine(booklet)]);

    const grant = await DownloadGrantModel.findOne({ product: booklet._id }).lean();

    expect(grant?.downloadsLeft).toBe(3);
    const days = ((grant?.expiresAt.getTime() ?? 0) - Date.now()) / (24 * 60 * MINUTE);
    expect(days).toBeGreaterThan(1.99);
    expect(days).toBeLessThanOrEqual(2);
  });

  it('gives a new purchase the product’s own rules, set in the catalogue admin, over the shop’s', async () => {
    const shop = await buildTestApp({ DOWNLOADS_PER_LINK: '3', DOWNLOAD_LINK_DAYS: '2' });
    const booklet = await createProduct({ downloadsPerLink: 25, downloadLinkDays: 90 });
    await buyDemo(shop.app, [cartLine(booklet)]);

    const grant = await DownloadGrantModel.findOne({ product: booklet._id }).lean();

    expect(grant).toMatchObject({ downloadsLeft: 25, downloadLimit: 25 });
    const days = ((grant?.expiresAt.getTime() ?? 0) - Date.now()) / (24 * 60 * MINUTE);
    expect(days).toBeGreaterThan(89.99);
    expect(days).toBeLessThanOrEqual(90);
  });

  it('points the confirmation email to My downloads', async () => {
    const shop = await buildTestApp();
    const booklet = await createProduct();
    await buyDemo(shop.app, [cartLine(booklet)]);

    const [confirmation] = await shop.readOutbox();

    expect(confirmation).toContain(
      `your downloads are always in "My downloads": ${TEST_WEB_ORIGIN}/downloads`,
    );
  });
});
