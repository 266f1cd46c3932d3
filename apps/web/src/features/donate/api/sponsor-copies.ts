import { giftCheckoutResponseSchema, type GiftCheckoutResponse } from '@ministry/contracts/gifts';
import {
  offeredCopyPoolsSchema,
  type CopyPool,
  type SponsorCopiesInput,
} from '@ministry/contracts/sponsored-copies';
import { apiRequest } from '@/lib/api-client';

/**
 * "Sponsor copies" calls to the payments service. Only the sponsor form (loaded when a visitor
 * opens it) imports this file, so its zod stays out of the page's first download.
 */

/** `GET {payments}/gifts/copy-pools`: the pools a donor may sponsor copies from. */
export const getCopyPools = async (signal?: AbortSignal): Promise<CopyPool[]> =>
  (
    await apiRequest('/gifts/copy-pools', {
      service: 'payments',
      schema: offeredCopyPoolsSchema,
      signal,
    })
  ).pools;

/** `POST {payments}/gifts/sponsored-copies`: the server works out the amount from the pool. */
export const sponsorCopies = (input: SponsorCopiesInput): Promise<GiftCheckoutResponse> =>
  apiRequest('/gifts/sponsored-copies', {
    service: 'payments',
    method: 'POST',
    body: input,
    schema: giftCheckoutResponseSchema,
  });
