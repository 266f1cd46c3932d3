import {
  compareCivilDates,
  feastsOfYear,
  isSeasonActive,
  parseCivilDate,
  type CivilDate,
} from '@ministry/calendar';
import type { ChurchCalendar, CodeWindow, DiscountKind } from '@ministry/contracts';
import { formatDollars, toDollars } from '../shared/money.js';

/**
 * What a discount code takes off an order, worked out on the server in integer cents: whether
 * its window is open today on the buyer's calendar, whether the order reaches its minimum, and
 * how much comes off the lines it applies to (or the shipping).
 */

export interface CodeRule {
  kind: DiscountKind;
  percentOff?: number | null;
  amountOffCents?: number | null;
  window?: CodeWindow | null;
  minimumOrderCents?: number | null;
  /** Only these products' lines; empty (with no collections): every line. */
  productIds: readonly string[];
  collectionIds: readonly string[];
}

/** One priced line of the order, as payments charges it, with what the code's scope reads. */
export interface DiscountableLine {
  productId: string;
  collectionIds: readonly string[];
  /** The line's price in all (unit × quantity), in cents. */
  lineCents: number;
}

export type CodeOutcome =
  | { applies: true; linesOffCents: number; shippingOffCents: number }
  | { applies: false; reason: string };

/** The first day on or after `from` that `feast` falls on, on `calendar`. */
function feastOnOrAfter(
  feast: Extract<CodeWindow, { kind: 'until' }>['feast'],
  from: CivilDate,
  calendar: ChurchCalendar,
): CivilDate | undefined {
  for (const year of [from.year, from.year + 1]) {
    const dated = feastsOfYear(year, calendar).find(
      (candidate) => candidate.id === feast && compareCivilDates(candidate.date, from) >= 0,
    );
    if (dated) return dated.date;
  }
  return undefined;
}

/**
 * Whether a window is open on `today` (the owner's day) for a buyer who keeps `calendar`: both
 * ends included. A season is read on the buyer's calendar (the Nativity Fast begins 13 days later
 * on the Old), and so is the feast a window runs until.
 */
export function windowOpen(window: CodeWindow, today: string, calendar: ChurchCalendar): boolean {
  const day = parseCivilDate(today);
  switch (window.kind) {
    case 'dates':
      return window.from <= today && today <= window.to;
    case 'season':
      return isSeasonActive(window.season, day, calendar);
    case 'until': {
      const from = parseCivilDate(window.from);
      if (compareCivilDates(day, from) < 0) return false;
      const end = feastOnOrAfter(window.feast, from, calendar);
      return end !== undefined && compareCivilDates(day, end) <= 0;
    }
  }
}

const inScope = (rule: CodeRule, line: DiscountableLine): boolean =>
  (rule.productIds.length === 0 && rule.collectionIds.length === 0) ||
  rule.productIds.includes(line.productId) ||
  line.collectionIds.some((id) => rule.collectionIds.includes(id));

/**
 * What `rule` takes off an order of `lines` with `shippingCents` of postage, on `today` for a
 * buyer on `calendar`; or why it does not apply, in words a buyer reads. Caps and pauses are the
 * service's (they need the code's uses); this is the arithmetic and the calendar.
 */
export function discountFor(
  rule: CodeRule,
  order: { lines: readonly DiscountableLine[]; shippingCents: number },
  today: string,
  calendar: ChurchCalendar,
): CodeOutcome {
  if (rule.window && !windowOpen(rule.window, today, calendar)) {
    return { applies: false, reason: 'This code is not valid today.' };
  }
  const subtotalCents = order.lines.reduce((sum, line) => sum + line.lineCents, 0);
  if (rule.minimumOrderCents && subtotalCents < rule.minimumOrderCents) {
    return {
      applies: false,
      reason: `This code needs an order of at least ${formatDollars(toDollars(rule.minimumOrderCents))}.`,
    };
  }
  const eligibleCents = order.lines
    .filter((line) => inScope(rule, line))
    .reduce((sum, line) => sum + line.lineCents, 0);
  if (rule.kind === 'free-shipping') {
    if (order.shippingCents === 0) {
      return {
        applies: false,
        reason: 'This code gives free shipping, and this order has none to pay.',
      };
    }
    return { applies: true, linesOffCents: 0, shippingOffCents: order.shippingCents };
  }
  if (eligibleCents === 0) {
    return { applies: false, reason: 'This code is not for anything in this order.' };
  }
  const linesOffCents =
    rule.kind === 'percent'
      ? Math.round((eligibleCents * (rule.percentOff ?? 0)) / 100)
      : Math.min(rule.amountOffCents ?? 0, eligibleCents);
  return { applies: true, linesOffCents, shippingOffCents: 0 };
}
