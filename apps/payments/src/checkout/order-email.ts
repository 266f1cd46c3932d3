import type { MailMessage } from '@ministry/mail';
import type { OrderRecord } from '@ministry/db';
import { formatDollars } from './money.js';

export interface DownloadLink {
  name: string;
  /** Absolute URL. */
  url: string;
  expiresAt: Date;
  downloadsLeft: number;
}

export interface ConfirmationEmailInput {
  order: Pick<OrderRecord, '_id' | 'lines' | 'total' | 'shipping'>;
  to: string;
  downloads: DownloadLink[];
  supportEmail: string;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The confirmation a buyer receives once the payment went through. Plain text on purpose. */
export function confirmationEmail(input: ConfirmationEmailInput): MailMessage {
  const { order, downloads, supportEmail } = input;
  const orderId = order._id.toString();
  const lines = order.lines.map(
    (line) =>
      `  ${line.quantity} x ${line.name} (${line.format}), ${formatDollars(line.unitPrice)} each: ${formatDollars(line.unitPrice * line.quantity)}`,
  );
  const text = [
    'Thank you for your order. Your payment has been received.',
    '',
    `Order ${orderId}`,
    ...lines,
    `Total: ${formatDollars(order.total)}`,
    ...outOfStockSection(order),
    ...downloadSection(downloads),
    ...shippingSection(order),
    '',
    `Questions about your order? Write to ${supportEmail} and mention order ${orderId}.`,
    '',
    'May God bless you.',
  ].join('\n');
  return {
    to: input.to,
    replyTo: supportEmail,
    subject: `Your order ${orderId} from Orthodox Resources`,
    text,
  };
}

function downloadSection(downloads: DownloadLink[]): string[] {
  if (downloads.length === 0) return [];
  return [
    '',
    'Your downloads:',
    ...downloads.flatMap((download) => [
      `  ${download.name}`,
      `  ${download.url}`,
      `  (works ${download.downloadsLeft} times, until ${longDate.format(download.expiresAt)})`,
    ]),
  ];
}

/** Lines paid for after the last one was sold: never promised, and what happens to the money. */
function outOfStockSection(order: ConfirmationEmailInput['order']): string[] {
  return order.lines
    .filter((line) => line.outOfStock)
    .flatMap((line) => {
      const amount = formatDollars(line.unitPrice * line.quantity);
      return [
        '',
        `Sorry: ${line.name} sold out before your payment arrived, so it will not be sent.`,
        line.refundStatus
          ? `Its ${amount} has been refunded to your card.`
          : `Its ${amount} will be refunded; we will write to you about it.`,
      ];
    });
}

function shippingSection(order: ConfirmationEmailInput['order']): string[] {
  if (!order.lines.some((line) => line.format === 'physical' && !line.outOfStock)) return [];
  const address = order.shipping?.address;
  const where = [
    order.shipping?.name,
    address?.line1,
    address?.line2,
    [address?.postalCode, address?.city, address?.state].filter(Boolean).join(' '),
    address?.country,
  ].filter(Boolean);
  return [
    '',
    where.length > 0
      ? `Physical items will be sent to: ${where.join(', ')}.`
      : 'Physical items will be sent to the address you gave at checkout.',
  ];
}
