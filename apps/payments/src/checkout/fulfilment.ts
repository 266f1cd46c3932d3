import mongoose from 'mongoose';
import type { OrderLineSummary } from '@ministry/contracts';
import { OrderModel, type OrderRecord } from '@ministry/db';
import { BUYER, recordEvent, STRIPE } from '../orders/order-events.js';
import { payWhatYouCanOf, priceBreakOf } from '../orders/order-view.js';
import type { RefundRecorder } from '../orders/refund-recorder.js';
import type { PaymentProvider, ShippingDetails } from '../providers/payment-provider.js';
import { createGrantLinks } from '../shared/grant-links.js';
import { formatDollars, toCents } from '../shared/money.js';
import { grantsOf } from './download-grants.js';
import { orderFlagger } from './flag-order.js';
import { createGiftDelivery } from './gift-delivery.js';
import { createDelivery, type DeliveryDeps } from './send-confirmation.js';
import { releaseCode, settleCode } from '../codes/code-holds.js';
import { releaseHold } from './stock-holds.js';
import { createTakeStock } from './take-stock.js';

/** What the provider tells us about a payment that went through. */
export interface Payment {
  email: string | null;
  /** Cents charged, when known. */
  amountTotal: number | null;
  /** Cents of that which are sales tax (Stripe Tax), on top of the order's total. */
  amountTax?: number | null | undefined;
  shipping?: ShippingDetails | undefined;
  paymentIntentId?: string | undefined;
}

export interface FulfilmentResult {
  order: OrderRecord | null;
  /** True when the order is paid but its confirmation could not be sent yet (retry later). */
  deliveryFailed: boolean;
}

export interface FulfilmentDeps extends DeliveryDeps {
  /** In Stripe mode, a paid line that finds no stock left is refunded at once. */
  providerMode: PaymentProvider['mode'];
  /** Records and sends those refunds (the order desk's recorder). */
  refunds: RefundRecorder;
}

export type Fulfilment = ReturnType<typeof createFulfilment>;

/**
 * What happens once money has been taken: the order is marked paid, stock is taken, download
 * grants are issued and the confirmation is sent. Webhooks, the status page and the demo all
 * come through `fulfil`, as often and as concurrently as they like: the order is marked paid and
 * stock taken exactly once (the pending → paid update is the gate), grants are unique per order
 * and product, and the email is claimed before it is sent.
 *
 * Stock was held when the checkout opened; the caller that won the gate turns the hold into the
 * sale, or takes the stock now if the hold had lapsed. Delivery is repeated by every later
 * caller until the email has gone out.
 */
