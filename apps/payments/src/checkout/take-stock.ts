import type { OrderRecord } from '@ministry/db';
import type { Logger } from '@ministry/http';
import type { RefundRecorder } from '../orders/refund-recorder.js';
import type { PaymentProvider } from '../providers/payment-provider.js';
import { formatDollars, toCents } from '../shared/money.js';
import { orderFlagger } from './flag-order.js';
import { createOutOfStockRefund } from './out-of-stock-refund.js';
import { sellStock } from './stock-holds.js';

export interface TakeStockDeps {
  logger: Logger;
  now: () => Date;
  /** In Stripe mode, a paid line that finds no stock left is refunded at once. */
  providerMode: PaymentProvider['mode'];
  /** Records and sends those refunds (the order desk's recorder). */
  refunds: RefundRecorder;
}

export function createTakeStock(deps: TakeStockDeps) {
  const { logger } = deps;
  const flag = orderFlagger(deps);
  const refundOutOfStock = createOutOfStockRefund(deps);

  /**
   * The hold becomes the sale (stock-holds.ts). A line that still finds no stock (its hold had
   * lapsed and others bought the rest) is never shipped: in Stripe mode its price is refunded at
   * once; otherwise, or when the refund fails, the order is flagged for the owner.
   */
  return async function takeStock(order: OrderRecord): Promise<void> {
    for (const index of await sellStock(order)) {
      const line = order.lines[index];
      if (!line) continue;
      const amountCents = toCents(line.unitPrice) * line.quantity;
      const what = `${line.quantity} x "${line.name}" (physical)`;
      if (deps.providerMode === 'stripe' && (await refundOutOfStock(order, index))) {
        logger.warn(
          { orderId: order._id.toString() },
          `out of stock: ${what} was paid for, and refunded`,
        );
        continue;
      }
      await flag(
        order._id,
        'out_of_stock',
        `Out of stock: ${what} was paid for but none was left, so it will not ship: refund ${formatDollars(amountCents / 100)} to the buyer`,
      );
    }
  };
}
