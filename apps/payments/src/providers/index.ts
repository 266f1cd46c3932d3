import type { PaymentsConfig } from '../env.js';
import { DemoProvider } from './demo-provider.js';
import { StripeProvider } from './stripe-provider.js';

export type { PaymentProvider, ProviderSession } from './payment-provider.js';
export { DemoProvider } from './demo-provider.js';
export { StripeProvider } from './stripe-provider.js';

/** Stripe when a secret key is configured, otherwise the demo (which env.ts refuses in production). */
export function createPaymentProvider(
  config: PaymentsConfig,
  now?: () => Date,
): StripeProvider | DemoProvider {
  if (!config.STRIPE_SECRET_KEY) return new DemoProvider(now);
  if (!config.STRIPE_WEBHOOK_SECRET || !config.STRIPE_PUBLISHABLE_KEY) {
    throw new Error('Stripe mode needs STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY');
  }
  return new StripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    host: config.STRIPE_API_HOST,
    port: config.STRIPE_API_PORT,
    protocol: config.STRIPE_API_PROTOCOL,
    automaticTax: config.STRIPE_AUTOMATIC_TAX,
  });
}
