import type Stripe from 'stripe';

/**
 * Every Stripe event payments acts on: the webhook's `switch` must have a case for each and can
 * have no other (the typecheck holds both), and the README's "Stripe webhook events" list, the
 * one an owner copies into Stripe's dashboard, must name exactly these (`stripe-events.test.ts`).
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
export function unhandledStripeEvent(event: never): never {
  throw new Error(`No handler for the Stripe event ${(event as Stripe.Event).type}`);
}
