import type { OrderRecord } from '@ministry/db';
import { toDollars } from '../shared/money.js';
import { toCsv } from '../csv.js';
import { lineCents, stateOf } from './order-view.js';

const COLUMNS = [
  'order',
  'date',
  'state',
  'email',
  'product',
  'format',
  'quantity',
  'unit_price',
  'line_total',
  'line_refund',
  'order_total',
  'carrier',
  'tracking_number',
  'shipped_at',
];

/** Orders and their lines, one row per line, for a spreadsheet or the accountant. */
export function ordersCsv(orders: OrderRecord[]): string {
  const rows = orders.flatMap((order) =>
    order.lines.map((line) => [
      order.number ?? order._id.toString(),
      ((order as { createdAt?: Date }).createdAt ?? new Date(0)).toISOString(),
      stateOf(order),
      order.customerEmail ?? '',
      line.name,
      line.format,
      line.quantity,
      line.unitPrice.toFixed(2),
      toDollars(lineCents(line)).toFixed(2),
      line.refundStatus ?? '',
      order.total.toFixed(2),
      order.shipment?.carrier ?? '',
      order.shipment?.trackingNumber ?? '',
      order.shipment?.shippedAt?.toISOString() ?? '',
    ]),
  );
  return toCsv(COLUMNS, rows);
}
