import type { MailMessage } from '@ministry/mail';
import type { OrderRecord } from '@ministry/db';
import {
  button,
  divider,
  esc,
  heading,
  linesTable,
  MINISTRY_NAME,
  paragraph,
  renderHtml,
  textLines,
} from '../emails/layout.js';
import { formatDollars } from './money.js';

export interface DownloadLink {
  name: string;
  /** Absolute URL. */
  url: string;
  expiresAt: Date;
  downloadsLeft: number;
}

export type EmailOrder = Pick<OrderRecord, '_id' | 'lines' | 'total' | 'shipping'> & {
  number?: string | null | undefined;
};

export interface ConfirmationEmailInput {
  order: EmailOrder;
  to: string;
  downloads: DownloadLink[];
  supportEmail: string;
  /** The "My downloads" page (absolute URL), where buyers get new links once these stop. */
  libraryUrl?: string | undefined;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** What buyers call the order: its number (orders from before numbers existed: the id). */
export const orderLabel = (order: EmailOrder): string => order.number ?? order._id.toString();

/** The confirmation a buyer receives once the payment went through: HTML and plain text. */
export function confirmationEmail(input: ConfirmationEmailInput): MailMessage {
  const { order, downloads, supportEmail } = input;
  const label = orderLabel(order);
  const text = [
    'Thank you for your order. Your payment has been received.',
    '',
    `Order ${label}`,
    ...textLines(order.lines),
    `Total: ${formatDollars(order.total)}`,
    ...outOfStockText(order),
    ...downloadText(downloads),
    ...libraryText(downloads, input.libraryUrl),
    ...shippingText(order),
    '',
    `Questions about your order? Write to ${supportEmail} and mention order ${label}.`,
    '',
    'May God bless you.',
  ].join('\n');
  const html = renderHtml({
    title: `Your order ${label}`,
    preview: 'Thank you for your order. Your payment has been received.',
    supportEmail,
    body: [
      paragraph('Thank you for your order. Your payment has been received.'),
      heading(`Order ${label}`),
      linesTable(order.lines, 'Total', order.total),
      ...outOfStockText(order)
        .filter(Boolean)
        .map((line) => paragraph(esc(line))),
      ...downloadHtml(downloads),
      ...libraryText(downloads, input.libraryUrl).filter(Boolean).map(linkParagraph),
      ...shippingText(order)
        .filter(Boolean)
        .map((line) => paragraph(esc(line))),
    ],
  });
  return {
    to: input.to,
    replyTo: supportEmail,
    subject: `Your order ${label} from ${MINISTRY_NAME}`,
    text,
    html,
  };
}

/** New download links for an order (after the owner reissued them). */
export function linksEmail(input: ConfirmationEmailInput): MailMessage {
  const { order, downloads, supportEmail } = input;
  const label = orderLabel(order);
  const intro = `Here are fresh download links for your order ${label}.`;
  return {
    to: input.to,
    replyTo: supportEmail,
    subject: `New download links for your order ${label}`,
    text: [
      intro,
      ...downloadText(downloads),
      ...libraryText(downloads, input.libraryUrl),
      '',
      `Questions? Write to ${supportEmail} and mention order ${label}.`,
      '',
      'May God bless you.',
    ].join('\n'),
    html: renderHtml({
      title: `New download links for order ${label}`,
      preview: intro,
      supportEmail,
      body: [
        paragraph(esc(intro)),
        ...downloadHtml(downloads),
        ...libraryText(downloads, input.libraryUrl).filter(Boolean).map(linkParagraph),
      ],
    }),
  };
}

export function downloadText(downloads: DownloadLink[]): string[] {
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

/** Where the buyer's downloads stay once the links above stop working. */
function libraryText(downloads: DownloadLink[], libraryUrl: string | undefined): string[] {
  if (downloads.length === 0 || !libraryUrl) return [];
  return [
    '',
    `When these links stop working, your downloads are always in "My downloads": ${libraryUrl} (sign in with this email address).`,
  ];
}

/** A paragraph whose URLs are links. */
const linkParagraph = (line: string): string =>
  paragraph(esc(line).replace(/https?:\/\/[^\s()]+/g, (url) => `<a href="${url}">${url}</a>`));

function downloadHtml(downloads: DownloadLink[]): string[] {
  if (downloads.length === 0) return [];
  return [
    divider(),
    heading('Your downloads'),
    ...downloads.flatMap((download) => [
      paragraph(
        `<strong>${esc(download.name)}</strong><br/>Works ${esc(download.downloadsLeft)} times, until ${esc(longDate.format(download.expiresAt))}.`,
      ),
      button(`Download ${download.name}`, download.url),
    ]),
  ];
}

/** One line for the postal address, or null when none was given. */
export function addressLine(order: Pick<OrderRecord, 'shipping'>): string | null {
  const address = order.shipping?.address;
  const where = [
    order.shipping?.name,
    address?.line1,
    address?.line2,
    [address?.postalCode, address?.city, address?.state].filter(Boolean).join(' '),
    address?.country,
  ].filter(Boolean);
  return where.length > 0 ? where.join(', ') : null;
}

/** Lines paid for after the last one was sold: never promised, and what happens to the money. */
function outOfStockText(order: EmailOrder): string[] {
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

function shippingText(order: EmailOrder): string[] {
  if (!order.lines.some((line) => line.format === 'physical' && !line.outOfStock)) return [];
  const where = addressLine(order);
  return [
    '',
    where
      ? `Physical items will be sent to: ${where}.`
      : 'Physical items will be sent to the address you gave at checkout.',
  ];
}
