import type { CartItem } from '@ministry/contracts';
import { describePriceBreak, priceCopies } from '@ministry/contracts/price-breaks';

/**
 * A cart line's price as payments will charge it: the list price, less the parish-quantity break
 * the line's quantity reaches (the contracts' priceCopies, the server's own rule).
 */
const pricedLine = (item: CartItem) =>
  priceCopies(Math.round(item.price * 100), item.quantity, item.priceBreaks);

/** One copy's price (dollars) at the line's quantity. */
export const unitPriceOf = (item: CartItem): number => pricedLine(item).unitCents / 100;

/** The line's total (dollars), summed in cents. */
export const lineTotalOf = (item: CartItem): number =>
  (pricedLine(item).unitCents * item.quantity) / 100;

/** "10 or more copies: 15% off each" when the line's quantity reaches a break, else null. */
export function priceBreakNote(item: CartItem): string | null {
  const { priceBreak } = pricedLine(item);
  return priceBreak ? describePriceBreak(priceBreak) : null;
}
