import type { Carrier } from '@ministry/contracts';

/** Each carrier's name for the buyer, and its public tracking page (none for `other`). */
export const CARRIERS: Record<Carrier, { name: string; trackingUrl?: (number: string) => string }> =
  {
    usps: {
      name: 'USPS',
      trackingUrl: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
    },
    ups: { name: 'UPS', trackingUrl: (n) => `https://www.ups.com/track?tracknum=${n}` },
    fedex: { name: 'FedEx', trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
    dhl: {
      name: 'DHL',
      trackingUrl: (n) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${n}`,
    },
    'royal-mail': {
      name: 'Royal Mail',
      trackingUrl: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
    },
    'canada-post': {
      name: 'Canada Post',
      trackingUrl: (n) =>
        `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${n}`,
    },
    other: { name: 'Other carrier' },
  };

/** The tracking page of a parcel, or null when the carrier has none we know. */
export function trackingUrlFor(carrier: Carrier, trackingNumber: string): string | null {
  const url = CARRIERS[carrier].trackingUrl;
  return url ? url(encodeURIComponent(trackingNumber.replace(/\s+/g, ''))) : null;
}
