import type { Product } from '@ministry/contracts';
import { requestList } from '@/lib/request-list';

/** The catalogue pages with a path of their own on the api. */
export type OfferingsPath = '/api/biblestudies' | '/api/prayers' | '/api/nutsandbolts';

export function getOfferings(path: OfferingsPath, signal?: AbortSignal): Promise<Product[]> {
  return requestList(path, (c) => c.productListSchema, signal);
}
