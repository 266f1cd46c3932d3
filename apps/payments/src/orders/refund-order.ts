import { randomUUID } from 'node:crypto';
import type { OrderActionResponse, RefundInput } from '@ministry/contracts';
import type { OrderActor, OrderRecord } from '@ministry/db';
import { AppError } from '@ministry/http';
import { toCents } from '../shared/money.js';
import { findOrder, mustBePaid, orderDetail } from './order-lookup.js';
import { committedRefundCents, lineCents } from './order-view.js';
import type { RefundOutcome, RefundRecorder } from './refund-recorder.js';

/**
 * The order desk's refund: the staff member chooses lines (or the whole order) and the shared
 * refund recorder (refund-recorder.ts) records, sends and completes it.
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
     * Refunds the chosen lines (when none is named: every line not yet refunded and the
     * shipping, whatever is left). A line is refunded at most once: it is claimed, with the
     * refund recorded under its key, before the provider is asked, so a second call, even a
     * concurrent one, is answered 409 and never reaches the provider. A refund of these lines
     * that a crash or an outage left pending is finished instead, with its own key.
     */
    async refund(
      number: string,
      input: Required<Pick<RefundInput, 'restock'>> & Pick<RefundInput, 'lines'>,
      actor: OrderActor,
    ): Promise<OrderActionResponse> {
      const order = await findOrder(number);
      mustBePaid(order, 'refunded');
      const chosen = input.lines ? [...new Set(input.lines)] : order.lines.map((_line, i) => i);
      const missing = chosen.filter((index) => index >= order.lines.length);
      if (missing.length > 0) {
        throw AppError.badRequest(
          `Invalid request: order ${number} has no line ${missing.join(', ')} (lines are numbered from 0).`,
        );
      }
      const unfinished = order.refunds.filter(
        (refund) =>
          refund.status === 'pending' &&
          (!input.lines || refund.lines.some((line) => chosen.includes(line))),
      );
      if (unfinished.length > 0) return finishUnfinished(order, unfinished);

      const done = chosen.filter((index) => order.lines[index]?.refundStatus);
      if (input.lines && done.length > 0) {
        throw AppError.conflict(
          `Line ${done.join(', ')} of order ${number} has already been refunded.`,
        );
      }
      const lines = chosen.filter((index) => !order.lines[index]?.refundStatus);
      const remaining = toCents(order.total) - committedRefundCents(order);
      // The whole order gives back all that is left, shipping included (even once every line
      // was refunded by itself); chosen lines their price.
      const amountCents = input.lines
        ? Math.min(
            remaining,
            lines.reduce((sum, index) => sum + lineCents(order.lines[index]!), 0),
          )
        : remaining;
      if (amountCents <= 0) throw AppError.conflict(`Order ${number} has already been refunded.`);

      const key = randomUUID();
      const recorded = await refunds.record(order, {
        key,
        lines,
        amountCents,
        restock: input.restock,
        actor,
      });
      if (!recorded) throw AppError.conflict(`Order ${number} is already being refunded.`);
      return answerRefund(order, await refunds.send(order._id, key));
    },
  };
}
