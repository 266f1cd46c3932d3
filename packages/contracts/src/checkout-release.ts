import { z } from 'zod';

/**
 * `POST /release-checkout-session`: the buyer changed the cart during checkout, so the session
 * they were given is dropped and the stock it held goes back on sale before a new one is made.
 * The client secret (which only that buyer has) names the session: for Stripe and the demo alike
 * it is `<session id>_secret_<random>`.
 */
export const releaseCheckoutSessionInputSchema = z.object({
  clientSecret: z
    .string({ error: 'clientSecret is required' })
    .trim()
    .regex(/^[\w-]+_secret_[\w-]+$/, { error: 'clientSecret is not a checkout client secret' })
    .max(500, { error: 'clientSecret is too long' }),
});
export type ReleaseCheckoutSessionInput = z.infer<typeof releaseCheckoutSessionInputSchema>;

/** The session id inside a checkout client secret. */
export const sessionIdFromClientSecret = (clientSecret: string): string =>
  clientSecret.slice(0, clientSecret.indexOf('_secret_'));
