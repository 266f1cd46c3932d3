import { z } from 'zod';
import { civilDateStringSchema } from './calendar.js';
import { emailSchema } from './common.js';
import { civilDateIn } from './time-zone.js';

/**
 * "This is a gift": a purchase for someone else. Digital lines are the recipient's (their own
 * "My downloads", emailed to them on `deliverOn`); physical lines go to the address given at
 * checkout, which is the recipient's. The buyer gets a copy of what the recipient was sent.
 */

export const GIFT_MESSAGE_MAX = 500;
/** How far ahead a gift may be delivered, in days. */
export const GIFT_DELIVERY_MAX_DAYS = 366;

const nameSchema = (what: string) =>
  z
    .string({ error: `must be ${what}` })
    .trim()
    .min(1, { error: `must be ${what}` })
    .max(100, { error: 'must be at most 100 characters' });

/** The gift as the checkout request carries it; the day is checked against the owner's calendar. */
export const giftPurchaseInputSchema = z.object({
  recipientName: nameSchema("the recipient's name"),
  recipientEmail: emailSchema,
  /** How the recipient knows the buyer: "John" in "Maria, John has sent you a gift". */
  fromName: nameSchema('your name'),
  message: z
    .string({ error: 'must be text' })
    .trim()
    .max(GIFT_MESSAGE_MAX, { error: `must be at most ${GIFT_MESSAGE_MAX} characters` })
    .default(''),
  /** The day (in the owner's time zone) the recipient is sent their gift. */
  deliverOn: civilDateStringSchema,
});
export type GiftPurchaseInput = z.infer<typeof giftPurchaseInputSchema>;
export type GiftPurchaseFormInput = z.input<typeof giftPurchaseInputSchema>;

/** The days a gift may be delivered on, from `today` (`YYYY-MM-DD`) to a year ahead. */
export function giftDeliveryRange(today: string): { first: string; last: string } {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month - 1, day + GIFT_DELIVERY_MAX_DAYS));
  return { first: today, last: last.toISOString().slice(0, 10) };
}

/** Why `deliverOn` cannot be used when it is `today` in the owner's zone, or undefined. */
export function giftDeliveryProblem(deliverOn: string, today: string): string | undefined {
  const { first, last } = giftDeliveryRange(today);
  if (deliverOn < first) return 'must be today or a later day';
  if (deliverOn > last) return 'must be within a year from today';
  return undefined;
}

/** Today (`YYYY-MM-DD`) in the owner's time zone. */
export const todayIn = (zone: string, now: Date = new Date()): string => civilDateIn(now, zone);

const giftDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A delivery day (`YYYY-MM-DD`) in words: "December 24, 2026". */
export const formatGiftDay = (deliverOn: string): string =>
  giftDay.format(new Date(`${deliverOn}T00:00:00Z`));

/** A gift as the buyer's thank-you page and the order desk show it. */
export const giftPurchaseSummarySchema = z.object({
  recipientName: z.string(),
  recipientEmail: z.string(),
  fromName: z.string(),
  message: z.string(),
  deliverOn: z.string(),
  /** When the recipient's email went out; null until then (or never: nothing to download). */
  sentAt: z.string().nullable(),
});
export type GiftPurchaseSummary = z.infer<typeof giftPurchaseSummarySchema>;
