import { z } from 'zod';
import { requiredText, optionalText } from './common.js';

export { shippingCents, shippingDollars } from './shipping-rules.js';

/** An ISO 3166-1 alpha-2 country code (`US`), upper-cased as people may type it. */
export const countryCodeSchema = z
  .string({ error: 'must be a country code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code' });

/**
 * `GET /payments/shipping`: the owner's shipping terms, the same numbers payments charges.
 * Amounts are dollars; `freeFrom` null means shipping is never free.
 */
export const shippingTermsSchema = z.object({
  currency: z.literal('usd'),
  flatRate: z.number().nonnegative(),
  freeFrom: z.number().nonnegative().nullable(),
  /** Where physical items are sent, with their English names, in the owner's order. */
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type ShippingTerms = z.infer<typeof shippingTermsSchema>;

/** A delivery address as the demo payment form takes it (Stripe collects its own). */
export const deliveryAddressSchema = z.object({
  name: requiredText(200),
  line1: requiredText(200),
  line2: optionalText(200).transform((line) => line || undefined),
  city: requiredText(100),
  postalCode: requiredText(20),
  country: countryCodeSchema,
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;

/** Where an order's physical items go and what their shipping cost, as the buyer is shown it. */
export const orderShippingSchema = z.object({
  /** Dollars charged for shipping (0: free). */
  amount: z.number().nonnegative(),
  name: z.string().optional(),
  address: z
    .object({
      line1: z.string().optional(),
      line2: z.string().optional(),
      city: z.string().optional(),
      state: z.string().optional(),
      postalCode: z.string().optional(),
      country: z.string().optional(),
    })
    .optional(),
});
export type OrderShipping = z.infer<typeof orderShippingSchema>;
