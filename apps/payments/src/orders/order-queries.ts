import { startOfMonthIn } from '@ministry/contracts';
import mongoose from 'mongoose';
import type { OrderDeskStats, OrderDetail, OrderFilter, OrderList } from '@ministry/contracts';
import { ORDERS_PAGE_SIZE } from '@ministry/contracts';
import { escapeRegExp, OrderModel, type OrderRecord } from '@ministry/db';
import { toCents, toDollars } from '../shared/money.js';
import { findOrder, orderDetail } from './order-lookup.js';
import { refundedCents, toSummary } from './order-view.js';

/** Orders that were never paid: checkouts still open, expired, abandoned or failed. */
export const UNPAID_STATUSES = ['pending', 'expired', 'abandoned', 'failed'];

/** The most rows one CSV export holds. */
export const EXPORT_LIMIT = 10_000;

/** What the list is narrowed to: its search, its status filter and a discount code. */
export interface OrderListFilter {
  q?: string | undefined;
  status?: OrderFilter | undefined;
  code?: string | undefined;
}

/** The database filter for the list's search, status filter and code. */
export function orderFilter(query: OrderListFilter) {
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
  if (query.code) filters.push({ 'discount.code': query.code });
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
 * The order desk's reading side: the list and its search, the dashboard's counts, the CSV
 * export and one order.
 */
export function createOrderQueries(deps: {
  now: () => Date;
  ownerTimeZone: () => Promise<string>;
}) {
  const { now, ownerTimeZone } = deps;

  return {
    async list(query: OrderListFilter & { page: number }): Promise<OrderList> {
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
      // "This month" as the owner's calendar has it.
      const since = startOfMonthIn(at, await ownerTimeZone());
      const [toShip, oldest, needsAttention, paid] = await Promise.all([
        OrderModel.countDocuments(orderFilter({ status: 'to-ship' })),
        OrderModel.findOne(orderFilter({ status: 'to-ship' }), { number: 1, paidAt: 1 })
          .sort({ paidAt: 1, _id: 1 })
          .lean(),
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
        oldestToShip: oldest
          ? {
              number: oldest.number ?? oldest._id.toString(),
              paidAt: oldest.paidAt?.toISOString() ?? null,
            }
          : null,
        needsAttention,
        salesThisMonth: {
          since: since.toISOString(),
          orders: paid.length,
          total: toDollars(cents),
        },
      };
    },

    /** Every order the list's search and filter find (up to EXPORT_LIMIT), newest first. */
    async exportable(query: OrderListFilter): Promise<OrderRecord[]> {
      return OrderModel.find(orderFilter(query))
        .sort({ createdAt: -1, _id: -1 })
        .limit(EXPORT_LIMIT)
        .lean();
    },

    async detail(number: string): Promise<OrderDetail> {
      return orderDetail((await findOrder(number))._id);
    },
  };
}
