import type { Express } from 'express';
import { postSignedEvent, signedStripePayload } from './harness.js';

/**
 * Every distinct order of the items, a duplicate's copies being interchangeable: the orders in
 * which Stripe may deliver a flow's events, each as often as it is listed.
 */
export function everyOrder<T>(items: readonly T[]): T[][] {
  if (items.length === 0) return [[]];
  return [...new Set(items)].flatMap((first) => {
    const rest = [...items];
    rest.splice(rest.indexOf(first), 1);
    return everyOrder(rest).map((tail) => [first, ...tail]);
  });
}

/** `it.each` rows: each order named by its events, e.g. `paid, completed, paid, completed`. */
export const namedOrders = <T extends string>(items: readonly T[]) =>
  everyOrder(items).map((order) => [order.join(', '), order] as const);

/**
 * Posts one Stripe event, signed as Stripe signs it, to the webhook; expects Stripe's 200.
 * `previous` is the event's `previous_attributes` (what an `*.updated` event changed).
 */
export async function deliverStripeEvent(
  app: Express,
  type: string,
  object: unknown,
  previous?: Record<string, unknown>,
) {
  const signed = signedStripePayload(type, {
    object,
    ...(previous ? { previous_attributes: previous } : {}),
  });
  await postSignedEvent(app, signed).expect(200);
}
