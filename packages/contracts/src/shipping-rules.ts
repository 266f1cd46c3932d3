import type { ShippingTerms } from './shipping.js';

// The shipping rule, without a schema: the storefront's cart and product page import
// `@ministry/contracts/shipping-rules` and load no zod, and payments charges with the same code.

/**
 * What shipping costs an order, in cents: nothing without a physical line, nothing at or above
 * the free-shipping subtotal, else the flat rate. `subtotalCents` is every line's price × quantity.
 */
export function shippingCents(
  terms: Pick<ShippingTerms, 'flatRate' | 'freeFrom'>,
  subtotalCents: number,
  hasPhysicalLine: boolean,
): number {
  if (!hasPhysicalLine) return 0;
  if (terms.freeFrom !== null && subtotalCents >= Math.round(terms.freeFrom * 100)) return 0;
  return Math.round(terms.flatRate * 100);
}

/** The same in dollars, from a subtotal in dollars (the cart counts in dollars). */
export const shippingDollars = (
  terms: Pick<ShippingTerms, 'flatRate' | 'freeFrom'>,
  subtotal: number,
  hasPhysicalLine: boolean,
): number => shippingCents(terms, Math.round(subtotal * 100), hasPhysicalLine) / 100;
