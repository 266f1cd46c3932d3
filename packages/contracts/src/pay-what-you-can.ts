/**
 * Pay what you can: a product with a least price (0 allowed) and a suggested one instead of a
 * fixed price. One rule checks the amount a buyer chose, for the product page (which says why
 * before anything is sent) and for payments (which charges it), in integer cents. No zod here, so
 * the product page and the cart on the first screen can use it.
 */
import { describePriceBreak, type PriceBreak } from './price-breaks.js';

/** What a product asks: the least it sells for and the amount the page suggests (dollars). */
export interface PayWhatYouCan {
  minimum: number;
  suggested: number;
}

/** The most one copy may be bought for at a chosen price ($10,000). */
export const MAX_CHOSEN_CENTS = 1_000_000;

const cents = (dollars: number): number => Math.round(dollars * 100);

const dollarsText = (amountCents: number): string => {
  const whole = Math.floor(amountCents / 100).toLocaleString('en-US');
  return `$${whole}.${String(amountCents % 100).padStart(2, '0')}`;
};

/**
 * Dollars a buyer typed ("5", "4.50", " $7 ") as cents, or undefined when it is not an amount of
 * dollars and cents.
 */
export function chosenCentsFrom(text: string): number | undefined {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Why a chosen amount cannot be charged, in words a buyer reads, or null when it can. A least
 * price of 0 still asks for more than 0 to buy: nothing at all is the free download's way.
 */
export function chosenAmountProblem(
  rule: PayWhatYouCan,
  chosenCents: number | undefined,
): string | null {
  if (chosenCents === undefined || !Number.isInteger(chosenCents) || chosenCents < 0) {
    return 'Enter an amount in dollars and cents, such as 5 or 4.50.';
  }
  const minimumCents = cents(rule.minimum);
  if (chosenCents < minimumCents) {
    return `The least you can pay for this is ${dollarsText(minimumCents)}.`;
  }
  if (chosenCents === 0) {
    return 'Enter an amount above $0, or get it free instead.';
  }
  if (chosenCents > MAX_CHOSEN_CENTS) {
    return `The most you can pay for one copy is ${dollarsText(MAX_CHOSEN_CENTS)}.`;
  }
  return null;
}

/** "Pay what you can (suggested $5.00)", as the cart, receipts and Stripe say it. */
export const describeChosenPrice = (rule: Pick<PayWhatYouCan, 'suggested'>): string =>
  `Pay what you can (suggested ${dollarsText(cents(rule.suggested))})`;

/**
 * How a line's price was reached when it is not the list price, in the words every receipt, the
 * cart and the order desk use: a parish-quantity break, or the buyer's choice; else null.
 */
export function describeLinePricing(line: {
  priceBreak?: PriceBreak | null | undefined;
  payWhatYouCan?: Pick<PayWhatYouCan, 'suggested'> | null | undefined;
}): string | null {
  if (line.priceBreak) return describePriceBreak(line.priceBreak);
  if (line.payWhatYouCan) return describeChosenPrice(line.payWhatYouCan);
  return null;
}
