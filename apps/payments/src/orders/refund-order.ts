import { randomUUID } from 'node:crypto';
import type { OrderActionResponse, RefundInput } from '@ministry/contracts';
import type { OrderActor, OrderRecord } from '@ministry/db';
import { AppError } from '@ministry/http';
import { formatDollars, toCents, toDollars } from '../shared/money.js';
import { findOrder, mustBePaid, orderDetail } from './order-lookup.js';
import {
  committedRefundCents,
  lineCents,
  shippingCentsLeft,
  shippingRefundOf,
} from './order-view.js';
import type { RefundOutcome, RefundRecorder } from './refund-recorder.js';

/**
 * The order desk's refund: the staff member chooses lines, the shipping or the whole order, the
 * amount is computed from the order (never taken from the client), and the shared refund
 * recorder (refund-recorder.ts) records, sends and completes it.
 */
export function createRefundOrder(deps: { refunds: RefundRecorder }) {
  const { refunds } = deps;

  /** The staff member's answer: the order as it is now, or why the refund did not go through. */
  async function answerRefund(
    order: OrderRecord,
    outcome: RefundOutcome,
  ): Promise<OrderActionResponse> {
    switch (outcome.status) {
      case 'succeeded':
        return { order: await orderDetail(order._id), emailSent: outcome.emailSent };
      case 'failed':
        throw new AppError(
          502,
          'refund_failed',
          `The refund could not be made: ${outcome.reason}. Nothing was refunded; the order is flagged so you can try again.`,
          { expose: true },
        );
      case 'unknown':
        throw new AppError(
          502,
          'refund_unanswered',
          `The payment provider did not answer (${outcome.reason}). The refund is recorded and will be finished automatically within minutes; asking again finishes the same refund, never a second.`,
          { expose: true },
        );
      case 'busy':
        throw AppError.conflict(`Order ${order.number ?? ''} is already being refunded.`);
    }
  }

  /** Refunds left pending (a crash, a lost answer) are finished with their own keys: never twice. */
  async function finishUnfinished(
    order: OrderRecord,
    unfinished: { key: string }[],
  ): Promise<OrderActionResponse> {
    let answer: OrderActionResponse | undefined;
    for (const refund of unfinished) {
      const outcome = await refunds.reconcile(order._id, refund.key);
      const next = await answerRefund(order, outcome);
      answer = { order: next.order, emailSent: next.emailSent || (answer?.emailSent ?? false) };
    }
    return answer ?? { order: await orderDetail(order._id), emailSent: false };
  }

  return {
    /**
     * Refunds the chosen lines and/or the shipping (when neither is named: every line not yet
     * refunded and the shipping, whatever is left). The amount is the order's own, never more
     * than is left of what was paid. A line, and the shipping, is refunded at most once: it is
     * claimed, with the refund recorded under its key, before the provider is asked, so a second
     * call, even a concurrent one, is answered 409 and never reaches the provider. A refund of
     * these lines that a crash or an outage left pending is finished instead, with its own key.
     */
    async refund(
      number: string,
      input: RefundChoice,
      actor: OrderActor,
    ): Promise<OrderActionResponse> {
      const order = await findOrder(number);
      mustBePaid(order, 'refunded');
      const whole = !input.lines && !input.shipping;
      const chosen = whole ? order.lines.map((_line, i) => i) : [...new Set(input.lines ?? [])];
      const missing = chosen.filter((index) => index >= order.lines.length);
      if (missing.length > 0) {
        throw AppError.badRequest(
          `Invalid request: order ${number} has no line ${missing.join(', ')} (lines are numbered from 0).`,
        );
      }
      const unfinished = order.refunds.filter(
        (refund) =>
          refund.status === 'pending' &&
          (whole ||
            refund.lines.some((line) => chosen.includes(line)) ||
            (input.shipping && (refund.shippingCents ?? 0) > 0)),
      );
      if (unfinished.length > 0) return finishUnfinished(order, unfinished);

      const key = randomUUID();
      const recorded = await refunds.record(order, {
        key,
        ...whatToRefund(order, chosen, { whole, shipping: input.shipping }),
        restock: input.restock,
        actor,
      });
      if (!recorded) throw AppError.conflict(`Order ${number} is already being refunded.`);
      return answerRefund(order, await refunds.send(order._id, key));
    },
  };
}

/** What the staff member asks for: lines, the shipping, both, or (neither) the whole order. */
export type RefundChoice = Pick<RefundInput, 'lines'> & { shipping: boolean; restock: boolean };

/**
 * What a refund gives back, computed from the order alone. The whole order gives back all that
 * is left, its shipping included (even once every line was refunded by itself); chosen lines
 * their price and the shipping what was charged for it, refused when already given back or when
 * more than is left of the payment (a refund made in Stripe's dashboard may have taken some).
 */
function whatToRefund(
  order: OrderRecord,
  chosen: number[],
  ask: { whole: boolean; shipping: boolean },
): { lines: number[]; amountCents: number; shippingCents?: number } {
  const number = order.number ?? '';
  const remaining = toCents(order.total) - committedRefundCents(order);
  const shippingLeft = shippingCentsLeft(order);
  if (ask.whole) {
    if (remaining <= 0) throw AppError.conflict(`Order ${number} has already been refunded.`);
    const lines = chosen.filter((index) => !order.lines[index]?.refundStatus);
    const shippingCents = Math.min(shippingLeft, remaining);
    return { lines, amountCents: remaining, ...(shippingCents > 0 ? { shippingCents } : {}) };
  }
  const done = chosen.filter((index) => order.lines[index]?.refundStatus);
  if (done.length > 0) {
    throw AppError.conflict(
      `Line ${done.join(', ')} of order ${number} has already been refunded.`,
    );
  }
  if (ask.shipping && shippingRefundOf(order) !== 'none') {
    throw AppError.conflict(`The shipping of order ${number} has already been refunded.`);
  }
  if (ask.shipping && shippingLeft === 0) {
    throw AppError.conflict(`Order ${number} was charged no shipping, so there is none to refund.`);
  }
  const shippingCents = ask.shipping ? shippingLeft : 0;
  const amountCents =
    chosen.reduce((sum, index) => sum + lineCents(order.lines[index]!), 0) + shippingCents;
  if (remaining <= 0) throw AppError.conflict(`Order ${number} has already been refunded.`);
  if (amountCents > remaining) {
    throw AppError.conflict(
      `A refund of ${formatDollars(toDollars(amountCents))} would be more than the ${formatDollars(toDollars(remaining))} left of order ${number}'s payment (${formatDollars(toDollars(toCents(order.total) - remaining))} has been refunded already).`,
    );
  }
  return { lines: chosen, amountCents, ...(shippingCents > 0 ? { shippingCents } : {}) };
}
