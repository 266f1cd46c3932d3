import { z } from 'zod';

/**
 * A donor covering the card fee: the charge grossed up so that, once the card processor takes
 * its percentage and fixed fee from the whole charge, the fund receives the gift in full. One
 * function for the server (which charges it) and the giving form (which shows it), in integer
 * cents.
 */

/** The processor's fee as the payments service is configured (`CARD_FEE_PERCENT`, `CARD_FEE_FIXED_CENTS`). */
export const cardFeeSchema = z.object({
  /** Percent of the charge, e.g. 2.9; at most two decimals. */
  percent: z.number().min(0).max(50),
  fixedCents: z.number().int().min(0),
});
export type CardFee = z.infer<typeof cardFeeSchema>;

export interface FeeCover {
  /** What the fund is to receive. */
  giftCents: number;
  /** What the donor adds for the fee. */
  feeCents: number;
  /** What the card is charged: the gift and the fee. */
  totalCents: number;
}

/** Percent in hundredths of a percent (2.9 → 290), so the arithmetic stays in integers. */
const basisPoints = (percent: number) => Math.round(percent * 100);

/**
 * The processor's fee on a charge: the percentage rounded to the nearest cent (half a cent up,
 * as Stripe rounds), plus the fixed fee.
 */
export function processorFeeCents(chargeCents: number, fee: CardFee): number {
  return Math.floor((chargeCents * basisPoints(fee.percent) + 5_000) / 10_000) + fee.fixedCents;
}

/**
 * The smallest charge whose net (the charge less the processor's fee) is at least the gift:
 * ceil((gift + fixed) / (1 − percent/100)), then moved by a cent while the rounding of the fee
 * allows a smaller charge or asks for a larger one (the net never falls as the charge rises).
 */
export function coverCardFee(giftCents: number, fee: CardFee): FeeCover {
  const bp = basisPoints(fee.percent);
  const net = (charge: number) => charge - processorFeeCents(charge, fee);
  let total = Math.ceil(((giftCents + fee.fixedCents) * 10_000) / (10_000 - bp));
  while (net(total) < giftCents) total += 1;
  while (total > giftCents && net(total - 1) >= giftCents) total -= 1;
  return { giftCents, feeCents: total - giftCents, totalCents: total };
}
