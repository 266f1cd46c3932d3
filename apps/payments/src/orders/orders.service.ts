import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type {
  OrderActionResponse,
  OrderDeskStats,
  OrderDetail,
  OrderFilter,
  OrderList,
  RefundInput,
  ShipmentInput,
} from '@ministry/contracts';
import { ORDERS_PAGE_SIZE } from '@ministry/contracts';
import {
  DownloadGrantModel,
  escapeRegExp,
  type OrderActor,
  OrderModel,
  type OrderRecord,
} from '@ministry/db';
import { AppError, type Logger } from '@ministry/http';
import type { MailMessage, Mailer } from '@ministry/mail';
import { confirmationEmail, linksEmail, type DownloadLink } from '../emails/order-confirmation.js';
import { shippingEmail } from '../emails/order-updates.js';
import { createGrantLinks } from '../shared/grant-links.js';
import { DEFAULT_LINK_RULES, grantTermsFor, type LinkRules } from '../shared/link-rules.js';
import { toCents, toDollars } from '../shared/money.js';
import { sendToBuyer as sendBuyerMail } from './buyer-mail.js';
import { CARRIERS, trackingUrlFor } from './carriers.js';
import { recordEvent, resolveAttention, STRIPE } from './order-events.js';
import {
  committedRefundCents,
  isToShip,
  lineCents,
  refundedCents,
  toDetail,
  toSummary,
} from './order-view.js';
import type { OwnerAlerts } from './owner-alerts.js';
import type { RefundOutcome, RefundRecorder } from './refund-recorder.js';

export interface OrdersServiceDeps {
  /** Records, sends and settles every refund (shared with fulfilment's out-of-stock lines). */
  refunds: RefundRecorder;
  mailer: Mailer;
  downloadSecret: string;
  webOrigin: string;
  supportEmail: string;
  logger: Logger;
  now: () => Date;
  alerts?: OwnerAlerts | undefined;
  /** How reissued links work (downloads, days); the shop's defaults unless told. */
  linkRules?: LinkRules;
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** Orders that were never paid: checkouts still open, expired, abandoned or failed. */
export const UNPAID_STATUSES = ['pending', 'expired', 'abandoned', 'failed'];

/** The most rows one CSV export holds. */
export const EXPORT_LIMIT = 10_000;

/** The database filter for the list's search and status filter. */
export function orderFilter(query: { q?: string | undefined; status?: OrderFilter | undefined }) {
  const filters: Record<string, unknown>[] = [];
  switch (query.status) {
    case undefined:
      filters.push({ status: 'paid' });
      break;
    case 'paid':
      filters.push({ status: 'paid', refundedAt: null });
      break;
    case 'attention':
      filters.push({ needsAttention: true });
      break;
    case 'to-ship':
      filters.push({
        status: 'paid',
        'shipment.shippedAt': null,
        lines: mongoose.trusted({ $elemMatch: { format: 'physical', refundStatus: null } }),
      });
      break;
    case 'shipped':
      filters.push({ 'shipment.shippedAt': mongoose.trusted({ $ne: null }) });
      break;
    case 'refunded':
      filters.push({ refundedAt: mongoose.trusted({ $ne: null }) });
      break;
    case 'abandoned':
      filters.push({ status: mongoose.trusted({ $in: UNPAID_STATUSES }) });
      break;
  }
  const q = query.q?.trim();
  if (q) {
    const number = /^(?:OR-?)?(\d+)$/i.exec(q)?.[1];
    const text = new RegExp(escapeRegExp(q), 'i');
    filters.push({
      $or: [
        ...(number ? [{ number: `OR-${number}` }] : []),
        { customerEmail: text },
        { 'lines.name': text },
      ],
    });
  }
  return filters.length === 1 ? filters[0]! : { $and: filters };
}

/**
 * The order desk's story: find orders, ship them, refund them (whole or by line, at most once),
 * resend the confirmation and give fresh download links. Every change is written to the
 * order's timeline with who made it, and the buyer is told by email.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { refunds, now } = deps;
  const links = createGrantLinks(deps);

  async function find(number: string): Promise<OrderRecord> {
    const order = await OrderModel.findOne({ number }).lean();
    if (!order) throw AppError.notFound(`No order ${number}.`);
    return order;
  }

  async function detailOf(orderId: mongoose.Types.ObjectId): Promise<OrderDetail> {
    const order = await OrderModel.findById(orderId).lean();
    if (!order) throw AppError.notFound('The order no longer exists.');
    return toDetail(order, await DownloadGrantModel.find({ order: orderId }).lean());
  }

  const sendToBuyer = (
    order: OrderRecord,
    message: MailMessage,
    what: string,
    actor: OrderActor,
  ): Promise<boolean> => sendBuyerMail(deps, order, message, what, actor);

  /** The order's working download links (refunded ones left out), signed afresh. */
  async function downloadLinks(order: OrderRecord): Promise<DownloadLink[]> {
    const grants = await DownloadGrantModel.find({ order: order._id, revokedAt: null }).lean();
    return links.emailLinks(order, grants);
  }

