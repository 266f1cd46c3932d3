import type { CartItem } from '@ministry/contracts';
import { describeLinePricing } from '@ministry/contracts/pay-what-you-can';
import { priceCopies } from '@ministry/contracts/price-breaks';

/**
 * A cart line's price as payments will charge it: the list price (or the amount the buyer chose),
 * less the parish-quantity break the line's quantity reaches (the contracts' priceCopies, the
 * server's own rule).
 */
const pricedLine = (item: CartItem) =>
  priceCopies(Math.round(item.price * 100), item.quantity, item.priceBreaks);

/** One copy's price (dollars) at the line's quantity. */
export const unitPriceOf = (item: CartItem): number => pricedLine(item).unitCents / 100;

/** The line's total (dollars), summed in cents. */
export const lineTotalOf = (item: CartItem): number =>
  (pricedLine(item).unitCents * item.quantity) / 100;

/**
 * "10 or more copies: 15% off each" when the line's quantity reaches a break, "Pay what you can
 * (suggested $6.00)" when the buyer chose the price, else null.
 */
export const pricingNote = (item: CartItem): string | null =>
  describeLinePricing({
    priceBreak: pricedLine(item).priceBreak,
    payWhatYouCan: item.payWhatYouCan,
  });
