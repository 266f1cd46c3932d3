import { databaseEnvShape, ownerTimeZoneEnvShape, refineDatabaseEnv } from '@ministry/db';
import { parseEnv, portSchema, refineServiceEnv, serviceEnvShape } from '@ministry/http';
import { mailEnvShape } from '@ministry/mail';
import { z } from 'zod';
import { GIFT_AMOUNT_CEILING, slugify, type Fund } from '@ministry/contracts';
import {
  isStripeShippingCountry,
  suggestShippingCountry,
} from './providers/stripe/stripe-countries.js';

export const DEFAULT_SUPPORT_EMAIL = 'orders@orthodox-resources.example';

const prefixed = (prefixes: string[]) =>
  z
    .string()
    .trim()
    .refine((value) => prefixes.some((prefix) => value.startsWith(prefix)), {
      error: `must start with ${prefixes.join(' or ')}`,
    });

const dollars = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of dollars' })
    .int({ error: 'must be a whole number of dollars' })
    .min(1, { error: 'must be at least 1' })
    .max(GIFT_AMOUNT_CEILING, { error: `must be at most ${GIFT_AMOUNT_CEILING}` })
    .default(fallback);

/** `a, b, c` → the items, trimmed, empty ones dropped. */
const commaList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((list) =>
      list
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

/** Dollars and cents (`5`, `5.00`, `49.5`), as the owner writes a price. */
const price = z
  .string()
  .trim()
  .regex(/^\d{1,5}(\.\d{1,2})?$/, { error: 'must be an amount in dollars, such as 5.00' })
  .transform(Number);

/** A code Stripe Checkout ships to; a refused one is named, with the right one when known. */
const shippingCountry = z
  .string()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'must be two-letter country codes, such as US,CA' })
  .superRefine((code, ctx) => {
    if (!/^[A-Z]{2}$/.test(code) || isStripeShippingCountry(code)) return;
    const suggestion = suggestShippingCountry(code);
    ctx.addIssue({
      code: 'custom',
      message: suggestion
        ? `${code} is not a country code Stripe accepts; did you mean ${suggestion}?`
        : `${code} is not a country code Stripe accepts (ISO 3166-1 codes, such as US,CA)`,
    });
  });

export const DEFAULT_GIFT_FUNDS = 'Printed copies for prisons, Free booklets for parishes';

