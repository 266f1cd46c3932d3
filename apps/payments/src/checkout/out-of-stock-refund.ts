import { OrderModel, type OrderRecord } from '@ministry/db';
import { SYSTEM } from '../orders/order-events.js';
import type { RefundRecorder } from '../orders/refund-recorder.js';
import { toCents } from '../shared/money.js';

export function createOutOfStockRefund(deps: { refunds: RefundRecorder }) {
  /**
   * Refunds an out-of-stock line at once, through the order desk's refund recorder (the same
   * record, key and timeline), so its totals count it, Stripe's later `refund.updated` completes
   * it, `charge.refunded` does not count it twice and the reconciler finishes it after a crash.
   * False when Stripe refused it or did not answer: the caller flags the order for the owner,
   * whose refund of the line finishes this one (same key) rather than making a second.
   */
  return async function refundOutOfStock(order: OrderRecord, index: number): Promise<boolean> {
    const line = order.lines[index];
    const current = await OrderModel.findById(order._id).lean();
    if (!line || !current) return false;
    const key = `${order._id.toString()}-out-of-stock-${index}`;
    const recorded = await deps.refunds.record(current, {
      key,
      lines: [index],
      amountCents: toCents(line.unitPrice) * line.quantity,
      restock: false,
      actor: SYSTEM,
      outOfStock: true,
    });
    if (!recorded) return false;
    const outcome = await deps.refunds.send(order._id, key, { flag: false });
    return outcome.status === 'succeeded';
  };
}
