import mongoose from 'mongoose';
import { OrderModel, type OrderRecord, type OrderRefundRecord } from '@ministry/db';
import type { ListedRefund, WebhookSource } from '../providers/payment-provider.js';
import { toCents } from '../shared/money.js';
import { STRIPE } from './order-events.js';
import type { RefundRecorder } from './refund-recorder.js';

/** Where the order desk reads a payment's refunds as they are now: the provider that sends news. */
export type RefundSource = Pick<WebhookSource, 'listRefunds'>;

/** What refund news names: the payment, and our order when the refund is ours. */
export interface RefundNews {
  paymentIntentId: string | undefined;
  orderId?: string | undefined;
}

/** A refund made outside the order desk is recorded once, under a key made of its own id. */
export const outsideRefundKey = (refundId: string) => `stripe-refund-${refundId}`;

/**
 * Recorded by an earlier version from `charge.refunded` (`stripe-<payment>-<running total>`):
 * Stripe's refunds up to then, in one amount. Such amounts are counted against the outside
 * refunds not recorded under their own key, oldest first, so an upgrade never counts one twice.
 */
const isLegacyOutside = (refund: OrderRefundRecord) =>
  refund.actor.kind === 'stripe' && !refund.key.startsWith(outsideRefundKey(''));

/** The provider's refunds made outside the order desk, not yet recorded, that need recording. */
function toRecord(order: OrderRecord, outside: ListedRefund[]): ListedRefund[] {
  const recorded = new Set(order.refunds.map((refund) => refund.key));
  let legacyCents = order.refunds
    .filter((refund) => isLegacyOutside(refund) && refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  return outside.flatMap((refund) => {
    if (recorded.has(outsideRefundKey(refund.id))) return [];
    if (refund.status === 'failed' || legacyCents === 0) return [refund];
    const counted = Math.min(legacyCents, refund.amountCents);
    legacyCents -= counted;
    return counted === refund.amountCents
      ? []
      : [{ ...refund, amountCents: refund.amountCents - counted }];
  });
}

/**
 * The payment provider's news about refunds (webhooks). The news itself may be stale, late or
 * repeated (a retried `charge.refunded` with an old running total), so it only says which
 * payment to look at: the order desk asks the provider for that payment's refunds as they are
 * now, and brings the order in line with them through the one refund recorder.
 */
export function createRefundNews(deps: {
  refunds: RefundRecorder;
  refundSource?: RefundSource | undefined;
  now: () => Date;
}) {
  const { refunds, refundSource, now } = deps;
  const failureOf = (refund: ListedRefund) => refund.failureReason ?? 'Stripe could not refund it';

  async function orderOf(news: RefundNews) {
    if (news.orderId && mongoose.isValidObjectId(news.orderId)) {
      return OrderModel.findById(news.orderId).lean();
    }
    if (!news.paymentIntentId) return null;
    return OrderModel.findOne({ paymentIntentId: news.paymentIntentId }).lean();
  }

  /** Ours (our key in its metadata): completed or reversed as the provider's answer would. */
  async function applyOurs(order: OrderRecord, listed: ListedRefund[]) {
    for (const refund of listed) {
      if (!refund.key || !order.refunds.some((ours) => ours.key === refund.key)) continue;
      if (refund.status === 'failed') await refunds.fail(order._id, refund.key, failureOf(refund));
      else if (refund.status === 'succeeded') {
        await refunds.complete(order._id, refund.key, refund.id);
      }
    }
  }

  /**
   * Pushes a refund made outside the desk, `pending` until the provider says it succeeded (the
   * buyer is told then, never of one that fails). It takes `lines` when it brings the payment's
   * refunds to all that was paid. The reconciler leaves it to the provider's news.
   */
  async function recordOutside(order: OrderRecord, refund: ListedRefund, lines: number[]) {
    const key = outsideRefundKey(refund.id);
    const push = (claimed: number[]) =>
      OrderModel.updateOne(
        {
          _id: order._id,
          'refunds.key': mongoose.trusted({ $ne: key }),
          ...Object.fromEntries(claimed.map((index) => [`lines.${index}.refundStatus`, null])),
        },
        {
          $set: Object.fromEntries(
            claimed.map((index) => [`lines.${index}.refundStatus`, 'pending']),
          ),
          $push: {
            refunds: {
              key,
              lines: claimed,
              amountCents: refund.amountCents,
              status: 'pending',
              restock: false,
              actor: STRIPE,
              providerRefundId: refund.id,
              at: now(),
            },
          },
        },
      );
    // A line claimed meanwhile (an order-desk refund) leaves the amount to record alone.
    const { modifiedCount } = await push(lines);
    if (modifiedCount === 0 && lines.length > 0) await push([]);
  }

  /** Outside refunds: recorded once each; completed or failed as the provider says. */
  async function applyOutside(orderId: mongoose.Types.ObjectId, listed: ListedRefund[]) {
    const order = await OrderModel.findById(orderId).lean();
    if (!order || order.status !== 'paid') return;
    const outside = listed.filter((refund) => !refund.key);
    const newOnes = toRecord(order, outside);
    const activeCents = listed
      .filter((refund) => refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amountCents, 0);
    // Refunded in full: every line not yet refunded is, with the newest refund that did it.
    const last = newOnes.filter((refund) => refund.status !== 'failed').at(-1);
    const unclaimed = order.lines.flatMap((line, index) => (line.refundStatus ? [] : [index]));
    for (const refund of newOnes) {
      const full = refund === last && activeCents >= toCents(order.total);
      await recordOutside(order, refund, full ? unclaimed : []);
    }
    for (const refund of outside) {
      const key = outsideRefundKey(refund.id);
      // A refund that failed before we heard of it is still the owner's to know of (flagged).
      if (refund.status === 'failed') await refunds.fail(orderId, key, failureOf(refund));
      else if (refund.status === 'succeeded') await refunds.complete(orderId, key, refund.id);
    }
  }

  return {
    /**
     * News of a payment's refunds (`payment.refunded`, `refund.updated`): ours completed or
     * reversed, others' recorded once each with their own amount, whatever the order of the news
     * and however often it comes. A provider that sends no refund news (the demo) has none.
     */
    async refundsChanged(news: RefundNews): Promise<void> {
      if (!refundSource) return;
      const order = await orderOf(news);
      const paymentIntentId = news.paymentIntentId ?? order?.paymentIntentId;
      if (!order || !paymentIntentId) return;
      const listed = await refundSource.listRefunds(paymentIntentId);
      await applyOurs(order, listed);
      await applyOutside(order._id, listed);
    },
  };
}
