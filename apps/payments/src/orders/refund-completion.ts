import mongoose from 'mongoose';
import { DownloadGrantModel, OrderModel, ProductModel } from '@ministry/db';
import { refundEmail } from '../emails/order-updates.js';
import { formatDollars, toDollars } from '../shared/money.js';
import { type BuyerMailDeps, sendToBuyer } from './buyer-mail.js';
import { recordEvent, resolveAttention } from './order-events.js';

/** A refund of the order by its key, with its place in the order's list; null when unknown. */
export async function refundOf(orderId: mongoose.Types.ObjectId, key: string) {
  const order = await OrderModel.findById(orderId).lean();
  const index = order?.refunds.findIndex((refund) => refund.key === key) ?? -1;
  const refund = order?.refunds[index];
  return order && refund ? { order, refund, index } : null;
}

export interface RefundCompletionDeps extends BuyerMailDeps {
  supportEmail: string;
}

export function createRefundCompletion(deps: RefundCompletionDeps) {
  const { now } = deps;

  /**
   * Completes a refund the provider made: its lines are refunded, their download grants revoked,
   * their stock put back when asked, and the buyer told. Runs once per refund however often it
   * is called (the HTTP answer, a webhook and the reconciler may all bring the news).
   */
  return async function complete(
    orderId: mongoose.Types.ObjectId,
    key: string,
    providerRefundId: string | undefined,
  ): Promise<boolean> {
    const found = await refundOf(orderId, key);
    if (!found || found.refund.status !== 'pending') return true;
    const { order, refund, index } = found;

    const at = now();
    const { modifiedCount } = await OrderModel.updateOne(
      { _id: orderId, [`refunds.${index}.key`]: key, [`refunds.${index}.status`]: 'pending' },
      {
        $set: {
          [`refunds.${index}.status`]: 'succeeded',
          ...(providerRefundId ? { [`refunds.${index}.providerRefundId`]: providerRefundId } : {}),
          ...Object.fromEntries(
            refund.lines.map((line) => [`lines.${line}.refundStatus`, 'refunded']),
          ),
          refundedAt: at,
        },
        $unset: { [`refunds.${index}.sendingUntil`]: 1 },
      },
    );
    if (modifiedCount === 0) return true;

    const lines = refund.lines.flatMap((line) => order.lines[line] ?? []);
    const digital = lines.filter((line) => line.format === 'digital').map((line) => line.product);
    if (digital.length > 0) {
      await DownloadGrantModel.updateMany(
        { order: orderId, product: mongoose.trusted({ $in: digital }), revokedAt: null },
        { $set: { revokedAt: at } },
      );
    }
    const restocked: string[] = [];
    if (refund.restock) {
      for (const line of lines) {
        // A line that found no stock at payment never took any: nothing to put back.
        if (line.format !== 'physical' || line.outOfStock) continue;
        await ProductModel.updateOne({ _id: line.product }, { $inc: { stock: line.quantity } });
        restocked.push(`${line.quantity} x ${line.name}`);
      }
    }
    const given = [
      ...(lines.length > 0
        ? [
            `${lines.map((line) => line.name).join(', ')}${refund.outOfStock ? ' (out of stock)' : ''}`,
          ]
        : []),
      ...(refund.shippingCents ? ['shipping'] : []),
    ];
    const what =
      given.length > 0
        ? given.join(', ')
        : refund.actor.kind === 'staff'
          ? 'the rest of the order'
          : 'an amount';
    await recordEvent(
      orderId,
      'refunded',
      refund.actor,
      `${formatDollars(toDollars(refund.amountCents))}: ${what}${restocked.length > 0 ? `; back in stock: ${restocked.join(', ')}` : ''}`,
      at,
    );
    const after = await OrderModel.findById(orderId).lean();
    const kinds: ('refund_failed' | 'out_of_stock')[] = ['refund_failed'];
    if (after && !after.lines.some((line) => line.format === 'physical' && !line.refundStatus)) {
      kinds.push('out_of_stock');
    }
    await resolveAttention(orderId, kinds, at);
    // An out-of-stock line is explained in the confirmation; a partial refund made in Stripe's
    // dashboard (an amount alone) is the owner's to explain.
    const tell = !refund.outOfStock && (lines.length > 0 || refund.actor.kind === 'staff');
    if (!after?.customerEmail || !tell) return true;
    return sendToBuyer(
      deps,
      after,
      refundEmail({
        order: after,
        to: after.customerEmail,
        supportEmail: deps.supportEmail,
        lines,
        shipping: toDollars(refund.shippingCents ?? 0),
        amount: toDollars(refund.amountCents),
      }),
      'Refund',
      refund.actor,
    );
  };
}
