import type {
  CodeQuote,
  AttentionAction,
  AttentionItem,
  GiftPurchaseSummary,
  OrderDetail,
  OrderState,
  OrderSummary,
} from '@ministry/contracts';
import type { AttentionKind, DownloadGrantRecord, OrderRecord } from '@ministry/db';
import { storedAddress } from '../shared/address.js';
import { toCents, toDollars } from '../shared/money.js';

/** How staff see orders: derived states and the shapes of the contracts. */

/** The call that resolves each kind of problem. */
export const ATTENTION_ACTIONS: Record<AttentionKind, AttentionAction> = {
  out_of_stock: 'ship',
  email_failed: 'resend',
  refund_failed: 'refund',
  amount_mismatch: 'review',
  no_email: 'review',
  code_over_cap: 'review',
};

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

export const refundedCents = (order: Pick<OrderRecord, 'refunds'>): number =>
  order.refunds
    .filter((refund) => refund.status === 'succeeded')
    .reduce((sum, refund) => sum + refund.amountCents, 0);

/** Refunds asked for and not failed: what may no longer be refunded again. */
export const committedRefundCents = (order: Pick<OrderRecord, 'refunds'>): number =>
  order.refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amountCents, 0);

/** A gift as the thank-you page and the order desk show it. */
export const giftSummaryOf = (gift: NonNullable<OrderRecord['gift']>): GiftPurchaseSummary => ({
  recipientName: gift.recipientName,
  recipientEmail: gift.recipientEmail,
  fromName: gift.fromName,
  message: gift.message ?? '',
  deliverOn: gift.deliverOn,
  sentAt: gift.sentAt ? gift.sentAt.toISOString() : null,
});

/** A line's chosen price (pay what you can): the least and suggested prices when it was bought. */
/** The code an order used, as the buyer saw it at checkout. */
export const discountOf = (discount: NonNullable<OrderRecord['discount']>): CodeQuote => ({
  code: discount.code,
  description: discount.description ?? null,
  linesOff: discount.linesOff,
  shippingOff: discount.shippingOff,
  gives: discount.gives,
  says: discount.says,
  usesPerBuyer: discount.usesPerBuyer ?? null,
});

export const payWhatYouCanOf = (stored: { minimum: number; suggested: number }) => ({
  minimum: stored.minimum,
  suggested: stored.suggested,
});

/** A line's parish-quantity break as the buyer and the order desk see it. */
export const priceBreakOf = (stored: { minQuantity: number; percentOff: number }) => ({
  minQuantity: stored.minQuantity,
  percentOff: stored.percentOff,
});

export const lineCents = (line: { unitPrice: number; quantity: number }): number =>
  toCents(line.unitPrice) * line.quantity;

/** Where the shipping charged stands: given back by a refund not failed, or still paid. */
export function shippingRefundOf(
  order: Pick<OrderRecord, 'refunds'>,
): 'none' | 'pending' | 'refunded' {
  const refund = order.refunds.find(
    (each) => (each.shippingCents ?? 0) > 0 && each.status !== 'failed',
  );
  if (!refund) return 'none';
  return refund.status === 'succeeded' ? 'refunded' : 'pending';
}

/** The shipping that may still be given back: what was charged, unless it was refunded. */
export const shippingCentsLeft = (order: Pick<OrderRecord, 'refunds' | 'shippingAmount'>) =>
  shippingRefundOf(order) === 'none' ? toCents(order.shippingAmount ?? 0) : 0;

export function isToShip(order: OrderRecord): boolean {
  return (
    order.status === 'paid' &&
    !order.shipment?.shippedAt &&
    order.lines.some((line) => line.format === 'physical' && !line.refundStatus)
  );
}

export function stateOf(order: OrderRecord): OrderState {
  switch (order.status) {
    case 'pending':
      return 'pending';
    case 'failed':
      return 'failed';
    case 'paid': {
      const refunded = order.lines.filter((line) => line.refundStatus === 'refunded').length;
      if (refunded === order.lines.length) return 'refunded';
      if (refunded > 0 || refundedCents(order) > 0) return 'partially_refunded';
      return order.shipment?.shippedAt ? 'shipped' : 'paid';
    }
    default:
      // expired, and the sweep's `abandoned`: never paid.
      return 'abandoned';
  }
}

