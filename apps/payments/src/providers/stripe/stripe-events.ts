import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { InvalidWebhookError, type PaymentAction } from '../actions.js';
import { idOf, orUndefined, toListedRefund, toProviderSession } from './stripe-objects.js';

/**
 * Every Stripe event payments acts on: `toPaymentAction` must have a case for each and can have
 * no other (the typecheck holds both), and the README's "Stripe webhook events" list, the one an
 * owner copies into Stripe's dashboard, must name exactly these (`stripe-events.test.ts`).
 * Any other event is answered 200 and ignored.
 */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'invoice.paid',
  'customer.subscription.deleted',
  'charge.refunded',
  'refund.updated',
  'refund.failed',
] as const satisfies readonly Stripe.Event.Type[];

export type HandledStripeEventType = (typeof HANDLED_STRIPE_EVENTS)[number];

/** A verified event of a type payments handles, narrowed by its `type`. */
export type HandledStripeEvent = Extract<Stripe.Event, { type: HandledStripeEventType }>;

const handled: ReadonlySet<string> = new Set(HANDLED_STRIPE_EVENTS);

export const isHandledStripeEvent = (event: Stripe.Event): event is HandledStripeEvent =>
  handled.has(event.type);

/** For a `switch` over handled events: a type left without its case fails the typecheck. */
function unhandledStripeEvent(event: never): never {
  throw new Error(`No handler for the Stripe event ${(event as Stripe.Event).type}`);
}

/** The object an event is about; a signed event without one is malformed (a 400). */
function objectOf(event: Stripe.Event, noun: string): unknown {
  const object: unknown = (event.data as { object?: unknown } | undefined)?.object;
  if (typeof object !== 'object' || object === null) {
    throw new InvalidWebhookError(`Webhook event ${event.type} has no ${noun}`);
  }
  return object;
}

/** The checkout session a session event is about, which must be one and have its id. */
function sessionOf(event: Stripe.Event): Stripe.Checkout.Session {
  const object = (event.data as { object?: unknown } | undefined)?.object as
    { id?: unknown; object?: unknown } | null | undefined;
  if (typeof object?.id !== 'string' || object.object !== 'checkout.session') {
    throw new InvalidWebhookError(`Webhook event ${event.type} has no checkout session`);
  }
  return object as Stripe.Checkout.Session;
}

/** `invoice.paid`: a subscription's payment; an invoice of no subscription is ignored. */
function invoicePaid(event: Stripe.InvoicePaidEvent): PaymentAction {
  const invoice = objectOf(event, 'invoice') as Stripe.Invoice;
  const details = invoice.parent?.subscription_details;
  const subscription = {
    id: idOf(details?.subscription),
    pledgeId: details?.metadata?.giftPledgeId,
  };
  if (!subscription.id && !subscription.pledgeId) return { type: 'ignored', event: event.type };
  return {
    type:
      invoice.billing_reason === 'subscription_create'
        ? 'subscription.started'
        : 'subscription.renewed',
    subscription,
    customerId: idOf(invoice.customer),
    payment: {
      // Stripe's paid invoices always have an id; a made-up one still records the payment.
      id: orUndefined(invoice.id) ?? `invoice_${randomBytes(8).toString('hex')}`,
      amountCents: invoice.amount_paid,
      email: invoice.customer_email,
    },
  };
}

/**
 * Stripe's event as the action payments takes: what the service needs of it, in its own words.
 * Throws `InvalidWebhookError` for a handled event without its object.
 */
export function toPaymentAction(event: Stripe.Event): PaymentAction {
  if (!isHandledStripeEvent(event)) return { type: 'ignored', event: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = toProviderSession(sessionOf(event));
      return { type: session.paid ? 'payment.succeeded' : 'payment.pending', session };
    }
    case 'checkout.session.async_payment_succeeded':
      return { type: 'payment.succeeded', session: toProviderSession(sessionOf(event)) };
    case 'checkout.session.async_payment_failed':
      return { type: 'payment.failed', session: toProviderSession(sessionOf(event)) };
    case 'checkout.session.expired':
      return { type: 'checkout.expired', session: toProviderSession(sessionOf(event)) };
    case 'invoice.paid':
      return invoicePaid(event);
    case 'customer.subscription.deleted': {
      const subscription = objectOf(event, 'subscription') as Stripe.Subscription;
      return {
        type: 'subscription.ended',
        subscription: { id: subscription.id, pledgeId: subscription.metadata?.giftPledgeId },
      };
    }
    // Refunds made here or in Stripe's dashboard, completed or reversed by Stripe.
    case 'charge.refunded': {
      const charge = objectOf(event, 'charge') as Stripe.Charge;
      return { type: 'payment.refunded', paymentIntentId: idOf(charge.payment_intent) };
    }
    case 'refund.updated':
    case 'refund.failed': {
      const refund = objectOf(event, 'refund') as Stripe.Refund;
      return {
        type: 'refund.updated',
        refund: {
          ...toListedRefund(refund),
          paymentIntentId: idOf(refund.payment_intent),
          orderId: orUndefined(refund.metadata?.orderId),
        },
      };
    }
    default:
      return unhandledStripeEvent(event);
  }
}
