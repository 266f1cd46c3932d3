import type { PaymentsConfig } from '../env.js';
import { DemoProvider } from './demo-provider.js';
import type { WebhookSource } from './payment-provider.js';
import { StripeProvider } from './stripe/index.js';

export type { PaymentProvider, ProviderSession } from './payment-provider.js';
export { DemoProvider } from './demo-provider.js';
export { StripeProvider } from './stripe/index.js';

/** The provider the configuration chose. */
export type ConfiguredProvider = StripeProvider | DemoProvider;

/** Stripe when a secret key is configured, otherwise the demo (which env.ts refuses in production). */
export function createPaymentProvider(
  config: PaymentsConfig,
  now?: () => Date,
): ConfiguredProvider {
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

/** Whether the provider posts its news to `POST /webhook` (its capabilities say). */
export const receivesWebhooks = (
  provider: ConfiguredProvider,
): provider is ConfiguredProvider & WebhookSource => provider.capabilities.webhooks;

/** Whether it is the demo, with the pretend card form its own routes complete. */
export const isDemo = (provider: ConfiguredProvider): provider is DemoProvider =>
  provider.capabilities.isDemo;
