import mongoose from 'mongoose';
import type { OrderLineSummary } from '@ministry/contracts';
import {
  type AttentionKind,
  DownloadGrantModel,
  type DownloadGrantRecord,
  downloadPath,
  isDuplicateKey,
  OrderModel,
  type OrderRecord,
  signDownloadToken,
} from '@ministry/db';
import type { Logger } from '@ministry/http';
import type { Mailer } from '@ministry/mail';
import { confirmationEmail } from '../emails/order-confirmation.js';
import {
  BUYER,
  flagAttention,
  recordEvent,
  resolveAttention,
  STRIPE,
  SYSTEM,
} from '../orders/order-events.js';
import type { OwnerAlerts } from '../orders/owner-alerts.js';
import type { RefundRecorder } from '../orders/refund-recorder.js';
import type { PaymentProvider, ShippingDetails } from '../providers/payment-provider.js';
import { DEFAULT_LINK_RULES, grantTermsFor, type LinkRules } from '../shared/link-rules.js';
import { formatDollars, toCents } from '../shared/money.js';
import { releaseHold, sellStock } from './stock-holds.js';

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

export interface FulfilmentDeps {
  logger: Logger;
  mailer: Mailer;
  downloadSecret: string;
  webOrigin: string;
  supportEmail: string;
  now: () => Date;
  /** In Stripe mode, a paid line that finds no stock left is refunded at once. */
  providerMode: PaymentProvider['mode'];
  /** Records and sends those refunds (the order desk's recorder). */
  refunds: RefundRecorder;
  /** Tells the owner about a paid order and about orders that need them. */
  alerts?: OwnerAlerts;
  /** How the emailed links work (downloads, days); the shop's defaults unless told. */
  linkRules?: LinkRules;
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
  const { logger, mailer, now } = deps;
  const webOrigin = deps.webOrigin.replace(/\/+$/, '');

  async function flag(
    orderId: mongoose.Types.ObjectId,
    kind: AttentionKind,
    reason: string,
  ): Promise<boolean> {
    const flagged = await flagAttention(orderId, kind, reason, now());
    logger.error({ orderId: orderId.toString(), reason }, 'order needs attention');
    return flagged;
  }

  /**
   * Refunds an out-of-stock line at once, through the order desk's refund recorder (the same
   * record, key and timeline), so its totals count it, Stripe's later `refund.updated` settles
   * it, `charge.refunded` does not count it twice and the reconciler finishes it after a crash.
   * False when Stripe refused it or did not answer: the caller flags the order for the owner,
   * whose refund of the line finishes this one (same key) rather than making a second.
   */
  async function refundOutOfStock(order: OrderRecord, index: number): Promise<boolean> {
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
  }

  /**
   * The hold becomes the sale (stock-holds.ts). A line that still finds no stock (its hold had
   * lapsed and others bought the rest) is never shipped: in Stripe mode its price is refunded at
   * once; otherwise, or when the refund fails, the order is flagged for the owner.
   */
  async function takeStock(order: OrderRecord): Promise<void> {
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
  }

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

  async function issueGrants(order: OrderRecord): Promise<DownloadGrantRecord[]> {
    const digital = order.lines.filter((line) => line.format === 'digital');
    const terms = await grantTermsFor(
      digital.map((line) => line.product),
      deps.linkRules ?? DEFAULT_LINK_RULES,
      now(),
    );
    for (const line of digital) {
      try {
        await DownloadGrantModel.updateOne(
          { order: order._id, product: line.product },
          { $setOnInsert: terms.get(line.product.toString()) },
          { upsert: true },
        );
      } catch (error) {
        // A concurrent delivery inserted the same grant first: that one counts.
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return grantsOf(order);
  }

  const grantsOf = (order: Pick<OrderRecord, '_id'>): Promise<DownloadGrantRecord[]> =>
    DownloadGrantModel.find({ order: order._id }).lean();

  /** The signed path the api serves a purchased file at; the same for the same grant. */
  const downloadPathOf = (grant: DownloadGrantRecord): string =>
    downloadPath(
      signDownloadToken(
        {
          productId: grant.product.toString(),
          expiresAt: grant.expiresAt.getTime(),
          grantId: grant._id.toString(),
        },
        deps.downloadSecret,
      ),
    );

  /** Grants and the confirmation email. False when the email could not be sent this time. */
  async function deliver(order: OrderRecord): Promise<boolean> {
    const grants = await issueGrants(order);

    if (!order.customerEmail) {
      const { modifiedCount } = await OrderModel.updateOne(
        { _id: order._id, fulfilledAt: null },
        { $set: { fulfilledAt: now() } },
      );
      if (modifiedCount > 0)
        await flag(order._id, 'no_email', 'No email address: the confirmation could not be sent');
      return true;
    }

    const claimed = await OrderModel.findOneAndUpdate(
      { _id: order._id, emailSentAt: null },
      { $set: { emailSentAt: now() } },
    ).lean();
    // Another delivery of the same order is sending (or has sent) the email.
    if (!claimed) return true;

    const names = new Map(order.lines.map((line) => [line.product.toString(), line.name]));
    const downloads = grants.map((grant) => ({
      name: names.get(grant.product.toString()) ?? 'Your download',
      url: `${webOrigin}${downloadPathOf(grant)}`,
      expiresAt: grant.expiresAt,
      downloadsLeft: grant.downloadsLeft,
    }));
    try {
      await mailer.send(
        confirmationEmail({
          order,
          to: order.customerEmail,
          downloads,
          supportEmail: deps.supportEmail,
          libraryUrl: `${webOrigin}/downloads`,
        }),
      );
    } catch (error) {
      // Give the email back so that the next delivery (a webhook retry, the status page) sends it.
      await OrderModel.updateOne({ _id: order._id }, { $unset: { emailSentAt: 1 } });
      logger.error(
        { err: error, orderId: order._id.toString() },
        'order confirmation could not be sent',
      );
      await recordEvent(order._id, 'email_failed', SYSTEM, 'Order confirmation', now());
      const flagged = await flag(
        order._id,
        'email_failed',
        'The order confirmation could not be sent: resend it',
      );
      if (flagged) await deps.alerts?.needsAttention(order._id.toString());
      return false;
    }
    await OrderModel.updateOne({ _id: order._id }, { $set: { fulfilledAt: now() } });
    await recordEvent(order._id, 'email_sent', SYSTEM, 'Order confirmation', now());
    await resolveAttention(order._id, ['email_failed'], now());
    logger.info({ orderId: order._id.toString() }, 'order fulfilled');
    return true;
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
        await deps.alerts?.orderPaid(orderId);
      }

      // Read again: taking stock may have marked lines out of stock, which the email must say.
      const order = await OrderModel.findById(orderId).lean();
      if (!order || order.status !== 'paid' || order.fulfilledAt) {
        return { order, deliveryFailed: false };
      }
      const delivered = await deliver(order);
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
    },

    async markFailed(orderId: string, reason: string, payment?: Payment): Promise<void> {
      if (payment) await learn(orderId, payment);
      await OrderModel.updateOne(
        { _id: orderId, status: 'pending' },
        { $set: { status: 'failed', failureReason: reason } },
      );
      await releaseHold(orderId);
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
          const grant = line.format === 'digital' ? grants.get(line.product.toString()) : undefined;
          return {
            name: line.name,
            format: line.format,
            unitPrice: line.unitPrice,
            quantity: line.quantity,
            ...(grant ? { downloadUrl: downloadPathOf(grant) } : {}),
          };
        }),
        total: order.total,
        ...(order.number ? { orderNumber: order.number } : {}),
      };
    },
  };
}
