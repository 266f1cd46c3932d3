import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import Stripe from 'stripe';
import request from 'supertest';
import { STRIPE_API_VERSION, type PriceBreak } from '@ministry/contracts';
import { ProductModel, type ProductRecord } from '@ministry/db';
import { testLogger } from '@ministry/http/testing';
import { createMailer } from '@ministry/mail';
import { createApp, type AppDeps } from '../app.js';
import { loadConfig } from '../env.js';
import { FAKE_STRIPE_KEYS } from './fake-stripe.js';

export const TEST_DOWNLOAD_SECRET = 'd'.repeat(40);
export const TEST_WEB_ORIGIN = 'https://shop.example';

/** A delivery address as the demo form sends it (ignored for an order with nothing to post). */
export const TEST_ADDRESS = {
  name: 'Anna Buyer',
  line1: '1 Monastery Rd',
  city: 'Jordanville',
  region: 'NY',
  postalCode: '13361',
  country: 'US',
};

export interface TestApp {
  app: Express;
  outboxDir: string;
  /** The confirmation emails written so far, decoded. */
  readOutbox: () => Promise<string[]>;
  /** Forgets the emails written so far (for tests that share one app). */
  clearOutbox: () => Promise<void>;
}

/** The payments app on the test database, its mail going to a fresh outbox folder. */
export async function buildTestApp(
  env: Record<string, string> = {},
  overrides: Partial<AppDeps> = {},
): Promise<TestApp> {
  const outboxDir = await mkdtemp(join(tmpdir(), 'payments-outbox-'));
  const app = createApp({
    config: loadConfig({ WEB_ORIGIN: TEST_WEB_ORIGIN, ...env }),
    logger: testLogger(),
    isReady: () => Promise.resolve(true),
    mailer: createMailer({ kind: 'outbox', dir: outboxDir, from: 'Shop <shop@example.org>' }),
    downloadSecret: TEST_DOWNLOAD_SECRET,
    ...overrides,
  });
  return {
    app,
    outboxDir,
    readOutbox: async () => {
      const files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml')).sort();
      return Promise.all(
        files.map(async (file) =>
          decodeQuotedPrintable(await readFile(join(outboxDir, file), 'utf8')),
        ),
      );
    },
    clearOutbox: async () => {
      const files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml'));
      await Promise.all(files.map((file) => rm(join(outboxDir, file))));
    },
  };
}

/** Undoes the soft line breaks and `=XX` escapes mail encoders put into long lines. */
export const decodeQuotedPrintable = (text: string): string =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let productCounter = 0;

/** A product in the test database: a live digital item for $4.50 unless told otherwise. */
export async function createProduct(
  // Parish quantities as plain objects, as the admin's api writes them (the record types them as
  // Mongoose subdocuments).
  overrides: Partial<Omit<ProductRecord, 'priceBreaks'>> & { priceBreaks?: PriceBreak[] } = {},
) {
  productCounter += 1;
  const product = await ProductModel.create({
    status: 'live',
    name: `Test Booklet ${productCounter}`,
    slug: `test-booklet-${productCounter}`,
    format: 'digital',
    price: 4.5,
    stock: 0,
    downloadFile: 'booklet.pdf',
    ...overrides,
  });
  return product.toObject();
}

/** A cart line as the web sends it. */
export const cartLine = (
  product: { _id: { toString(): string }; name: string; format: 'digital' | 'physical' },
  overrides: Record<string, unknown> = {},
) => ({
  _id: product._id.toString(),
  name: product.name,
  price: 4.5,
  selectedFormat: product.format,
  quantity: 1,
  ...overrides,
});

const signer = new Stripe(FAKE_STRIPE_KEYS.STRIPE_SECRET_KEY);

/** A Stripe event (about a checkout session, a charge, a refund), as Stripe would post it, signed. */
export function signedStripeEvent(
  type: string,
  session: Stripe.Checkout.Session | Stripe.Charge | Stripe.Refund,
  secret = FAKE_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
): SignedEvent {
  return signedStripePayload(type, { object: session }, secret);
}

/** Posts a signed event to the webhook as Stripe does; the caller expects the answer it wants. */
export const postSignedEvent = (app: Express, { payload, signature }: SignedEvent) =>
  request(app)
    .post('/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload);

export interface SignedEvent {
  payload: string;
  signature: string;
}

/** Any event body (`data` as given, even a malformed one), signed as Stripe would sign it. */
export function signedStripePayload(
  type: string,
  data: unknown,
  secret = FAKE_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
): SignedEvent {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data,
  });
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}
