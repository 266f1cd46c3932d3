import type { ProviderRefund, ProviderSession } from './payment-provider.js';

/**
 * What the payment provider's news means to payments, in payments' own words: the provider turns
 * each of its events into one of these (Stripe's in `stripe/stripe-events.ts`, the demo's as its
 * pretend payments happen), and the services act on them without knowing whose they were (after
 * Medusa's `getWebhookActionAndData`). Each carries only what the services need.
 */
export type PaymentAction =
  | SessionAction
  | SubscriptionPaid
  | SubscriptionEnded
  | PaymentRefunded
  | RefundUpdated
  | IgnoredEvent;

/**
 * A checkout session moved on, as it now is: the money was taken (`payment.succeeded`), the
 * buyer finished but the money is still on its way (`payment.pending`, a bank debit), that money
 * failed to come (`payment.failed`), or the session stopped taking payment (`checkout.expired`).
 */
export interface SessionAction {
  type: 'payment.succeeded' | 'payment.pending' | 'payment.failed' | 'checkout.expired';
  session: ProviderSession;
}

/** A monthly payment of a subscription: its first (`started`) or a later one (`renewed`). */
export interface SubscriptionPaid {
  type: 'subscription.started' | 'subscription.renewed';
  subscription: SubscriptionRef;
  /** The subscription's customer, as the provider knows them. */
  customerId: string | undefined;
  payment: {
    /** The provider's id of this payment: one gift per id, however often it is reported. */
    id: string;
    amountCents: number;
    email: string | null;
  };
}

/** A subscription was cancelled: no more payments come. */
export interface SubscriptionEnded {
  type: 'subscription.ended';
  subscription: SubscriptionRef;
}

/**
 * Money given back on a payment, by us or in the provider's dashboard. Only which payment: the
 * totals the news carried may be stale by the time it arrives, so the order desk asks the
 * provider for the payment's refunds as they are now (`WebhookSource.listRefunds`).
 */
export interface PaymentRefunded {
  type: 'payment.refunded';
  paymentIntentId: string | undefined;
}

/**
 * One refund completed or reversed: its payment, and the order and key we gave it (none for a
 * refund made in the provider's dashboard). Its status is news of a change, the payment's refunds
 * as listed then are the truth.
 */
export interface RefundUpdated {
  type: 'refund.updated';
  refund: ProviderRefund & {
    paymentIntentId: string | undefined;
    amountCents: number;
    orderId: string | undefined;
    key: string | undefined;
  };
}

/** News payments does not act on (answered, and otherwise left). */
export interface IgnoredEvent {
  type: 'ignored';
  /** The provider's name for it, for the log. */
  event: string;
}

/** A subscription, by the provider's id and, when we opened it, our gift pledge's. */
export interface SubscriptionRef {
  id: string | undefined;
  pledgeId: string | undefined;
}

/**
 * The action a session's state tells, for news that carries only the session (the demo's
 * payment): paid, finished and waiting for the money, or expired.
 */
export function sessionAction(session: ProviderSession): SessionAction {
  if (session.status === 'expired') return { type: 'checkout.expired', session };
  return { type: session.paid ? 'payment.succeeded' : 'payment.pending', session };
}

/**
 * The news a request brought could not be understood (a bad signature, an event without its
 * object): the caller answers 400, never a 500 that would only have it sent again.
 */
export class InvalidWebhookError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InvalidWebhookError';
  }
}