  /** The staff member's answer: the order as it is now, or why the refund did not go through. */
  async function answerRefund(
    order: OrderRecord,
    outcome: RefundOutcome,
  ): Promise<OrderActionResponse> {
    switch (outcome.status) {
      case 'succeeded':
        return { order: await detailOf(order._id), emailSent: outcome.emailSent };
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
    return answer ?? { order: await detailOf(order._id), emailSent: false };
  }

  const mustBePaid = (order: OrderRecord, doing: string) => {
    if (order.status !== 'paid') {
      throw AppError.conflict(`Order ${order.number} is not paid, so it cannot be ${doing}.`);
    }
  };

  return {
    async list(query: {
      q?: string | undefined;
      status?: OrderFilter | undefined;
      page: number;
    }): Promise<OrderList> {
      const filter = orderFilter(query);
      const [orders, total] = await Promise.all([
        OrderModel.find(filter)
          .sort({ createdAt: -1, _id: -1 })
          .skip((query.page - 1) * ORDERS_PAGE_SIZE)
          .limit(ORDERS_PAGE_SIZE)
          .lean(),
        OrderModel.countDocuments(filter),
      ]);
      return {
        orders: orders.map(toSummary),
        page: query.page,
        pageSize: ORDERS_PAGE_SIZE,
        total,
        pages: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
      };
    },

    /** The dashboard's counts: the to-ship queue, what needs attention, this month's sales. */
    async stats(): Promise<OrderDeskStats> {
      const at = now();
      const since = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
      const [toShip, needsAttention, paid] = await Promise.all([
        OrderModel.countDocuments(orderFilter({ status: 'to-ship' })),
        OrderModel.countDocuments(orderFilter({ status: 'attention' })),
        OrderModel.find(
          { status: 'paid', paidAt: mongoose.trusted({ $gte: since }) },
          { total: 1, refunds: 1 },
        ).lean(),
      ]);
      const cents = paid.reduce(
        (sum, order) => sum + toCents(order.total) - refundedCents(order),
        0,
      );
      return {
        toShip,
        needsAttention,
        salesThisMonth: {
          since: since.toISOString(),
          orders: paid.length,
          total: toDollars(cents),
        },
      };
    },

    /** Every order the list's search and filter find (up to EXPORT_LIMIT), newest first. */
    async exportable(query: {
      q?: string | undefined;
      status?: OrderFilter | undefined;
    }): Promise<OrderRecord[]> {
      return OrderModel.find(orderFilter(query))
        .sort({ createdAt: -1, _id: -1 })
        .limit(EXPORT_LIMIT)
        .lean();
    },

    async detail(number: string): Promise<OrderDetail> {
      return detailOf((await find(number))._id);
    },

    /** Marks the physical items posted and sends the buyer the tracking link. */
    async ship(
      number: string,
      input: ShipmentInput,
      actor: OrderActor,
    ): Promise<OrderActionResponse> {
      const order = await find(number);
      mustBePaid(order, 'shipped');
      if (order.shipment?.shippedAt) {
        throw AppError.conflict(
          `Order ${number} was already marked shipped on ${order.shipment.shippedAt.toISOString().slice(0, 10)}.`,
        );
      }
      if (!isToShip(order)) throw AppError.conflict(`Order ${number} has nothing to ship.`);

      const trackingUrl = trackingUrlFor(input.carrier, input.trackingNumber);
      const at = now();
      const { modifiedCount } = await OrderModel.updateOne(
        { _id: order._id, 'shipment.shippedAt': null },
        {
          $set: {
            shipment: {
              carrier: input.carrier,
              trackingNumber: input.trackingNumber,
              shippedAt: at,
              ...(trackingUrl ? { trackingUrl } : {}),
            },
          },
        },
      );
      if (modifiedCount === 0)
        throw AppError.conflict(`Order ${number} was already marked shipped.`);
      await recordEvent(
        order._id,
        'shipped',
        actor,
        `${CARRIERS[input.carrier].name} ${input.trackingNumber}`,
        at,
      );
      await resolveAttention(order._id, ['out_of_stock'], at);

      const emailSent = order.customerEmail
        ? await sendToBuyer(
            order,
            shippingEmail({
              order,
              to: order.customerEmail,
              supportEmail: deps.supportEmail,
              carrierName: CARRIERS[input.carrier].name,
              trackingNumber: input.trackingNumber,
              trackingUrl,
            }),
            'Shipping notice',
            actor,
          )
        : false;
      return { order: await detailOf(order._id), emailSent };
    },

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
      const order = await find(number);
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

    /** Sends the confirmation again, with the download links that still work. */
    async resend(number: string, actor: OrderActor): Promise<OrderActionResponse> {
      const order = await find(number);
      mustBePaid(order, 'confirmed');
      if (!order.customerEmail) {
        throw AppError.conflict(`Order ${number} has no email address to send to.`);
      }
      const message = confirmationEmail({
        order,
        to: order.customerEmail,
        downloads: await downloadLinks(order),
        supportEmail: deps.supportEmail,
        libraryUrl: links.libraryUrl,
      });
      const sent = await sendToBuyer(order, message, 'Order confirmation (resent)', actor);
      if (!sent) {
        throw new AppError(
          502,
          'email_failed',
          'The confirmation could not be sent. Please try again in a moment.',
          { expose: true },
        );
      }
      const at = now();
      // Counts as the confirmation: a late webhook or status check does not send it again.
      await OrderModel.updateOne(
        { _id: order._id, emailSentAt: null },
        { $set: { emailSentAt: at } },
      );
      await OrderModel.updateOne(
        { _id: order._id, fulfilledAt: null },
        { $set: { fulfilledAt: at } },
      );
      await resolveAttention(order._id, ['email_failed'], at);
      return { order: await detailOf(order._id), emailSent: true };
    },

    /** Fresh download links: every grant not refunded gets a new expiry and its uses back. */
    async reissueLinks(number: string, actor: OrderActor): Promise<OrderActionResponse> {
      const order = await find(number);
      mustBePaid(order, 'given new links');
      const at = now();
      const grants = await DownloadGrantModel.find({ order: order._id, revokedAt: null })
        .select('product')
        .lean();
      const terms = await grantTermsFor(
        grants.map((grant) => grant.product),
        deps.linkRules ?? DEFAULT_LINK_RULES,
        at,
      );
      let modifiedCount = 0;
      for (const grant of grants) {
        const renewed = await DownloadGrantModel.updateOne(
          { _id: grant._id, revokedAt: null },
          { $set: terms.get(grant.product.toString()) },
        );
        modifiedCount += renewed.modifiedCount;
      }
      if (modifiedCount === 0) {
        throw AppError.conflict(`Order ${number} has no download links to reissue.`);
      }
      await recordEvent(order._id, 'links_reissued', actor, undefined, at);
      const emailSent = order.customerEmail
        ? await sendToBuyer(
            order,
            linksEmail({
              order,
              to: order.customerEmail,
              downloads: await downloadLinks(order),
              supportEmail: deps.supportEmail,
              libraryUrl: links.libraryUrl,
            }),
            'New download links',
            actor,
          )
        : false;
      return { order: await detailOf(order._id), emailSent };
    },

    /**
     * Stripe's news about a refund (`refund.updated`, `refund.failed`): settles or reverses one
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
