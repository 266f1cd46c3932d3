import type { OrderRecord } from '@ministry/db';
import { isoInZone } from '@ministry/contracts/time-zone';
import { storedAddress } from '../shared/address.js';
import { toCents, toDollars } from '../shared/money.js';
import { toCsv } from '../csv.js';
import { lineCents, stateOf } from './order-view.js';

const COLUMNS = [
  'order',
  'date',
  'state',
  'email',
  'ship_to_name',
  'ship_to_line1',
  'ship_to_line2',
  'ship_to_city',
  'ship_to_region',
  'ship_to_postal_code',
  'ship_to_country',
  'product',
  'format',
  'quantity',
  'unit_price',
  'line_total',
  'line_refund',
  'shipping_amount',
  'discount_code',
  'discount_amount',
  'order_total',
  'carrier',
  'tracking_number',
  'shipped_at',
  'gift_recipient',
  'gift_recipient_email',
  'gift_deliver_on',
  'gift_sent_at',
];

/**
 * Where the parcel goes, as the buyer gave it at checkout (for a postage service's import): the
 * region is the state, province or county. Empty cells for an order with nothing to post.
 */
function shipTo(order: OrderRecord): string[] {
  const address = storedAddress(order.shipping?.address);
  return [
    order.shipping?.name,
    address?.line1,
    address?.line2,
    address?.city,
    address?.region,
    address?.postalCode,
    address?.country,
  ].map((cell) => cell ?? '');
}

/** "This is a gift": for whom, the day, and when the recipient was sent it (the address above is theirs). */
const giftCells = (order: OrderRecord, when: (date: Date) => string): string[] =>
  order.gift
    ? [
        order.gift.recipientName,
        order.gift.recipientEmail,
        order.gift.deliverOn,
        order.gift.sentAt ? when(order.gift.sentAt) : '',
      ]
    : ['', '', '', ''];

/**
 * Orders and their lines, one row per line, for a spreadsheet or the accountant. Dates are ISO
 * 8601 in the owner's time zone, with its offset (`2026-03-08T01:59:00-05:00`).
 */
export function ordersCsv(orders: OrderRecord[], timeZone = 'UTC'): string {
  const when = (date: Date) => isoInZone(date, timeZone);
  const rows = orders.flatMap((order) =>
    order.lines.map((line) => [
      order.number ?? order._id.toString(),
      when((order as { createdAt?: Date }).createdAt ?? new Date(0)),
      stateOf(order),
      order.customerEmail ?? '',
      ...shipTo(order),
      line.name,
      line.format,
      line.quantity,
      line.unitPrice.toFixed(2),
      toDollars(lineCents(line)).toFixed(2),
      line.refundStatus ?? '',
      order.shippingAmount?.toFixed(2) ?? '',
      order.discount?.code ?? '',
      order.discount
        ? toDollars(toCents(order.discount.linesOff) + toCents(order.discount.shippingOff)).toFixed(
            2,
          )
        : '',
      order.total.toFixed(2),
      order.shipment?.carrier ?? '',
      order.shipment?.trackingNumber ?? '',
      order.shipment?.shippedAt ? when(order.shipment.shippedAt) : '',
      ...giftCells(order, when),
    ]),
  );
  return toCsv(COLUMNS, rows);
}