export const envSchema = z
  .object({
    ...serviceEnvShape,
    ...databaseEnvShape,
    PAYMENTS_PORT: portSchema(4242),
    /** Unset: demo mode (development only). */
    STRIPE_SECRET_KEY: prefixed(['sk_', 'rk_']).optional(),
    STRIPE_PUBLISHABLE_KEY: prefixed(['pk_']).optional(),
    STRIPE_WEBHOOK_SECRET: prefixed(['whsec_']).optional(),
    /** Where the Stripe SDK sends requests: tests and stripe-mock point it at a local server. */
    STRIPE_API_HOST: z.string().trim().min(1).optional(),
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    /** Signs download links; the api verifies them with the same value. */
    DOWNLOAD_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    /**
     * Verifies the staff bearer tokens the api issues (the same value as the api's). Required in
     * production; development shares the api's generated one through DATA_DIR.
     */
    JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ...mailEnvShape,
    SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
    /** How many times a purchase's emailed download link works (a product may say otherwise). */
    DOWNLOADS_PER_LINK: z.coerce.number().int().min(1).max(1000).default(10),
    /** How many days a purchase's emailed download link works (a product may say otherwise). */
    DOWNLOAD_LINK_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** The owner's address: an alert for every paid order and every order that needs them. */
    OWNER_EMAIL: z.email().optional(),
    /**
     * The owner's time zone (IANA, such as America/New_York) until they choose one in the admin:
     * admin dates, the digest's hour, the orders CSV and post scheduling are read in it.
     */
    ...ownerTimeZoneEnvShape,
    /** The hour (0–23, in the owner's time zone) the daily digest goes out, when chosen. */
    OWNER_DIGEST_HOUR: z.coerce
      .number({ error: 'must be an hour from 0 to 23' })
      .int({ error: 'must be an hour from 0 to 23' })
      .min(0, { error: 'must be an hour from 0 to 23' })
      .max(23, { error: 'must be an hour from 0 to 23' })
      .default(7),
    /** Giving: the smallest and largest gift the form and the server accept, in dollars. */
    GIFT_MIN_DOLLARS: dollars(5),
    GIFT_MAX_DOLLARS: dollars(10_000),
    /** The form's preset amounts, in dollars. */
    GIFT_PRESETS: commaList('10,25,50,100').pipe(
      z.array(
        z
          .string()
          .regex(/^\d{1,7}$/, { error: 'must be whole dollar amounts' })
          .transform(Number),
      ),
    ),
    /**
     * The first funds a donor may choose (names, comma-separated), until the owner saves a list
     * in the admin (`/admin/gifts`), which then replaces it; none chosen: where most needed.
     */
    GIFT_FUNDS: commaList(DEFAULT_GIFT_FUNDS).transform((names): Fund[] =>
      names.map((name) => ({ id: slugify(name, 60, 'fund'), name })),
    ),
    /**
     * The card processor's fee (Stripe's US card rate by default): a donor who ticks "cover the
     * card fees" is charged the gift grossed up for it (`coverCardFee`), so the fund receives
     * the whole gift.
     */
    CARD_FEE_PERCENT: z
      .string()
      .trim()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, {
        error: 'must be a percentage with at most two decimals, such as 2.9',
      })
      .default('2.9')
      .transform(Number)
      .pipe(z.number().max(50, { error: 'must be at most 50' })),
    CARD_FEE_FIXED_CENTS: z.coerce
      .number({ error: 'must be a whole number of cents, such as 30' })
      .int({ error: 'must be a whole number of cents, such as 30' })
      .min(0, { error: 'must be a whole number of cents from 0 to 1000' })
      .max(1000, { error: 'must be a whole number of cents from 0 to 1000' })
      .default(30),
    /** Shipping of an order with a physical line, in dollars: one flat rate per order. */
    SHIPPING_FLAT_RATE: price.default(5),
    /** Orders whose items come to this many dollars or more ship free; `never`: never free. */
    SHIPPING_FREE_FROM: z
      .union([z.literal('never').transform(() => null), price], {
        error: 'must be an amount in dollars, such as 50.00, or never',
      })
      .default(50),
    /**
     * Where physical items are sent: ISO 3166-1 country codes, comma-separated, among those
     * Stripe Checkout ships to (a code Stripe refuses would fail every physical checkout).
     */
    SHIPPING_COUNTRIES: commaList('US').pipe(
      z.array(shippingCountry).min(1, { error: 'must name at least one country' }),
    ),
    /**
     * A preview's day (`YYYY-MM-DD`), as the web's `SITE_DATE`: discount codes' windows are read
     * on it instead of today. Refused for a site served over https, which always has the real day.
     */
    SITE_DATE: z.iso.date({ error: 'must be a date as YYYY-MM-DD' }).optional(),
    /** Stripe mode: let Stripe Tax add sales tax at checkout (set it up in Stripe first). */
    STRIPE_AUTOMATIC_TAX: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  })
  .superRefine((env, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const production = env.NODE_ENV === 'production';

    if (env.STRIPE_SECRET_KEY) {
      if (!env.STRIPE_PUBLISHABLE_KEY)
        problem('STRIPE_PUBLISHABLE_KEY', 'is required when STRIPE_SECRET_KEY is set');
      if (!env.STRIPE_WEBHOOK_SECRET)
        problem('STRIPE_WEBHOOK_SECRET', 'is required when STRIPE_SECRET_KEY is set');
    } else if (production) {
      problem(
        'STRIPE_SECRET_KEY',
        'is required in production: demo payments (no Stripe account) are for development only',
      );
    }
    if (production && !env.DOWNLOAD_SECRET)
      problem('DOWNLOAD_SECRET', 'is required in production (at least 32 characters)');
    if (production && !env.JWT_SECRET)
      problem('JWT_SECRET', "is required in production: the same value as the api's");
    if (env.GIFT_MIN_DOLLARS > env.GIFT_MAX_DOLLARS)
      problem('GIFT_MIN_DOLLARS', 'must not be more than GIFT_MAX_DOLLARS');
    if (production && !env.SMTP_URL)
      problem('SMTP_URL', 'is required in production, or buyers would never get their email');
    // The URL parser lowers the scheme: `HTTPS://` is a live site too.
    if (env.SITE_DATE && new URL(env.WEB_ORIGIN).protocol === 'https:')
      problem(
        'SITE_DATE',
        'is for previews only; a site served over https always has the real day',
      );
  })
  .superRefine(refineServiceEnv)
  .superRefine(refineDatabaseEnv);

export type PaymentsConfig = z.output<typeof envSchema>;

/** Reads the payments service's configuration from the environment, once, at start-up. */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
): PaymentsConfig {
  return parseEnv(envSchema, source);
}
