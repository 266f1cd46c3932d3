import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '@ministry/contracts';
import { InvalidWebhookError, type PaymentAction } from '../actions.js';
import {
  PaymentProviderError,
  type WebhookSource,
  type CreateSessionInput,
  type CreatedSession,
  type ListedRefund,
  type PaymentProvider,
  type ProviderRefund,
  type ProviderSession,
  type RefundRequest,
  type SessionDiscount,
} from '../payment-provider.js';
import { toPaymentAction } from './stripe-events.js';
import {
  describe,
  isNotFound,
  isRefusal,
  toListedRefund,
  toProviderRefund,
  toProviderSession,
} from './stripe-objects.js';
import {
  checkoutSessionParams,
  couponParams,
  giftSessionParams,
  type GiftSessionInput,
} from './stripe-params.js';

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

/**
 * Payments through Stripe: every call to Stripe's API and every reading of its objects and
 * events goes through here (and the files beside it), so the rest of the service never sees
 * Stripe. Requests are built in `stripe-params.ts`, answers read in `stripe-objects.ts`, events
 * turned into actions in `stripe-events.ts`.
 */
export class StripeProvider implements PaymentProvider, WebhookSource {
  readonly mode = 'stripe';
  readonly capabilities = { isDemo: false, webhooks: true, supportsPortal: true } as const;
  readonly publicConfig;
  private readonly stripe: Stripe;

  readonly publishableKey: string;

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.publicConfig = { mode: 'stripe', publishableKey: settings.publishableKey } as const;
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
    const couponId = input.discount?.linesOffCents
      ? await this.couponFor(input.orderId, input.discount)
      : undefined;
    // One order, one session: a retried request never opens a second one.
    return this.openSession(
      'checkout',
      checkoutSessionParams(input, this.settings.automaticTax === true, couponId),
      `checkout-session-${input.orderId}`,
    );
  }

  /**
   * A discount code's amount off one order, as a Stripe coupon of that many cents, good once:
   * the checkout shows it under the code's name and takes it off the lines. The server worked the
   * amount out (percent, amount, only some products), so Stripe is given cents, never a rule.
   */
  private async couponFor(orderId: string, discount: SessionDiscount): Promise<string> {
    try {
      const coupon = await this.stripe.coupons.create(
        couponParams(orderId, discount),
        // One order, one coupon, however often the request is sent.
        { idempotencyKey: `coupon-${orderId}` },
      );
      return coupon.id;
    } catch (error) {
      throw new PaymentProviderError(`Stripe refused the code's coupon: ${describe(error)}`, {
        cause: error,
      });
    }
  }

  /** A gift's embedded checkout (`giftSessionParams`), one per pledge. */
  createGiftSession(input: GiftSessionInput): Promise<CreatedSession> {
    return this.openSession('gift', giftSessionParams(input), `gift-session-${input.pledgeId}`);
  }

  private async openSession(
    kind: 'checkout' | 'gift',
    params: Stripe.Checkout.SessionCreateParams,
    idempotencyKey: string,
  ): Promise<CreatedSession> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(params, { idempotencyKey });
    } catch (error) {
      throw new PaymentProviderError(`Stripe refused the ${kind} session: ${describe(error)}`, {
        cause: error,
      });
    }
    if (!session.client_secret) {
      throw new PaymentProviderError(`Stripe answered a ${kind} session without a client secret`);
    }
    return { sessionId: session.id, clientSecret: session.client_secret };
  }

  async retrieveSession(sessionId: string): Promise<ProviderSession | null> {
    try {
      return toProviderSession(await this.stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw new PaymentProviderError(
        `Stripe could not be asked about a session: ${describe(error)}`,
        { cause: error },
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
        { cause: error },
      );
    }
  }

  /** Stripe lists a payment's refunds newest first, page by page: all of them, oldest first. */
  async listRefunds(paymentIntentId: string): Promise<ListedRefund[]> {
    try {
      const refunds: ListedRefund[] = [];
      for await (const refund of this.stripe.refunds.list({
        payment_intent: paymentIntentId,
        limit: 100,
      })) {
        refunds.push(toListedRefund(refund));
      }
      return refunds.reverse();
    } catch (error) {
      throw new PaymentProviderError(
        `Stripe could not be asked about a payment's refunds: ${describe(error)}`,
        { cause: error },
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

  /**
   * A webhook's news as the action payments takes (`stripe-events.ts`), once its
   * `Stripe-Signature` matches the raw body. Throws `InvalidWebhookError` for a bad signature or a malformed event.
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentAction {
    const signature = headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string') throw new Error('No Stripe-Signature header');
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (error) {
      throw new InvalidWebhookError('Webhook signature verification failed', { cause: error });
    }
    return toPaymentAction(event);
  }
}
