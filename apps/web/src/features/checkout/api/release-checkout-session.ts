import { apiRequest } from '@/lib/api-client';

/**
 * `POST {payments}/release-checkout-session`: the buyer changed the cart during checkout, so the
 * session made for the old cart gives back the stock it held before the new one is made. A
 * failure is only logged: the hold then lapses on its own (35 minutes).
 */
export async function releaseCheckoutSession(clientSecret: string): Promise<void> {
  await apiRequest('/release-checkout-session', {
    service: 'payments',
    method: 'POST',
    body: { clientSecret },
  }).catch((error: unknown) => console.warn('The previous checkout could not be released:', error));
}
