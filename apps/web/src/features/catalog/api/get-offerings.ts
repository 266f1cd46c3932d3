import type { Product } from '@ministry/contracts';
import { requestList } from '@/lib/request-list';
import { useQuery } from '@/lib/use-query';

/** The catalogue pages with a path of their own on the api. */
export type OfferingsPath = '/api/biblestudies' | '/api/prayers' | '/api/nutsandbolts';

export function getOfferings(path: OfferingsPath, signal?: AbortSignal): Promise<Product[]> {
  return requestList(path, (c) => c.productListSchema, signal);
}

export const useOfferings = (path: OfferingsPath) =>
  useQuery(`offerings:${path}`, (signal) => getOfferings(path, signal));
