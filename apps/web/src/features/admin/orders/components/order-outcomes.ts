import type { OrderActionResponse } from '@ministry/contracts';
import { formatAmount } from '@/lib/format';

/**
 * What the order page's toaster says after each action: what was done, then whether the buyer
 * was emailed ("…; the buyer's email could not be sent" when the action worked but the mail
 * did not).
 */
const withEmail = (done: string, answer: OrderActionResponse, mailed: string) =>
  answer.emailSent
    ? `${done} ${mailed}`
    : `${done} The buyer's email could not be sent: the order shows it as needing attention.`;

export function shippedOutcome(number: string, answer: OrderActionResponse): string {
  const shipment = answer.order.shipment;
  const told = shipment?.trackingUrl
    ? 'the tracking link'
    : shipment?.trackingNumber
      ? 'the tracking number'
      : 'that it is on its way';
  return withEmail(`${number} is marked shipped.`, answer, `The buyer was emailed ${told}.`);
}

export function refundedOutcome(answer: OrderActionResponse): string {
  const last = answer.order.refunds.at(-1);
  const amount = formatAmount(last?.amount ?? 0);
  const shipping = last?.shipping
    ? last.lines.length > 0
      ? ', shipping included'
      : ' of shipping'
    : '';
  const what =
    last?.status === 'pending'
      ? `A refund of ${amount}${shipping} was asked of Stripe; the order shows when it completes.`
      : `Refunded ${amount}${shipping}.`;
  return withEmail(what, answer, 'The buyer was told by email.');
}

export const resentOutcome = (answer: OrderActionResponse): string =>
  answer.emailSent
    ? `The confirmation was sent again to ${answer.order.customerEmail ?? 'the buyer'}.`
    : 'The confirmation could not be sent: the order shows it as needing attention.';

export const reissuedOutcome = (answer: OrderActionResponse): string =>
  withEmail('New download links were issued.', answer, 'The buyer was emailed them.');