export function createFulfilment(deps: FulfilmentDeps) {
  const { logger, now } = deps;
  const links = createGrantLinks(deps);
  const flag = orderFlagger(deps);
  const takeStock = createTakeStock(deps);
  const deliver = createDelivery(deps);
  const gifts = createGiftDelivery(deps);

  /** The provider's total, less the sales tax it added, must be the order's (lines and shipping). */
  async function checkAmount(order: OrderRecord, payment: Payment): Promise<void> {
    const { amountTotal } = payment;
    if (amountTotal === null) return;
    const charged = amountTotal - (payment.amountTax ?? 0);
    if (charged === toCents(order.total)) return;
    await flag(
      order._id,
      'amount_mismatch',
      `Amount mismatch: the provider charged ${formatDollars(charged / 100)}${payment.amountTax ? ' before tax' : ''} but the order totals ${formatDollars(order.total)}`,
    );
  }

  /**
   * What news of an unpaid session tells (the buyer's address, the payment, where to ship),
   * written where the order does not know it yet, in any state: a later payment's own news sets
   * the same facts, and a failed one leaves them for the owner.
   */
  async function learn(orderId: string, payment: Payment): Promise<void> {
    const facts = {
      customerEmail: payment.email,
      paymentIntentId: payment.paymentIntentId,
      shipping: payment.shipping,
    };
    for (const [field, value] of Object.entries(facts)) {
      if (!value) continue;
      await OrderModel.updateOne({ _id: orderId, [field]: null }, { $set: { [field]: value } });
    }
  }

  return {
    async fulfil(orderId: string, payment: Payment): Promise<FulfilmentResult> {
      const paid: Record<string, unknown> = { status: 'paid', paidAt: now() };
      if (payment.email) paid.customerEmail = payment.email;
      if (payment.shipping) paid.shipping = payment.shipping;
      if (payment.amountTax) paid.tax = payment.amountTax / 100;
      if (payment.paymentIntentId) paid.paymentIntentId = payment.paymentIntentId;

      // The gate: only one caller turns the order paid. An expired order is included because
      // money that was taken must never be ignored, however late the news arrives.
      const justPaid = await OrderModel.findOneAndUpdate(
        {
          _id: orderId,
          status: mongoose.trusted({ $in: ['pending', 'expired', 'abandoned'] }),
        },
        { $set: paid },
        { returnDocument: 'after' },
      ).lean();
      if (justPaid) {
        logger.info({ orderId }, 'order paid');
        await recordEvent(orderId, 'paid', justPaid.provider === 'stripe' ? STRIPE : BUYER);
        await checkAmount(justPaid, payment);
        await takeStock(justPaid);
        if (!(await settleCode(justPaid)) && justPaid.discount) {
          await flag(
            justPaid._id,
            'code_over_cap',
            `The code ${justPaid.discount.code} was used up when this payment arrived, after its checkout had lapsed: its discount was given beyond the code's cap`,
          );
        }
        await deps.alerts?.orderPaid(orderId);
      }

      // Read again: taking stock may have marked lines out of stock, which the email must say.
      const order = await OrderModel.findById(orderId).lean();
      if (!order || order.status !== 'paid' || order.fulfilledAt) {
        return { order, deliveryFailed: false };
      }
      const delivered = await deliver(order);
      // A gift for today goes now; a later one, or one whose email failed, goes with the sweep.
      if (delivered) await gifts.deliverIfDue(order);
      return { order: await OrderModel.findById(orderId).lean(), deliveryFailed: !delivered };
    },

    /**
     * The session is complete but its payment clears later: keep the hold until it does. The
     * buyer and their payment are recorded whatever news came first, so that an order whose
     * payment then fails still says who tried.
     */
    async markAwaitingPayment(orderId: string, payment?: Payment): Promise<void> {
      if (payment) await learn(orderId, payment);
      await OrderModel.updateOne(
        { _id: orderId, status: 'pending' },
        { $set: { awaitingPayment: true }, $unset: { holdExpiresAt: 1 } },
      );
    },

    async markExpired(orderId: string): Promise<void> {
      await OrderModel.updateOne(
        { _id: orderId, status: 'pending' },
        { $set: { status: 'expired' } },
      );
      await releaseHold(orderId);
      await releaseCode(orderId);
    },

    async markFailed(orderId: string, reason: string, payment?: Payment): Promise<void> {
      if (payment) await learn(orderId, payment);
      await OrderModel.updateOne(
        { _id: orderId, status: 'pending' },
        { $set: { status: 'failed', failureReason: reason } },
      );
      await releaseHold(orderId);
      await releaseCode(orderId);
    },

    /** The paid order as the buyer sees it on the return page, with download links. */
    async summary(
      order: OrderRecord,
    ): Promise<{ lines: OrderLineSummary[]; total: number; orderNumber?: string }> {
      const grants = new Map(
        (await grantsOf(order)).map((grant) => [grant.product.toString(), grant]),
      );
      return {
        lines: order.lines.map((line) => {
          // A gift's downloads are the recipient's: the buyer is not given their links.
          const grant =
            line.format === 'digital' && !order.gift
              ? grants.get(line.product.toString())
              : undefined;
          return {
            name: line.name,
            format: line.format,
            unitPrice: line.unitPrice,
            quantity: line.quantity,
            ...(line.priceBreak ? { priceBreak: priceBreakOf(line.priceBreak) } : {}),
            ...(line.payWhatYouCan ? { payWhatYouCan: payWhatYouCanOf(line.payWhatYouCan) } : {}),
            ...(grant ? { downloadUrl: links.pathOf(grant) } : {}),
          };
        }),
        total: order.total,
        ...(order.number ? { orderNumber: order.number } : {}),
      };
    },
  };
}
