import type { Stripe } from '@stripe/stripe-js';
// The pure entry adds Stripe's script only when called, not on every page of the shop.
import { loadStripe } from '@stripe/stripe-js/pure';

export const STRIPE_LOAD_TIMEOUT_MS = 10_000;

const loading = new Map<string, Promise<Stripe>>();

/**
 * Stripe.js for a publishable key. `loadStripe` never settles when the script's request hangs,
 * so it gets a time limit; a failed load is forgotten so that "Try again" loads afresh.
 */
export function loadStripeWithTimeout(
  publishableKey: string,
  timeoutMs = STRIPE_LOAD_TIMEOUT_MS,
): Promise<Stripe> {
  const cached = loading.get(publishableKey);
  if (cached) return cached;
  const attempt = new Promise<Stripe>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Stripe.js did not load in time.')), timeoutMs);
    loadStripe(publishableKey).then(
      (stripe) => {
        clearTimeout(timer);
        if (stripe) resolve(stripe);
        else reject(new Error('Stripe.js is not available in this browser.'));
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
  attempt.catch(() => loading.delete(publishableKey));
  loading.set(publishableKey, attempt);
  return attempt;
}
