import type Stripe from 'stripe';

/**
 * The countries Stripe Checkout ships to: `shipping_address_collection.allowed_countries` as the
 * installed `stripe` SDK (23.1, API version 2026-10-28.endive, `STRIPE_API_VERSION`) types it in
 * `Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry`. A code outside it
 * (`UK`, `EU`, `VI`…) makes Stripe refuse every checkout with a physical item, so `env.ts` refuses
 * it at start-up. The checks below the list fail the typecheck when an SDK upgrade adds or drops
 * a code, so the list is copied again from the new types.
 */
// prettier-ignore
export const STRIPE_SHIPPING_COUNTRIES = [
  'AC', 'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO',
  'CR', 'CV', 'CW', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER',
  'ES', 'ET', 'FI', 'FJ', 'FK', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL',
  'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HN', 'HR', 'HT', 'HU', 'ID',
  'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI',
  'KM', 'KN', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV',
  'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MK', 'ML', 'MM', 'MN', 'MO', 'MQ', 'MR', 'MS', 'MT',
  'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU',
  'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PY', 'QA',
  'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL',
  'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SZ', 'TA', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ',
  'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'US', 'UY', 'UZ', 'VA',
  'VC', 'VE', 'VG', 'VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA', 'ZM', 'ZW', 'ZZ',
] as const satisfies readonly SdkCountry[];

export type StripeShippingCountry = (typeof STRIPE_SHIPPING_COUNTRIES)[number];

/** The SDK's codes, without the `string` it joins to every enum for values it does not know. */
type Named<T> = T extends unknown ? (string extends T ? never : T) : never;
type SdkCountry =
  Named<Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry>;

/** Never, unless the SDK names a code the list lacks: then the typecheck names it. */
type Missing = Exclude<SdkCountry, StripeShippingCountry>;
export const SDK_COUNTRIES_ALL_LISTED: [Missing] extends [never] ? true : Missing = true;

const accepted: ReadonlySet<string> = new Set(STRIPE_SHIPPING_COUNTRIES);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Whether Stripe Checkout accepts this (upper-case) code as a shipping country. */
export const isStripeShippingCountry = (code: string): code is StripeShippingCountry =>
  accepted.has(code);

/**
 * The accepted code for a country written another way, found by its English name: `UK` (United
 * Kingdom) → `GB`, `FX` (France) → `FR`. Undefined when no accepted code names the same country
 * (`EU`, `VI`).
 */
export function suggestShippingCountry(code: string): StripeShippingCountry | undefined {
  const name = /^[A-Z]{2}$/.test(code) ? regionNames.of(code) : undefined;
  if (!name) return undefined;
  return STRIPE_SHIPPING_COUNTRIES.find((candidate) => regionNames.of(candidate) === name);
}
