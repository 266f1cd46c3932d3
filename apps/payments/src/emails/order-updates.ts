import type { MailMessage } from '@ministry/mail';
import { addressLine, orderLabel, type EmailOrder } from './order-confirmation.js';
import { formatDollars } from '../shared/money.js';
import {
  button,
  esc,
  heading,
  linesTable,
  MINISTRY_NAME,
  paragraph,
  renderHtml,
  textLines,
  type EmailLine,
} from './layout.js';

export interface ShippingEmailInput {
  order: EmailOrder;
  to: string;
  supportEmail: string;
  carrierName: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

/** The parcel is on its way: carrier, tracking number and the link to follow it. */
export function shippingEmail(input: ShippingEmailInput): MailMessage {
  const { order, supportEmail } = input;
  const label = orderLabel(order);
  const physical = order.lines.filter((line) => line.format === 'physical');
  const where = addressLine(order);
  const intro = `Good news: the physical items of your order ${label} are on their way.`;
  return {
    to: input.to,
    replyTo: supportEmail,
    subject: `Your order ${label} has shipped`,
    text: [
      intro,
      '',
      ...textLines(physical),
      '',
      `Carrier: ${input.carrierName}`,
      `Tracking number: ${input.trackingNumber}`,
      ...(input.trackingUrl ? [`Track your parcel: ${input.trackingUrl}`] : []),
      ...(where ? ['', `Sent to: ${where}.`] : []),
      '',
      `Questions? Write to ${supportEmail} and mention order ${label}.`,
      '',
      'May God bless you.',
    ].join('\n'),
    html: renderHtml({
      title: `Your order ${label} has shipped`,
      preview: intro,
      supportEmail,
      body: [
        paragraph(esc(intro)),
        heading(`Order ${label}`),
        linesTable(physical, 'Items shipped', sum(physical)),
        paragraph(
          `Carrier: <strong>${esc(input.carrierName)}</strong><br/>Tracking number: <strong>${esc(input.trackingNumber)}</strong>`,
        ),
        ...(input.trackingUrl ? [button('Track your parcel', input.trackingUrl)] : []),
        ...(where ? [paragraph(`Sent to: ${esc(where)}.`)] : []),
      ],
    }),
  };
}

export interface RefundEmailInput {
  order: EmailOrder;
  to: string;
  supportEmail: string;
  lines: EmailLine[];
  /** Dollars. */
  amount: number;
}

/** Money given back: which lines, how much, and that their downloads stop working. */
export function refundEmail(input: RefundEmailInput): MailMessage {
  const { order, supportEmail } = input;
  const label = orderLabel(order);
  const intro = `We have refunded ${formatDollars(input.amount)} of your order ${label}.`;
  const digital = input.lines.some((line) => line.format === 'digital');
  const after = [
    'The refund goes back to the card you paid with; banks usually show it within 5 to 10 days.',
    ...(digital ? ['The download links of the refunded items no longer work.'] : []),
  ];
  return {
    to: input.to,
    replyTo: supportEmail,
    subject: `Refund for your order ${label}`,
    text: [
      intro,
      '',
      ...textLines(input.lines),
      `Refunded: ${formatDollars(input.amount)}`,
      '',
      ...after,
      '',
      `Questions? Write to ${supportEmail} and mention order ${label}.`,
      '',
      'May God bless you.',
    ].join('\n'),
    html: renderHtml({
      title: `Refund for your order ${label}`,
      preview: intro,
      supportEmail,
      body: [
        paragraph(esc(intro)),
        heading(`Order ${label}`),
        linesTable(input.lines, 'Refunded', input.amount),
        ...after.map((line) => paragraph(esc(line))),
      ],
    }),
  };
}

const sum = (lines: EmailLine[]): number =>
  lines.reduce((total, line) => total + Math.round(line.unitPrice * 100) * line.quantity, 0) / 100;

export const ownerSubjectPrefix = `[${MINISTRY_NAME}]`;
