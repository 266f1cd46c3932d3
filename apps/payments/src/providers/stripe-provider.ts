import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '@ministry/contracts';
import {
  PaymentProviderError,
  type CreateSessionInput,
  type CreatedSession,
  type PaymentProvider,
  type ProviderRefund,
  type ProviderSession,
  type RefundRequest,
  type ShippingDetails,
} from './payment-provider.js';

/**
 * The embedded Checkout's `ui_mode` for the pinned API version (`STRIPE_API_VERSION`): it is
 * `embedded_page` since 2026-03-25.dahlia; older versions called it `embedded`.
 */
export const STRIPE_EMBEDDED_UI_MODE =
  'embedded_page' satisfies Stripe.Checkout.SessionCreateParams.UiMode;

/** Stripe's tax code for shipping, so Stripe Tax taxes it where shipping is taxable. */
const SHIPPING_TAX_CODE = 'txcd_92010001';

export interface GiftSessionInput {
  pledgeId: string;
  frequency: 'once' | 'monthly';
  amountCents: number;
  /** What the donor's statement and Stripe's receipt call it. */
  description: string;
  returnUrl: string;
}

export interface StripeSettings {
  secretKey: string;
  /** Given to the web (`GET /config`) for Stripe.js. */
  publishableKey: string;
  webhookSecret: string;
  /** Only for tests and stripe-mock: another API server than Stripe's. */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
  /** Stripe Tax adds sales tax to checkouts (the owner set it up in Stripe's dashboard). */
  automaticTax?: boolean | undefined;
}

export class StripeProvider implements PaymentProvider {
  readonly mode = 'stripe';
  private readonly stripe: Stripe;

