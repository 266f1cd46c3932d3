import type { Carrier } from '@ministry/contracts';

/** Each carrier as the owner reads it, in the ship form and on a shipped order. */
export const CARRIER_NAMES: Record<Carrier, string> = {
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
  dhl: 'DHL',
  'royal-mail': 'Royal Mail',
  'canada-post': 'Canada Post',
  other: 'Other',
};

/** A shipment's carrier by name; one the list no longer has shows as recorded. */
export const carrierName = (carrier: string): string =>
  (CARRIER_NAMES as Record<string, string | undefined>)[carrier] ?? carrier.toUpperCase();
