import {
  giftCheckoutResponseSchema,
  giftReceiptSchema,
  givingOptionsSchema,
  monthlyGiftSchema,
  type GiftCheckoutResponse,
  type GiftInput,
  type GiftReceipt,
  type GivingOptions,
  type MonthlyGift,
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

const monthlyPath = (id: string, action = '') =>
  `/demo/monthly-gifts/${encodeURIComponent(id)}${action}`;

/** Demo mode: Stripe's next monthly charge, now. */
export const simulateRenewal = (id: string): Promise<GiftReceipt> =>
  apiRequest(monthlyPath(id, '/renew'), {
    service: 'payments',
    method: 'POST',
    schema: giftReceiptSchema,
  });

/** Demo mode: the donor stops their monthly gift. */
export const cancelMonthlyGift = (id: string): Promise<MonthlyGift> =>
  apiRequest(monthlyPath(id, '/cancel'), {
    service: 'payments',
    method: 'POST',
    schema: monthlyGiftSchema,
  });
