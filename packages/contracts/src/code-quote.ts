import { z } from 'zod';

/**
 * A discount code as a buyer gives it and what it takes off their order: shared by the checkout's
 * request and answer, the order's record and the codes' own calls (`discount-codes.ts`).
 */

/** What a buyer types: letters, digits and hyphens, read without regard to case. */
export const codeTextSchema = z
  .string({ error: 'must be a code' })
  .trim()
  .toUpperCase()
  .min(3, { error: 'must be at least 3 characters' })
  .max(32, { error: 'must be at most 32 characters' })
  .regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/, {
    error: 'may contain only letters, digits and single hyphens between them',
  });

/**
 * What a code takes off (dollars): from the lines, from the shipping, and in words. The order
 * keeps it as it was when the checkout opened.
 */
export const codeQuoteSchema = z.object({
  code: z.string(),
  description: z.string().nullable(),
  linesOff: z.number(),
  shippingOff: z.number(),
  /** What the code gives, in words: "20% off", "$5.00 off", "Free shipping". */
  gives: z.string(),
  /** What it gave this order: "20% off, $4.80"; "free shipping". */
  says: z.string(),
  /**
   * The code may be used so many times by one buyer: the checkout then needs the email they pay
   * with (and the payment form keeps it). Null: no such cap.
   */
  usesPerBuyer: z.number().int().nullable(),
});
export type CodeQuote = z.infer<typeof codeQuoteSchema>;
