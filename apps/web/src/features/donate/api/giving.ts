import {
  giftCheckoutResponseSchema,
  givingOptionsSchema,
  type GiftCheckoutResponse,
  type GiftInput,
  type GivingOptions,
} from '@ministry/contracts/gifts';
import { apiRequest } from '@/lib/api-client';

/**
 * The giving form's calls to the payments service. Only the form (loaded when a visitor starts
 * to give) imports this file, so the contracts' zod stays out of the page's first download.
 */

/** `GET {payments}/gifts/options`: presets, bounds, funds and the payment mode. */
export const getGivingOptions = (signal?: AbortSignal): Promise<GivingOptions> =>
  apiRequest('/gifts/options', { service: 'payments', schema: givingOptionsSchema, signal });

/** `POST {payments}/gifts`: Stripe's checkout to mount, or (demo) the gift already recorded. */
export const startGift = (input: GiftInput): Promise<GiftCheckoutResponse> =>
  apiRequest('/gifts', {
    service: 'payments',
    method: 'POST',
    body: input,
    schema: giftCheckoutResponseSchema,
  });
