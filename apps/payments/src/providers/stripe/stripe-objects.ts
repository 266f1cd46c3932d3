import Stripe from 'stripe';
import {
  PaymentProviderError,
  type ListedRefund,
  type ProviderRefund,
  type ProviderSession,
  type ShippingDetails,
} from '../payment-provider.js';

/** Stripe's objects read into the service's: every field payments reads from Stripe is here. */

/**
 * Stripe said no (a 4xx other than 409, which is a request with the same key still running):
 * nothing was done. Connection errors and 5xx leave the outcome unknown.
 */
export const isRefusal = (error: unknown): boolean =>
  error instanceof PaymentProviderError
    ? error.refused
    : error instanceof Stripe.errors.StripeError &&
      error.statusCode !== undefined &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      error.statusCode !== 409;

/** Stripe answered that it has no such object. */
export const isNotFound = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

export const describe = (error: unknown): string =>
  error instanceof Error ? error.message : 'unknown error';

export const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** An expandable field's id, whether Stripe sent the id or the object. */
export const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.id;

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
      region: orUndefined(address.state),
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

export const toListedRefund = (refund: Stripe.Refund): ListedRefund => ({
  ...toProviderRefund(refund),
  amountCents: refund.amount,
  key: orUndefined(refund.metadata?.refundKey),
});

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
    customerName: session.customer_details?.name ?? null,
    orderId: orUndefined(session.metadata?.orderId),
    amountTotal: session.amount_total,
    amountTax: session.total_details?.amount_tax ?? null,
    paymentIntentId: idOf(session.payment_intent),
    shipping: toShipping(session),
    pledgeId: orUndefined(session.metadata?.giftPledgeId),
    subscription:
      session.mode === 'subscription'
        ? {
            id: idOf(session.subscription),
            customerId: idOf(session.customer),
            firstPaymentId: idOf(session.invoice),
          }
        : undefined,
  };
}
