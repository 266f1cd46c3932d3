import { checkoutSessionResponseSchema, type CartItem } from '@ministry/contracts';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

export const CLIENT_SECRET_FAILED = 'Failed to fetch client secret';

/** The session could not be created: the status and the answer's text, as the spec shows them. */
export class CheckoutSessionError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(CLIENT_SECRET_FAILED);
    this.name = 'CheckoutSessionError';
  }
}

// One request per cart even when a component mounts twice in a row (React's StrictMode): each
// request creates a session and an order, so a second one would leave a stray order behind.
const inFlight = new Map<string, Promise<string>>();

/** `POST {payments}/create-checkout-session` with the whole cart: the session's client secret. */
export function createCheckoutSession(items: readonly CartItem[]): Promise<string> {
  const key = cartKey(items);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const request = apiRequest('/create-checkout-session', {
    service: 'payments',
    method: 'POST',
    body: { cartItems: items },
    schema: checkoutSessionResponseSchema,
  })
    .then(({ clientSecret }) => clientSecret)
    .catch((error: unknown) => {
      if (error instanceof ApiError) throw new CheckoutSessionError(error.status, error.message);
      throw error;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

const cartKey = (items: readonly CartItem[]) =>
  items.map((item) => `${item._id}:${item.selectedFormat}:${item.quantity}`).join(',');

export const useCheckoutSession = (items: readonly CartItem[]) =>
  useQuery(`checkout-session:${cartKey(items)}`, () => createCheckoutSession(items));
