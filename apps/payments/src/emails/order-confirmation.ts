import { formatAddress } from '@ministry/address';
import type { MailMessage } from '@ministry/mail';
import type { OrderRecord } from '@ministry/db';
import { formatGiftDay } from '@ministry/contracts';
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
} from './layout.js';
import { storedAddress } from '../shared/address.js';
import type { DownloadLink } from '../shared/grant-links.js';
import { formatDollars } from '../shared/money.js';

export type { DownloadLink };

type GiftRecord = NonNullable<OrderRecord['gift']>;
type DiscountRecord = NonNullable<OrderRecord['discount']>;

export type EmailOrder = Pick<OrderRecord, '_id' | 'lines' | 'total' | 'shipping'> & {
  number?: string | null | undefined;
  /** "This is a gift": the buyer is told for whom and when, and gets no download links. */
  gift?: Pick<GiftRecord, 'recipientName' | 'recipientEmail' | 'deliverOn'> | null | undefined;
  shippingAmount?: number | null | undefined;
  tax?: number | null | undefined;
  /** A discount code: what it took off the lines and the shipping. */
  discount?: Pick<DiscountRecord, 'code' | 'linesOff' | 'shippingOff'> | null | undefined;
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
    ...totalExtras(order).map((extra) => `${extra.label}: ${extra.value}`),
    `Total: ${formatDollars(paidTotal(order))}`,
    ...giftNote(order),
    ...outOfStockText(order),
    ...shippingText(order),
    ...downloadText(downloads),
    ...libraryText(downloads, input.libraryUrl),
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
      linesTable(order.lines, 'Total', paidTotal(order), totalExtras(order)),
      ...giftNote(order)
        .filter(Boolean)
        .map((line) => paragraph(esc(line))),
      ...outOfStockText(order)
        .filter(Boolean)
        .map((line) => paragraph(esc(line))),
      ...shippingHtml(order),
      ...downloadHtml(downloads),
      ...libraryText(downloads, input.libraryUrl).filter(Boolean).map(linkParagraph),
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

export function downloadHtml(downloads: DownloadLink[]): string[] {
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

/** The postal address's lines as its country writes them; none when no address was given. */
function addressParts(order: Pick<OrderRecord, 'shipping'>): string[] {
  return formatAddress({
    name: order.shipping?.name ?? undefined,
    ...storedAddress(order.shipping?.address),
  });
}

/** One line for the postal address, or null when none was given. */
export function addressLine(order: Pick<OrderRecord, 'shipping'>): string | null {
  const where = addressParts(order);
  return where.length > 0 ? where.join(', ') : null;
}

/** A gift: for whom, and when its downloads are sent (the physical items go by post). */
function giftNote(order: EmailOrder): string[] {
  const { gift } = order;
  if (!gift) return [];
  const digital = order.lines.some((line) => line.format === 'digital');
  return [
    '',
    `This is a gift for ${gift.recipientName}.`,
    ...(digital
      ? [
          `We will email ${gift.recipientName} (${gift.recipientEmail}) their downloads and your message on ${formatGiftDay(gift.deliverOn)}, and send you a copy.`,
        ]
      : []),
  ];
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

/** What was paid on top of the lines: shipping (for an order with a physical line) and tax. */
export function totalExtras(order: EmailOrder): { label: string; value: string }[] {
  const extras: { label: string; value: string }[] = [];
  const { discount } = order;
  if (discount?.linesOff) {
    extras.push({ label: `Code ${discount.code}`, value: `-${formatDollars(discount.linesOff)}` });
  }
  if (order.shippingAmount !== null && order.shippingAmount !== undefined) {
    const free = discount?.shippingOff ? `Free (code ${discount.code})` : 'Free';
    extras.push({
      label: 'Shipping',
      value: order.shippingAmount === 0 ? free : formatDollars(order.shippingAmount),
    });
  }
  if (order.tax) extras.push({ label: 'Sales tax', value: formatDollars(order.tax) });
  return extras;
}

/** The order's total with the sales tax Stripe added, which is what the buyer paid. */
export const paidTotal = (order: EmailOrder): number =>
  Math.round((order.total + (order.tax ?? 0)) * 100) / 100;

const shipsSomething = (order: EmailOrder): boolean =>
  order.lines.some((line) => line.format === 'physical' && !line.outOfStock);

function shippingText(order: EmailOrder): string[] {
  if (!shipsSomething(order)) return [];
  const where = addressLine(order);
  return [
    '',
    where
      ? `Physical items will be sent to: ${where}${order.gift ? ` (${order.gift.recipientName}, your gift)` : ''}.`
      : 'We will write to you about where to send the physical items.',
  ];
}

/** The delivery address as a block, one part a line. */
function shippingHtml(order: EmailOrder): string[] {
  if (!shipsSomething(order)) return [];
  const parts = addressParts(order);
  if (parts.length === 0) {
    return shippingText(order)
      .filter(Boolean)
      .map((line) => paragraph(esc(line)));
  }
  return [
    divider(),
    heading('Delivery address'),
    paragraph(
      `Physical items will be sent to:<br/>${parts.map((part) => esc(part)).join('<br/>')}`,
    ),
  ];
}
