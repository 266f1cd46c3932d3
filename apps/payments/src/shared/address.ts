import type { PostalAddress } from '@ministry/contracts';
import type { OrderRecord } from '@ministry/db';

type StoredAddress = NonNullable<NonNullable<OrderRecord['shipping']>['address']>;

/**
 * An order's delivery address as the contracts name its parts, without the empty ones: the one
 * reading of it for the thank-you page, the order desk, the emails and the CSV. An order paid
 * through Stripe before the region had its own name keeps Stripe's `state`, read as the region.
 */
export function storedAddress(
  address: StoredAddress | null | undefined,
): PostalAddress | undefined {
  if (!address) return undefined;
  const parts: PostalAddress = {
    line1: address.line1 ?? undefined,
    line2: address.line2 ?? undefined,
    city: address.city ?? undefined,
    region: address.region ?? address.state ?? undefined,
    postalCode: address.postalCode ?? undefined,
    country: address.country ?? undefined,
  };
  return Object.fromEntries(
    Object.entries(parts).filter(([, value]) => value !== undefined && value !== ''),
  );
}