export function attentionOf(order: OrderRecord): AttentionItem[] {
  const open: AttentionItem[] = order.attention
    .filter((item) => !item.resolvedAt)
    .map((item) => ({
      kind: item.kind,
      message: item.message,
      action: ATTENTION_ACTIONS[item.kind],
      at: item.at.toISOString(),
    }));
  // Problems flagged before they had kinds.
  const untyped = order.needsAttention
    ? order.attentionReasons
        .filter((reason) => !order.attention.some((item) => item.message === reason))
        .map((message): AttentionItem => ({ kind: 'other', message, action: 'review' }))
    : [];
  return [...open, ...untyped];
}

export function toSummary(order: OrderRecord): OrderSummary {
  return {
    number: order.number ?? order._id.toString(),
    state: stateOf(order),
    createdAt:
      (order as { createdAt?: Date }).createdAt?.toISOString() ?? new Date(0).toISOString(),
    paidAt: iso(order.paidAt),
    customerEmail: order.customerEmail ?? null,
    total: order.total,
    itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    products: order.lines.map((line) => line.name),
    toShip: isToShip(order),
    needsAttention: order.needsAttention ?? false,
    ...(order.gift ? { giftFor: order.gift.recipientName } : {}),
  };
}

export function toDetail(order: OrderRecord, grants: DownloadGrantRecord[]): OrderDetail {
  const names = new Map(order.lines.map((line) => [line.product.toString(), line.name]));
  const refunded = refundedCents(order);
  const shipment = order.shipment?.shippedAt
    ? {
        carrier: order.shipment.carrier ?? null,
        trackingNumber: order.shipment.trackingNumber ?? null,
        trackingUrl: order.shipment.trackingUrl ?? null,
        shippedAt: order.shipment.shippedAt.toISOString(),
      }
    : null;
  return {
    ...toSummary(order),
    status: order.status,
    provider: order.provider,
    paymentId: order.paymentIntentId ?? order.sessionId ?? null,
    shipping:
      order.shipping || typeof order.shippingAmount === 'number'
        ? {
            ...(typeof order.shippingAmount === 'number'
              ? { amount: order.shippingAmount, refund: shippingRefundOf(order) }
              : {}),
            ...(order.shipping?.name ? { name: order.shipping.name } : {}),
            ...(order.shipping?.address ? { address: storedAddress(order.shipping.address) } : {}),
          }
        : null,
    lines: order.lines.map((line, index) => ({
      index,
      productId: line.product.toString(),
      name: line.name,
      format: line.format,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      ...(line.payWhatYouCan ? { payWhatYouCan: payWhatYouCanOf(line.payWhatYouCan) } : {}),
      ...(line.priceBreak
        ? {
            priceBreak: priceBreakOf(line.priceBreak),
            listUnitPrice: line.listUnitPrice ?? undefined,
          }
        : {}),
      lineTotal: toDollars(lineCents(line)),
      refund: line.refundStatus ?? 'none',
    })),
    totals: {
      total: order.total,
      refunded: toDollars(refunded),
      net: toDollars(toCents(order.total) - refunded),
    },
    shipment,
    downloads: grants.map((grant) => ({
      productId: grant.product.toString(),
      name: names.get(grant.product.toString()) ?? 'Download',
      downloadsLeft: grant.downloadsLeft,
      expiresAt: grant.expiresAt.toISOString(),
      revoked: Boolean(grant.revokedAt),
    })),
    ...(order.gift ? { gift: giftSummaryOf(order.gift) } : {}),
    ...(order.discount ? { discount: discountOf(order.discount) } : {}),
    refunds: order.refunds.map((refund) => ({
      lines: refund.lines,
      amount: toDollars(refund.amountCents),
      ...(refund.shippingCents ? { shipping: toDollars(refund.shippingCents) } : {}),
      status: refund.status,
      restock: refund.restock ?? false,
      actor: withoutNulls(refund.actor),
      at: refund.at.toISOString(),
      ...(refund.failureReason ? { failureReason: refund.failureReason } : {}),
    })),
    attention: attentionOf(order),
    timeline: order.timeline.map((event) => ({
      type: event.type,
      at: event.at.toISOString(),
      actor: withoutNulls(event.actor),
      ...(event.note ? { note: event.note } : {}),
    })),
  };
}

/** Lean documents carry `null` for unset subfields; the contracts leave them out. */
function withoutNulls<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== null && field !== undefined),
  ) as { [K in keyof T]: Exclude<T[K], null> };
}
