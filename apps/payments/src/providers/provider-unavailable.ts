import { AppError } from '@ministry/http';

/**
 * The one answer when the payment provider cannot be reached or refuses a request (Stripe down,
 * answering 500, timing out): a 502 `payment_provider_unavailable` whose message a buyer or donor
 * understands, which the web shows with a "Try again". Every call to the provider that a person
 * waits on (checkout, session status, gifts, the billing portal) ends in it; the log keeps the
 * cause.
 */
export const providerUnavailable = (
  cause: unknown,
  message = 'The payment service could not be reached. Please try again in a moment.',
) => new AppError(502, 'payment_provider_unavailable', message, { cause, expose: true });

/**
 * A provider call a person waits on: its answer, or `providerUnavailable` with `message` when the
 * provider fails (the error middleware logs the cause).
 */
export async function askProvider<T>(call: () => Promise<T>, message?: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerUnavailable(error, message);
  }
}
