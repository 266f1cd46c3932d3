import { apiRequest } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';

/** The smallest and the largest gift the payments service takes, in whole dollars. */
export interface GiftBounds {
  min: number;
  max: number;
}

/**
 * `GET {payments}/gifts/options`: the bounds the giving form holds a gift to, so that a free
 * resource's "Give something for this?" offers no amount the form would refuse.
 */
export async function getGiftBounds(signal?: AbortSignal): Promise<GiftBounds> {
  // Loaded once the download is ready: the product page itself needs no schema, so no zod.
  const { givingOptionsSchema } = await loadContracts();
  const options = await apiRequest('/gifts/options', {
    service: 'payments',
    schema: givingOptionsSchema,
    signal,
  });
  return { min: options.minAmount, max: options.maxAmount };
}
