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
  /** Absent when the owner did not name the carrier. */
  carrierName?: string | undefined;
  /** Absent for an untracked parcel. */
  trackingNumber?: string | undefined;
  trackingUrl: string | null;
}

/**
 * The parcel is on its way: the carrier and tracking number with the link to follow it, each
 * when the owner gave it; an untracked parcel is said to be so, with no empty line.
 */
export function shippingEmail(input: ShippingEmailInput): MailMessage {
  const { order, supportEmail } = input;
  const label = orderLabel(order);
  const physical = order.lines.filter((line) => line.format === 'physical');
  const where = addressLine(order);
  const intro = `Good news: the physical items of your order ${label} are on their way.`;
  const facts = [
    ...(input.carrierName ? [{ label: 'Carrier', value: input.carrierName }] : []),
    ...(input.trackingNumber ? [{ label: 'Tracking number', value: input.trackingNumber }] : []),
  ];
  const untracked = input.trackingNumber
    ? []
    : ['It was posted without a tracking number, so it cannot be followed online.'];
  return {
    to: input.to,
    replyTo: supportEmail,
    subject: `Your order ${label} has shipped`,
    text: [
      intro,
      '',
      ...textLines(physical),
      '',
      ...facts.map((fact) => `${fact.label}: ${fact.value}`),
      ...untracked,
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
          [
            ...facts.map((fact) => `${esc(fact.label)}: <strong>${esc(fact.value)}</strong>`),
            ...untracked.map(esc),
          ].join('<br/>'),
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
  /** Dollars of the refund that gave back the shipping; 0 or absent when it did not. */
  shipping?: number | undefined;
  /** Dollars. */
  amount: number;
}

/** Money given back: which lines and the shipping, how much, and that downloads stop working. */
export function refundEmail(input: RefundEmailInput): MailMessage {
  const { order, supportEmail } = input;
  const label = orderLabel(order);
  const shipping = input.shipping ?? 0;
  const what =
    shipping > 0 ? (input.lines.length > 0 ? ', its shipping included' : ': its shipping') : '';
  const intro = `We have refunded ${formatDollars(input.amount)} of your order ${label}${what}.`;
  const shippingRow = shipping > 0 ? [{ label: 'Shipping', value: formatDollars(shipping) }] : [];
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
      ...shippingRow.map((row) => `  ${row.label}: ${row.value}`),
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
        linesTable(input.lines, 'Refunded', input.amount, shippingRow),
        ...after.map((line) => paragraph(esc(line))),
      ],
    }),
  };
}

const sum = (lines: EmailLine[]): number =>
  lines.reduce((total, line) => total + Math.round(line.unitPrice * 100) * line.quantity, 0) / 100;

export const ownerSubjectPrefix = `[${MINISTRY_NAME}]`;
