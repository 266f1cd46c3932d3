/**
 * Parish quantities: a lower price per copy from a number of copies on ("10+ copies −15%, 50+
 * −25%"), for a parish ordering booklets for a study group. One function prices a line for the
 * server (which charges it) and for the product page and the cart (which show it), in integer
 * cents.
 */

/** From so many copies on, so much off each copy (the admin's schema is in catalogue-admin.ts). */
export interface PriceBreak {
  /** 2 to 99 copies. */
  minQuantity: number;
  /** A whole percent, 1 to 90. */
  percentOff: number;
}

/** The break a number of copies reaches: the one with the most copies not above it. */
export function priceBreakFor(
  breaks: readonly PriceBreak[] | undefined,
  quantity: number,
): PriceBreak | undefined {
  let reached: PriceBreak | undefined;
  for (const priceBreak of breaks ?? []) {
    if (
      priceBreak.minQuantity <= quantity &&
      (!reached || priceBreak.minQuantity > reached.minQuantity)
    )
      reached = priceBreak;
  }
  return reached;
}

export interface PricedCopies {
  /** The price of one copy at this quantity. */
  unitCents: number;
  /** The price of one copy without a break. */
  listUnitCents: number;
  /** The break applied, if the quantity reaches one. */
  priceBreak?: PriceBreak;
}

/** One copy's price at a quantity: the list price less the break's percent, to the nearest cent. */
export function priceCopies(
  listUnitCents: number,
  quantity: number,
  breaks: readonly PriceBreak[] | undefined,
): PricedCopies {
  const priceBreak = priceBreakFor(breaks, quantity);
  if (!priceBreak) return { unitCents: listUnitCents, listUnitCents };
  return {
    unitCents: Math.round((listUnitCents * (100 - priceBreak.percentOff)) / 100),
    listUnitCents,
    priceBreak,
  };
}

/** "10 or more copies: 15% off each", as the product page, the cart, receipts and Stripe say it. */
export const describePriceBreak = (priceBreak: PriceBreak): string =>
  `${priceBreak.minQuantity} or more copies: ${priceBreak.percentOff}% off each`;
