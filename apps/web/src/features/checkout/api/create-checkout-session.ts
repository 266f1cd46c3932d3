import {
  checkoutSessionResponseSchema,
  type CartItem,
  type GiftPurchaseInput,
} from '@ministry/contracts';
import { ApiError, apiRequest } from '@/lib/api-client';

export const CLIENT_SECRET_FAILED = 'Failed to fetch client secret';

/** The session could not be created: the status and the answer's text, as the spec shows them. */
export class CheckoutSessionError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    /** A 400's fields and what is wrong with each (`body.gift.deliverOn`). */
    readonly details: readonly { path: string; message: string }[] = [],
  ) {
    super(CLIENT_SECRET_FAILED);
    this.name = 'CheckoutSessionError';
  }
}

/**
 * `POST {payments}/create-checkout-session` with the whole cart: the session's client secret.
 * Each call creates a session and an order: the checkout page makes it once per visit.
 */
export function createCheckoutSession(
  items: readonly CartItem[],
  gift?: GiftPurchaseInput | null,
): Promise<string> {
  return apiRequest('/create-checkout-session', {
    service: 'payments',
    method: 'POST',
    body: { cartItems: items, ...(gift ? { gift } : {}) },
    schema: checkoutSessionResponseSchema,
  })
    .then(({ clientSecret }) => clientSecret)
    .catch((error: unknown) => {
      if (error instanceof ApiError) {
        throw new CheckoutSessionError(error.status, error.message, error.details);
      }
      throw error;
    });
}
