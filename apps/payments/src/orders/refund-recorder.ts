import mongoose from 'mongoose';
import {
  OrderModel,
  type OrderActor,
  type OrderRecord,
  type OrderRefundRecord,
} from '@ministry/db';
import type { Logger } from '@ministry/http';
import type { Mailer } from '@ministry/mail';
import type { OwnerAlerts } from './owner-alerts.js';
import { formatDollars, toDollars } from '../shared/money.js';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderRefund,
  type RefundRequest,
} from '../providers/payment-provider.js';
import { flagAttention, recordEvent } from './order-events.js';
import { createRefundCompletion, refundOf } from './refund-completion.js';

/**
 * How long one attempt holds a refund it is sending: longer than the Stripe SDK's three tries
 * of 20 s, so that no second attempt asks while the first may still be waiting for its answer.
 * A refund cut short by a crash is picked up once its hold has lapsed.
 */
export const REFUND_HOLD_MS = 2 * 60 * 1000;

export interface RefundRecorderDeps {
  provider: Pick<PaymentProvider, 'refund' | 'findRefund'>;
  mailer: Mailer;
  supportEmail: string;
  logger: Logger;
  now: () => Date;
  alerts?: Pick<OwnerAlerts, 'needsAttention'> | undefined;
}

export interface NewRefund {
  key: string;
  /** Indexes into the order's lines; none for an amount alone (the shipping). */
  lines: number[];
  amountCents: number;
  /** The part of `amountCents` that gives back the shipping, when it does. */
  shippingCents?: number;
  restock: boolean;
  actor: OrderActor;
  outOfStock?: boolean;
}

/** Where a refund stands after an attempt to send or finish it. */
export type RefundOutcome =
  | { status: 'succeeded'; emailSent: boolean }
  | { status: 'failed'; reason: string }
  /** The provider's answer was lost: still `pending`, finished by a retry or the reconciler. */
  | { status: 'unknown'; reason: string }
  /** Another attempt holds it (REFUND_HOLD_MS). */
  | { status: 'busy' };

export type RefundRecorder = ReturnType<typeof createRefundRecorder>;

const pendingAndFree = (key: string, now: Date) =>
  mongoose.trusted({
    $elemMatch: {
      key,
      status: 'pending',
      $or: [{ sendingUntil: null }, { sendingUntil: { $lte: now } }],
    },
  });

/**
 * Every refund, whoever asks for it (the order desk, fulfilment's out-of-stock lines, Stripe's
 * news), goes through here: recorded `pending` with its key before the provider is asked, sent
 * with that key (so the provider makes it once however often it is asked), and completed or
 * failed by the provider's answer. A refund whose answer was never recorded (a crash, a lost
 * connection) is finished by `reconcile`, which asks the provider by the same key before sending
 * anything.
 */
