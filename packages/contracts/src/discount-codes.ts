import { z } from 'zod';
import {
  churchCalendarSchema,
  civilDateStringSchema,
  feastIdSchema,
  feastNames,
  seasonIdSchema,
  seasonNames,
} from './calendar.js';
import { emailSchema, objectIdSchema, optionalText } from './common.js';
import { priceInputSchema } from './catalogue-admin.js';
import { checkoutLineInputSchema } from './checkout.js';
import { codeTextSchema } from './code-quote.js';

/**
 * Discount codes and sales ([7/10] point 6): a code takes a percent or an amount off an order, or
 * its shipping, within a window of days (civil dates, or a period of the Church year on the
 * buyer's calendar), up to caps in all and per buyer, from a minimum order, and optionally only on
 * some products or collections. The server works the discount out (`apps/payments/src/codes`).
 */

export const discountKindSchema = z.enum(['percent', 'amount', 'free-shipping'], {
  error: 'must be percent, amount or free-shipping',
});
export type DiscountKind = z.infer<typeof discountKindSchema>;

/**
 * When a code works, both ends included: between two days; while a season of the Church year is
 * kept (Bright Week, the Nativity Fast) on the buyer's calendar; or from a day until a feast
 * ("until Pentecost"), the first on or after that day on the buyer's calendar.
 */
export const codeWindowSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({ kind: z.literal('dates'), from: civilDateStringSchema, to: civilDateStringSchema })
      .strict()
      .refine((window) => window.from <= window.to, {
        path: ['to'],
        error: 'must be on or after the first day',
      }),
    z.object({ kind: z.literal('season'), season: seasonIdSchema.exclude(['ordinary']) }).strict(),
    z
      .object({ kind: z.literal('until'), feast: feastIdSchema, from: civilDateStringSchema })
      .strict(),
  ],
  { error: 'must be dates, a season or until a feast' },
);
export type CodeWindow = z.infer<typeof codeWindowSchema>;

const capSchema = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be 1 or more' })
  .max(1_000_000, { error: 'must be at most 1000000' });

/** `POST /codes` (admins): a new code, active unless paused. */
export const discountCodeInputSchema = z
  .object({
    code: codeTextSchema,
    /** What the owner calls it ("Bright Week sale"); buyers see it beside the discount. */
    description: optionalText(200).transform((text) => text || undefined),
    kind: discountKindSchema,
    /** A whole percent, for `percent`. */
    percentOff: z
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole percent' })
      .min(1, { error: 'must be 1 or more' })
      .max(100, { error: 'must be at most 100' })
      .optional(),
    /** Dollars off the order, for `amount`. */
    amountOff: priceInputSchema.optional(),
    window: codeWindowSchema.optional(),
    /** Uses in all; none: no cap. */
    maxUses: capSchema.optional(),
    /** Uses by one buyer (their email); none: no cap. */
    maxUsesPerBuyer: capSchema.optional(),
    /** Dollars the lines must come to, before the discount. */
    minimumOrder: priceInputSchema.optional(),
    /** Only these products (any of their formats) and these collections' products; none: all. */
    productIds: z
      .array(objectIdSchema)
      .max(100, { error: 'must be at most 100 products' })
      .default([]),
    collectionIds: z
      .array(objectIdSchema)
      .max(50, { error: 'must be at most 50 collections' })
      .default([]),
    paused: z.boolean({ error: 'must be true or false' }).default(false),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.kind === 'percent' && input.percentOff === undefined) {
      context.addIssue({ code: 'custom', path: ['percentOff'], message: 'is required' });
    }
    if (input.kind === 'amount' && !input.amountOff) {
      context.addIssue({ code: 'custom', path: ['amountOff'], message: 'must be more than 0' });
    }
  });
export type DiscountCodeInput = z.input<typeof discountCodeInputSchema>;
export type ParsedDiscountCodeInput = z.output<typeof discountCodeInputSchema>;

/** `PATCH /codes/:id` (admins): pause a code, or let it work again. */
export const discountCodeUpdateSchema = z
  .object({ paused: z.boolean({ error: 'must be true or false' }) })
  .strict();
export type DiscountCodeUpdate = z.infer<typeof discountCodeUpdateSchema>;

/** A code as the admin sees it, with how often it has been used (`used`: paid orders). */
export const discountCodeSchema = z.object({
  id: objectIdSchema,
  code: z.string(),
  description: z.string().nullable(),
  kind: discountKindSchema,
  percentOff: z.number().nullable(),
  /** Dollars. */
  amountOff: z.number().nullable(),
  window: codeWindowSchema.nullable(),
  maxUses: z.number().nullable(),
  maxUsesPerBuyer: z.number().nullable(),
  /** Dollars. */
  minimumOrder: z.number().nullable(),
  productIds: z.array(objectIdSchema),
  collectionIds: z.array(objectIdSchema),
  paused: z.boolean(),
  used: z.number().int(),
  /** Checkouts open with the code now, not yet paid. */
  held: z.number().int(),
  createdAt: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;
export const discountCodeListSchema = z.object({ codes: z.array(discountCodeSchema) });

const dayWords = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const day = (date: string) => dayWords.format(new Date(`${date}T00:00:00Z`));

/** "May 1, 2027 – May 8, 2027", "Bright Week", "From May 2, 2027 until Pentecost": when it works. */
export function describeCodeWindow(window: CodeWindow): string {
  switch (window.kind) {
    case 'dates':
      return `${day(window.from)} – ${day(window.to)}`;
    case 'season':
      return `${seasonNames[window.season]}, on the buyer’s calendar`;
    case 'until':
      return `From ${day(window.from)} until ${feastNames[window.feast]}, on the buyer’s calendar`;
  }
}

/** "20% off", "$5.00 off", "Free shipping": what a code gives. */
export function describeDiscount(code: Pick<DiscountCode, 'kind' | 'percentOff' | 'amountOff'>) {
  if (code.kind === 'free-shipping') return 'Free shipping';
  if (code.kind === 'percent') return `${code.percentOff ?? 0}% off`;
  return `$${(code.amountOff ?? 0).toFixed(2)} off`;
}

/** `POST /codes/check`: what a code takes off this cart today, for a buyer on this calendar. */
export const codeCheckRequestSchema = z
  .object({
    code: codeTextSchema,
    cartItems: z
      .array(checkoutLineInputSchema, { error: 'cartItems must be a list' })
      .min(1, { error: 'Your cart is empty.' })
      .max(50, { error: 'A cart holds at most 50 lines.' }),
    /** The Church calendar the buyer keeps, which a season's window is read on. */
    calendar: churchCalendarSchema.default('new'),
    /** The email the buyer will pay with: what a per-buyer cap counts. */
    email: emailSchema.optional(),
  })
  .strict();
export type CodeCheckRequest = z.input<typeof codeCheckRequestSchema>;
export type ParsedCodeCheckRequest = z.output<typeof codeCheckRequestSchema>;

