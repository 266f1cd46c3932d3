import mongoose from 'mongoose';
import { OrderModel } from '@ministry/db';
import { STRIPE } from './order-events.js';
import { committedRefundCents } from './order-view.js';
import type { RefundRecorder } from './refund-recorder.js';

/**
 * The payment provider's news about refunds (webhooks): ours completed or reversed, and money
 * given back outside the order desk, recorded through the same refund recorder.
 */
export function createRefundUpdates(deps: { refunds: RefundRecorder; now: () => Date }) {
  const { refunds, now } = deps;

  return {
    /**
     * Stripe's news about a refund (`refund.updated`, `refund.failed`): completes or reverses one
     * of ours. Refunds made elsewhere are counted from `charge.refunded`.
     */
    async refundUpdated(refund: {
      id: string;
      status: 'succeeded' | 'pending' | 'failed';
      failureReason?: string | undefined;
      orderId?: string | undefined;
      key?: string | undefined;
    }): Promise<void> {
      if (!refund.key || !refund.orderId || !mongoose.isValidObjectId(refund.orderId)) return;
      const orderId = new mongoose.Types.ObjectId(refund.orderId);
      if (refund.status === 'failed') {
        await refunds.fail(
          orderId,
          refund.key,
          refund.failureReason ?? 'Stripe could not refund it',
        );
      } else if (refund.status === 'succeeded') {
        await refunds.complete(orderId, refund.key, refund.id);
      }
    },

    /**
     * Stripe's `charge.refunded`: money given back, perhaps from Stripe's dashboard. Whatever
     * is refunded beyond the refunds we know is recorded as Stripe's; a charge refunded in full
     * refunds every line not yet refunded (their downloads stop working). Replays change nothing.
     */
    async chargeRefunded(charge: {
      paymentIntentId: string | undefined;
      amountRefunded: number;
      fullyRefunded: boolean;
    }): Promise<void> {
      if (!charge.paymentIntentId) return;
      const order = await OrderModel.findOne({ paymentIntentId: charge.paymentIntentId }).lean();
      if (!order || order.status !== 'paid') return;
      const outside = charge.amountRefunded - committedRefundCents(order);
      const lines = charge.fullyRefunded
        ? order.lines.flatMap((line, index) => (line.refundStatus ? [] : [index]))
        : [];
      if (outside <= 0 && lines.length === 0) return;

      const key = `stripe-${charge.paymentIntentId}-${charge.amountRefunded}`;
      const { modifiedCount } = await OrderModel.updateOne(
        {
          _id: order._id,
          'refunds.key': mongoose.trusted({ $ne: key }),
          ...Object.fromEntries(lines.map((index) => [`lines.${index}.refundStatus`, null])),
        },
        {
          $set: Object.fromEntries(
            lines.map((index) => [`lines.${index}.refundStatus`, 'pending']),
          ),
          $push: {
            refunds: {
              key,
              lines,
              amountCents: Math.max(outside, 0),
              status: 'pending',
              restock: false,
              actor: STRIPE,
              at: now(),
            },
          },
        },
      );
      if (modifiedCount > 0) await refunds.complete(order._id, key, undefined);
    },
  };
}