export function createRefundRecorder(deps: RefundRecorderDeps) {
  const { provider, logger, now } = deps;
  const complete = createRefundCompletion(deps);

  const requestOf = (order: OrderRecord, refund: OrderRefundRecord): RefundRequest => ({
    orderId: order._id.toString(),
    key: refund.key,
    amountCents: refund.amountCents,
    paymentIntentId: order.paymentIntentId ?? undefined,
    sessionId: order.sessionId ?? undefined,
  });

  /**
   * Records a refund `pending` and claims its lines, held by this attempt. False when a line was
   * claimed or a refund recorded since `order` was read: the amounts it was computed from no
   * longer hold.
   */
  async function record(order: OrderRecord, refund: NewRefund): Promise<boolean> {
    const at = now();
    const { modifiedCount } = await OrderModel.updateOne(
      {
        _id: order._id,
        [`refunds.${order.refunds.length}`]: mongoose.trusted({ $exists: false }),
        ...Object.fromEntries(refund.lines.map((index) => [`lines.${index}.refundStatus`, null])),
      },
      {
        $set: Object.fromEntries(
          refund.lines.map((index) => [`lines.${index}.refundStatus`, 'pending']),
        ),
        $push: {
          refunds: {
            ...refund,
            status: 'pending',
            sendingUntil: new Date(at.getTime() + REFUND_HOLD_MS),
            at,
          },
        },
      },
    );
    return modifiedCount > 0;
  }

  /**
   * The provider refused or reversed a refund: its lines may be refunded again, and the owner
   * is told (flagged) unless the caller flags the order its own way.
   */
  async function fail(
    orderId: mongoose.Types.ObjectId,
    key: string,
    reason: string,
    options: { flag?: boolean } = {},
  ): Promise<void> {
    const found = await refundOf(orderId, key);
    if (!found || found.refund.status === 'failed') return;
    const { refund, index } = found;
    await OrderModel.updateOne(
      { _id: orderId, [`refunds.${index}.key`]: key },
      {
        $set: {
          [`refunds.${index}.status`]: 'failed',
          [`refunds.${index}.failureReason`]: reason,
        },
        $unset: {
          [`refunds.${index}.sendingUntil`]: 1,
          ...Object.fromEntries(refund.lines.map((line) => [`lines.${line}.refundStatus`, 1])),
        },
      },
    );
    const amount = formatDollars(toDollars(refund.amountCents));
    await recordEvent(orderId, 'refund_failed', refund.actor, `${amount}: ${reason}`, now());
    if (options.flag === false) return;
    const flagged = await flagAttention(
      orderId,
      'refund_failed',
      `A refund of ${amount} failed (${reason}): refund again`,
      now(),
    );
    if (flagged) await deps.alerts?.needsAttention(orderId.toString());
  }

  /** The provider's answer to a refund: it completes the refund, or fails it. */
  async function applyAnswer(
    orderId: mongoose.Types.ObjectId,
    key: string,
    answer: ProviderRefund,
    options: { flag?: boolean },
  ): Promise<RefundOutcome> {
    if (answer.status === 'failed') {
      const reason = answer.failureReason ?? 'the payment provider refused it';
      await fail(orderId, key, reason, options);
      return { status: 'failed', reason };
    }
    // Stripe may answer `pending`: the money is on its way and Stripe cannot take it back
    // without a `refund.updated` saying so, which reverses this.
    return { status: 'succeeded', emailSent: await complete(orderId, key, answer.id) };
  }

  /** The provider did not answer: the refund stays pending, free for the next attempt at once. */
  async function unanswered(
    orderId: mongoose.Types.ObjectId,
    key: string,
    error: unknown,
  ): Promise<RefundOutcome> {
    logger.error({ err: error, orderId: orderId.toString(), key }, 'refund not answered');
    await OrderModel.updateOne(
      { _id: orderId, refunds: mongoose.trusted({ $elemMatch: { key, status: 'pending' } }) },
      { $unset: { 'refunds.$.sendingUntil': 1 } },
    );
    return { status: 'unknown', reason: 'the payment provider did not answer' };
  }

  /** Asks the provider to make a recorded refund (with its key) and applies its answer. */
  async function send(
    orderId: mongoose.Types.ObjectId,
    key: string,
    options: { flag?: boolean } = {},
  ): Promise<RefundOutcome> {
    const found = await refundOf(orderId, key);
    if (!found) return { status: 'failed', reason: 'the refund is not recorded' };
    if (found.refund.status === 'succeeded') return { status: 'succeeded', emailSent: false };
    if (found.refund.status === 'failed') {
      return { status: 'failed', reason: found.refund.failureReason ?? 'it failed' };
    }
    let answer: ProviderRefund;
    try {
      answer = await provider.refund(requestOf(found.order, found.refund));
    } catch (error) {
      if (!(error instanceof PaymentProviderError && error.refused)) {
        return unanswered(orderId, key, error);
      }
      logger.error({ err: error, orderId: orderId.toString() }, 'refund refused');
      await fail(orderId, key, error.message, options);
      return { status: 'failed', reason: error.message };
    }
    return applyAnswer(orderId, key, answer, options);
  }

  /**
   * Finishes a refund still `pending` whose hold has lapsed (a crash cut it short, or its answer
   * was lost): the provider is asked what it made with the key, and only if it made nothing is
   * the refund sent now, with the same key. Busy while another attempt holds it.
   */
  async function reconcile(orderId: mongoose.Types.ObjectId, key: string): Promise<RefundOutcome> {
    const at = now();
    const claimed = await OrderModel.updateOne(
      { _id: orderId, refunds: pendingAndFree(key, at) },
      { $set: { 'refunds.$.sendingUntil': new Date(at.getTime() + REFUND_HOLD_MS) } },
    );
    if (claimed.modifiedCount === 0) return { status: 'busy' };
    const found = await refundOf(orderId, key);
    if (!found) return { status: 'busy' };
    // Stripe's refunds recorded by an earlier version from charge.refunded are made already:
    // only our record was cut short.
    if (found.refund.actor.kind === 'stripe') {
      return { status: 'succeeded', emailSent: await complete(orderId, key, undefined) };
    }
    let made: ProviderRefund | null;
    try {
      made = await provider.findRefund(requestOf(found.order, found.refund));
    } catch (error) {
      if (!(error instanceof PaymentProviderError && error.refused)) {
        return unanswered(orderId, key, error);
      }
      await fail(orderId, key, error.message);
      return { status: 'failed', reason: error.message };
    }
    return made ? applyAnswer(orderId, key, made, {}) : send(orderId, key);
  }

  return { record, send, reconcile, complete, fail };
}