  readonly publishableKey: string;

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.stripe = new Stripe(settings.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'orthodox-resources-payments' },
      ...(settings.host ? { host: settings.host } : {}),
      ...(settings.port ? { port: settings.port } : {}),
      ...(settings.protocol ? { protocol: settings.protocol } : {}),
    });
  }

  /**
   * Stripe's customer portal for one customer (a monthly donor): a short-lived page where they
   * change their card or amount, or cancel. Answers the address to send them to.
   */
  async createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string> {
    try {
      const session = await this.stripe.billingPortal.sessions.create({
        customer: input.customerId,
        return_url: input.returnUrl,
      });
      return session.url;
    } catch (error) {
      throw new PaymentProviderError(`Stripe refused the portal session: ${describe(error)}`, {
        cause: error,
      });
    }
  }

  async createSession(input: CreateSessionInput): Promise<CreatedSession> {
    const tax = this.settings.automaticTax === true;
    // Stripe Tax must know whether our amounts include tax: they never do.
    const taxBehavior = tax ? { tax_behavior: 'exclusive' as const } : {};
    const params: Stripe.Checkout.SessionCreateParams = {
      ui_mode: STRIPE_EMBEDDED_UI_MODE,
      mode: 'payment',
      line_items: input.lines.map((line) =>
        line.stripePriceId
          ? { price: line.stripePriceId, quantity: line.quantity }
          : {
              price_data: {
                currency: 'usd',
                unit_amount: line.unitAmount,
                product_data: { name: `${line.name} (${line.format})` },
                ...taxBehavior,
              },
              quantity: line.quantity,
            },
      ),
      return_url: input.returnUrl,
      ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
      client_reference_id: input.orderId,
      metadata: { orderId: input.orderId },
      ...(input.shipping
        ? {
            shipping_address_collection: {
              allowed_countries: input.shipping.countries,
            },
            // One rate, the server's: Stripe shows it and adds it to the total.
            shipping_options: [
              {
                shipping_rate_data: {
                  type: 'fixed_amount' as const,
                  display_name:
                    input.shipping.amountCents === 0 ? 'Free shipping' : 'Standard shipping',
                  fixed_amount: { amount: input.shipping.amountCents, currency: 'usd' },
                  ...(tax ? { ...taxBehavior, tax_code: SHIPPING_TAX_CODE } : {}),
                },
              },
            ],
          }
        : {}),
      ...(tax ? { automatic_tax: { enabled: true } } : {}),
    };
    let session: Stripe.Checkout.Session;
    try {
      // One order, one session: a retried request never opens a second one.
      session = await this.stripe.checkout.sessions.create(params, {
        idempotencyKey: `checkout-session-${input.orderId}`,
      });
    } catch (error) {
      throw new PaymentProviderError(`Stripe refused the checkout session: ${describe(error)}`, {
        cause: error,
      });
    }
    if (!session.client_secret) {
      throw new PaymentProviderError('Stripe answered a checkout session without a client secret');
    }
    return { sessionId: session.id, clientSecret: session.client_secret };
  }

  /**
   * A gift's embedded checkout: a one-off payment, or a monthly subscription whose price is
   * given inline (no Stripe product to keep in step). The amount is the server's, already
   * checked against the configured bounds; our pledge id rides in every metadata Stripe echoes.
   */
  async createGiftSession(input: GiftSessionInput): Promise<CreatedSession> {
    const monthly = input.frequency === 'monthly';
    const metadata = { giftPledgeId: input.pledgeId };
    const params: Stripe.Checkout.SessionCreateParams = {
      ui_mode: STRIPE_EMBEDDED_UI_MODE,
      mode: monthly ? 'subscription' : 'payment',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: input.amountCents,
            product_data: { name: input.description },
            ...(monthly ? { recurring: { interval: 'month' as const } } : {}),
          },
          quantity: 1,
        },
      ],
      return_url: input.returnUrl,
      client_reference_id: input.pledgeId,
      metadata,
      ...(monthly
        ? { subscription_data: { description: input.description, metadata } }
        : {
            submit_type: 'donate' as const,
            payment_intent_data: { description: input.description, metadata },
          }),
    };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(params, {
        idempotencyKey: `gift-session-${input.pledgeId}`,
      });
    } catch (error) {
      throw new PaymentProviderError(`Stripe refused the gift session: ${describe(error)}`, {
        cause: error,
      });
    }
    if (!session.client_secret) {
      throw new PaymentProviderError('Stripe answered a gift session without a client secret');
    }
    return { sessionId: session.id, clientSecret: session.client_secret };
  }

  async retrieveSession(sessionId: string): Promise<ProviderSession | null> {
    try {
      return toProviderSession(await this.stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        return null;
      }
      throw new PaymentProviderError(
        `Stripe could not be asked about a session: ${describe(error)}`,
        {
          cause: error,
        },
      );
    }
  }

  /**
   * Refunds with the key as Stripe's idempotency key: Stripe answers a repeated request (the
   * SDK's own retries, a staff retry, the reconciler) with the refund the first one made.
   */
  async refund(input: RefundRequest): Promise<ProviderRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: await this.paymentIntentOf(input),
          amount: input.amountCents,
          reason: 'requested_by_customer',
          metadata: { orderId: input.orderId, refundKey: input.key },
        },
        { idempotencyKey: `refund-${input.key}` },
      );
      return toProviderRefund(refund);
    } catch (error) {
      throw new PaymentProviderError(`Stripe refused the refund: ${describe(error)}`, {
        cause: error,
        refused: isRefusal(error),
      });
    }
  }

  /**
   * The payment's refunds carry our key in their metadata: found there whenever it was made,
   * even after Stripe has forgotten the idempotency key (a day later).
   */
  async findRefund(input: RefundRequest): Promise<ProviderRefund | null> {
    try {
      const refunds = this.stripe.refunds.list({
        payment_intent: await this.paymentIntentOf(input),
        limit: 100,
      });
      for await (const refund of refunds) {
        if (refund.metadata?.refundKey === input.key) return toProviderRefund(refund);
      }
      return null;
    } catch (error) {
      throw new PaymentProviderError(
        `Stripe could not be asked about a refund: ${describe(error)}`,
        {
          cause: error,
        },
      );
    }
  }

  private async paymentIntentOf(input: RefundRequest): Promise<string> {
    let paymentIntent = input.paymentIntentId;
    if (!paymentIntent && input.sessionId) {
      const session = await this.stripe.checkout.sessions.retrieve(input.sessionId);
      paymentIntent = toProviderSession(session).paymentIntentId;
    }
    if (!paymentIntent) {
      throw new PaymentProviderError('Stripe has no payment for this order', { refused: true });
    }
    return paymentIntent;
  }

  /** Verifies a webhook's signature against the raw body; throws when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw new Error('No Stripe-Signature header');
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }
}

/**
 * Stripe said no (a 4xx other than 409, which is a request with the same key still running):
 * nothing was done. Connection errors and 5xx leave the outcome unknown.
 */
const isRefusal = (error: unknown): boolean =>
  error instanceof PaymentProviderError
    ? error.refused
    : error instanceof Stripe.errors.StripeError &&
      error.statusCode !== undefined &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      error.statusCode !== 409;

const describe = (error: unknown): string =>
  error instanceof Error ? error.message : 'unknown error';

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

function toShipping(session: Stripe.Checkout.Session): ShippingDetails | undefined {
  const details = session.collected_information?.shipping_details;
  if (!details) return undefined;
  const { address } = details;
  return {
    name: details.name,
    address: {
      line1: orUndefined(address.line1),
      line2: orUndefined(address.line2),
      city: orUndefined(address.city),
      state: orUndefined(address.state),
      postalCode: orUndefined(address.postal_code),
      country: orUndefined(address.country),
    },
  };
}

export function toProviderRefund(refund: Stripe.Refund): ProviderRefund {
  const status =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return { id: refund.id, status, failureReason: orUndefined(refund.failure_reason) };
}

export function toProviderSession(session: Stripe.Checkout.Session): ProviderSession {
  return {
    id: session.id,
    status:
      session.status === 'complete'
        ? 'complete'
        : session.status === 'expired'
          ? 'expired'
          : 'open',
    paid: session.payment_status === 'paid',
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    orderId: orUndefined(session.metadata?.orderId),
    amountTotal: session.amount_total,
    amountTax: session.total_details?.amount_tax ?? null,
    paymentIntentId:
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : orUndefined(session.payment_intent?.id),
    shipping: toShipping(session),
  };
}
