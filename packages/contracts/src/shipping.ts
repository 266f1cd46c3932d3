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

/**
 * The states, district, territories and armed-forces "states" a US parcel may be addressed to, as
 * Google's address data (libaddressinput) lists them for the US and Stripe's address form offers
 * them: the code a label carries ("IL") and the name a select shows.
 */
// prettier-ignore
export const US_STATES = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AS', 'American Samoa'], ['AZ', 'Arizona'],
  ['AR', 'Arkansas'], ['AA', 'Armed Forces (AA)'], ['AE', 'Armed Forces (AE)'],
  ['AP', 'Armed Forces (AP)'], ['CA', 'California'], ['CO', 'Colorado'], ['CT', 'Connecticut'],
  ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['GU', 'Guam'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'],
  ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'],
  ['MH', 'Marshall Islands'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'],
  ['FM', 'Micronesia'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'],
  ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'],
  ['ND', 'North Dakota'], ['MP', 'Northern Mariana Islands'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PW', 'Palau'], ['PA', 'Pennsylvania'], ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'],
  ['TX', 'Texas'], ['UM', 'U.S. Outlying Islands'], ['VI', 'U.S. Virgin Islands'], ['UT', 'Utah'],
  ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
] as const satisfies readonly (readonly [string, string])[];

const US_STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map(([code]) => code));

/** A US ZIP code: five digits, or ZIP+4 with or without its hyphen. */
const US_ZIP = /^(\d{5})(?:[-\s]?(\d{4}))?$/;

/**
 * The country's own rules on an address, beyond "filled in": a US parcel needs its state (by its
 * postal code) and a ZIP code a carrier reads. Other countries' regions stay as typed.
 */
function checkCountryRules(
  address: { region?: string; postalCode: string; country: string },
  ctx: z.RefinementCtx,
) {
  if (address.country !== 'US') return;
  if (!address.region) {
    ctx.addIssue({ code: 'custom', path: ['region'], message: 'is required' });
  } else if (!US_STATE_CODES.has(address.region)) {
    ctx.addIssue({
      code: 'custom',
      path: ['region'],
      message: 'must be a US state or territory (such as IL)',
    });
  }
  if (!US_ZIP.test(address.postalCode)) {
    ctx.addIssue({
      code: 'custom',
      path: ['postalCode'],
      message: 'must be 5 digits, or ZIP+4 (12345-6789)',
    });
  }
}

/** A US state as its code ("il" → "IL") and a ZIP+4 with its hyphen; other countries as typed. */
function asTheCountryWritesIt<T extends { region?: string; postalCode: string; country: string }>(
  address: T,
): T {
  if (address.country !== 'US') return address;
  const zip = US_ZIP.exec(address.postalCode);
  return {
    ...address,
    ...(address.region ? { region: address.region.toUpperCase() } : {}),
    ...(zip ? { postalCode: zip[2] ? `${zip[1]}-${zip[2]}` : zip[1] } : {}),
  };
}

/**
 * A delivery address as the demo payment form takes it (Stripe collects its own): `region` is the
 * state, province, county or prefecture, required where the country's post needs it (the US).
 */
export const deliveryAddressSchema = z
  .object({
    name: requiredText(200),
    line1: requiredText(200),
    line2: optionalText(200).transform((line) => line || undefined),
    city: requiredText(100),
    region: optionalText(100).transform((region) => region || undefined),
    postalCode: requiredText(20),
    country: countryCodeSchema,
  })
  .overwrite(asTheCountryWritesIt)
  .superRefine(checkCountryRules);
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;

/**
 * An address as an order keeps it and the pages show it: every part may be missing (an order
 * made before regions were asked has none; Stripe leaves out what a country does not use).
 */
export const postalAddressSchema = z.object({
  line1: z.string().optional(),
  line2: z.string().optional(),
  city: z.string().optional(),
  /** State, province, county or prefecture: Stripe's `state`. */
  region: z.string().optional(),
  postalCode: z.string().optional(),
  country: z.string().optional(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** Where an order's physical items go and what their shipping cost, as the buyer is shown it. */
export const orderShippingSchema = z.object({
  /** Dollars charged for shipping (0: free). */
  amount: z.number().nonnegative(),
  name: z.string().optional(),
  address: postalAddressSchema.optional(),
});
export type OrderShipping = z.infer<typeof orderShippingSchema>;
