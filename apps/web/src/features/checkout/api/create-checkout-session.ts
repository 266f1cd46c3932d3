import {
  checkoutSessionResponseSchema,
  type CartItem,
  type ChurchCalendar,
  type CheckoutSessionResponse,
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

/** What the checkout is made with besides the cart. */
export interface CheckoutOptions {
  gift?: GiftPurchaseInput | null | undefined;
  /** A discount code, with the buyer's email for one counted per person. */
  code?: { code: string; email?: string | null | undefined } | null | undefined;
  /** The buyer's Church calendar, which a code's season is read on. */
  calendar?: ChurchCalendar | null | undefined;
}

/**
 * `POST {payments}/create-checkout-session` with the whole cart: the session's client secret,
 * and the total and discount as the server priced them. Each call creates a session and an
 * order: the checkout page makes it once per visit, and again when the order changes.
 */
export function createCheckoutSession(
  items: readonly CartItem[],
  { gift, code, calendar }: CheckoutOptions = {},
): Promise<CheckoutSessionResponse> {
  return apiRequest('/create-checkout-session', {
    service: 'payments',
    method: 'POST',
    body: {
      cartItems: items,
      ...(gift ? { gift } : {}),
      ...(code ? { code: code.code, ...(code.email ? { email: code.email } : {}) } : {}),
      ...(code && calendar ? { calendar } : {}),
    },
    schema: checkoutSessionResponseSchema,
  }).catch((error: unknown) => {
    if (error instanceof ApiError) {
      throw new CheckoutSessionError(error.status, error.message, error.details);
    }
    throw error;
  });
}
