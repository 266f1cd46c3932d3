import { describe, expect, it } from 'vitest';
import { configProblems } from '@ministry/http/testing';
import { loadConfig } from './env.js';

const problemsOf = (env: Record<string, string>) => configProblems(() => loadConfig(env));

const productionStripe = {
  NODE_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  DOWNLOAD_SECRET: 's'.repeat(32),
  SMTP_URL: 'smtp://user:pass@mail.example.org:587',
  JWT_SECRET: 'j'.repeat(32),
  INTERNAL_PROXY_SECRET: 'i'.repeat(32),
  MONGODB_URI: 'mongodb://mongo:27017/ministry',
};

describe('payments configuration', () => {
  it('runs in demo mode with no configuration at all in development', () => {
    const config = loadConfig({});
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.SUPPORT_EMAIL).toBe('orders@orthodox-resources.example');
  });

  it('refuses demo payments in production, saying why', () => {
    const { STRIPE_SECRET_KEY: _key, ...withoutKey } = productionStripe;
    expect(problemsOf(withoutKey)).toEqual([
      'STRIPE_SECRET_KEY: is required in production: demo payments (no Stripe account) are for development only',
    ]);
  });

  it('requires a long DOWNLOAD_SECRET and an SMTP server in production', () => {
    const { SMTP_URL: _smtp, DOWNLOAD_SECRET: _secret, ...rest } = productionStripe;
    expect(problemsOf(rest)).toEqual([
      'DOWNLOAD_SECRET: is required in production (at least 32 characters)',
      'SMTP_URL: is required in production, or buyers would never get their email',
    ]);
    expect(problemsOf({ ...productionStripe, DOWNLOAD_SECRET: 'short' })).toEqual([
      'DOWNLOAD_SECRET: must be at least 32 characters',
    ]);
  });

  it("requires the api's JWT_SECRET in production, to verify staff tokens", () => {
    const { JWT_SECRET: _secret, ...rest } = productionStripe;
    expect(problemsOf(rest)).toEqual([
      "JWT_SECRET: is required in production: the same value as the api's",
    ]);
  });

  it('requires INTERNAL_PROXY_SECRET in production, so that only the gateway names visitors', () => {
    const { INTERNAL_PROXY_SECRET: _secret, ...rest } = productionStripe;
    expect(problemsOf(rest)).toEqual([
      expect.stringMatching(/^INTERNAL_PROXY_SECRET: is required in production/),
    ]);
  });

  it('needs the publishable key and webhook secret with a Stripe secret key, and no swapped keys', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY: is required when STRIPE_SECRET_KEY is set',
      'STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set',
    ]);
    expect(problemsOf({ ...productionStripe, STRIPE_SECRET_KEY: 'pk_live_x' })).toEqual([
      'STRIPE_SECRET_KEY: must start with sk_ or rk_',
    ]);
  });

  it('accepts a complete production configuration', () => {
    expect(problemsOf(productionStripe)).toEqual([]);
  });

  it('refuses production without MONGODB_URI, so no container gets a database of its own', () => {
    const { MONGODB_URI: _database, ...withoutDatabase } = productionStripe;
    expect(problemsOf(withoutDatabase)).toEqual([
      expect.stringMatching(/^MONGODB_URI: is required in production/),
    ]);
  });
});

describe('giving configuration', () => {
  it('has gift bounds, presets and funds by default, and reads them from the environment', () => {
    expect(loadConfig({})).toMatchObject({
      GIFT_MIN_DOLLARS: 5,
      GIFT_MAX_DOLLARS: 10_000,
      GIFT_PRESETS: [10, 25, 50, 100],
      GIFT_FUNDS: [
        { id: 'printed-copies-for-prisons', name: 'Printed copies for prisons' },
        { id: 'free-booklets-for-parishes', name: 'Free booklets for parishes' },
      ],
    });
    expect(
      loadConfig({ GIFT_MIN_DOLLARS: '1', GIFT_PRESETS: '5, 15', GIFT_FUNDS: 'Icons' }),
    ).toMatchObject({
      GIFT_MIN_DOLLARS: 1,
      GIFT_PRESETS: [5, 15],
      GIFT_FUNDS: [{ id: 'icons', name: 'Icons' }],
    });
  });

  it('refuses a minimum above the maximum', () => {
    expect(problemsOf({ GIFT_MIN_DOLLARS: '50', GIFT_MAX_DOLLARS: '10' })).toEqual([
      'GIFT_MIN_DOLLARS: must not be more than GIFT_MAX_DOLLARS',
    ]);
  });

  it('reads the shipping rates, refusing amounts and countries it cannot use', () => {
    expect(loadConfig({})).toMatchObject({
      SHIPPING_FLAT_RATE: 5,
      SHIPPING_FREE_FROM: 50,
      SHIPPING_COUNTRIES: ['US'],
      STRIPE_AUTOMATIC_TAX: false,
    });
    expect(loadConfig({ SHIPPING_FREE_FROM: 'never', SHIPPING_COUNTRIES: 'us, gb' })).toMatchObject(
      { SHIPPING_FREE_FROM: null, SHIPPING_COUNTRIES: ['US', 'GB'] },
    );
    expect(
      problemsOf({
        SHIPPING_FLAT_RATE: '$5',
        SHIPPING_FREE_FROM: 'soon',
        SHIPPING_COUNTRIES: 'US,QQ',
        STRIPE_AUTOMATIC_TAX: 'yes',
      }),
    ).toEqual([
      'SHIPPING_FLAT_RATE: must be an amount in dollars, such as 5.00',
      'SHIPPING_FREE_FROM: must be an amount in dollars, such as 50.00, or never',
      'SHIPPING_COUNTRIES.1: QQ is not a country code Stripe accepts (ISO 3166-1 codes, such as US,CA)',
      'STRIPE_AUTOMATIC_TAX: must be true or false',
    ]);
  });

  it('stops at a shipping country Stripe refuses, naming it and the code Stripe wants', () => {
    expect(problemsOf({ SHIPPING_COUNTRIES: 'US,UK' })).toEqual([
      'SHIPPING_COUNTRIES.1: UK is not a country code Stripe accepts; did you mean GB?',
    ]);
    expect(problemsOf({ SHIPPING_COUNTRIES: 'EU, vi, CA' })).toEqual([
      'SHIPPING_COUNTRIES.0: EU is not a country code Stripe accepts (ISO 3166-1 codes, such as US,CA)',
      'SHIPPING_COUNTRIES.1: VI is not a country code Stripe accepts (ISO 3166-1 codes, such as US,CA)',
    ]);
    expect(loadConfig({ SHIPPING_COUNTRIES: 'gb,XK' }).SHIPPING_COUNTRIES).toEqual(['GB', 'XK']);
  });
});
