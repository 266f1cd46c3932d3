import type { MailMessage } from '@ministry/mail';
import { formatDollars } from '../shared/money.js';
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
  type EmailLine,
} from './layout.js';

export interface DigestOrder {
  number: string;
  customerEmail: string | null;
  /** Lines to post carry the `TO SHIP` note. */
  lines: EmailLine[];
  extras: { label: string; value: string }[];
  /** Dollars paid. */
  total: number;
  /** Where the lines to post go. */
  shipTo: string | null;
  url: string;
}

export interface DigestAttention {
  number: string;
  /** `Out of stock: 1 x "Rope". To resolve: ship it (or refund the line).` */
  problems: string[];
  url: string;
}

export interface DigestMessage {
  name: string;
  email: string;
  subject: string | null;
  message: string;
}

export interface OwnerDigestInput {
  to: string;
  /** The day the digest is for, as the owner reads it: `Monday 23 November 2026`. */
  day: string;
  orders: DigestOrder[];
  attention: DigestAttention[];
  messages: DigestMessage[];
  /** `/admin/messages` on the shop's site. */
  messagesUrl: string;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Long messages are cut in the digest: the whole message waits in the admin's inbox. */
const MESSAGE_PREVIEW = 600;
const excerpt = (text: string) =>
  text.length > MESSAGE_PREVIEW ? `${text.slice(0, MESSAGE_PREVIEW).trimEnd()}…` : text;

/** The owner's one email a day (`daily` alerts): paid orders, orders needing them, messages. */
export function ownerDigestEmail(input: OwnerDigestInput): MailMessage {
  const summary = [
    count(input.orders.length, 'paid order', 'paid orders'),
    count(input.attention.length, 'order needs attention', 'orders need attention'),
    count(input.messages.length, 'unread message', 'unread messages'),
  ].join(', ');
  const from = (message: DigestMessage) =>
    `From ${message.name} (${message.email})${message.subject ? `: ${message.subject}` : ''}`;

  const text = [
    `Daily digest for ${input.day}: ${summary}.`,
    ...(input.orders.length > 0 ? ['', 'PAID ORDERS'] : []),
    ...input.orders.flatMap((order) => [
      '',
      `${order.number}: ${formatDollars(order.total)} from ${order.customerEmail ?? 'a buyer without an email'}`,
      ...textLines(order.lines),
      ...order.extras.map((extra) => `  ${extra.label}: ${extra.value}`),
      ...(order.shipTo && order.lines.some((line) => line.note)
        ? [`  Ship to: ${order.shipTo}`]
        : []),
      `  ${order.url}`,
    ]),
    ...(input.attention.length > 0 ? ['', 'NEEDS ATTENTION'] : []),
    ...input.attention.flatMap((order) => [
      '',
      `${order.number}:`,
      ...order.problems.map((problem) => `  ${problem}`),
      `  ${order.url}`,
    ]),
    ...(input.messages.length > 0 ? ['', 'UNREAD MESSAGES'] : []),
    ...input.messages.flatMap((message) => ['', from(message), excerpt(message.message)]),
    ...(input.messages.length > 0 ? ['', `Inbox: ${input.messagesUrl}`] : []),
  ].join('\n');

  const html = renderHtml({
    title: `Daily digest for ${input.day}`,
    preview: summary,
    body: [
      heading(`Daily digest for ${input.day}`),
      paragraph(esc(`${summary}.`)),
      ...(input.orders.length > 0 ? [divider(), heading('Paid orders')] : []),
      ...input.orders.flatMap((order) => [
        paragraph(
          `<strong>${esc(order.number)}</strong> from ${esc(order.customerEmail ?? 'a buyer without an email')}`,
        ),
        linesTable(order.lines, 'Total', order.total, order.extras),
        ...(order.shipTo && order.lines.some((line) => line.note)
          ? [paragraph(`Ship to: ${esc(order.shipTo)}`)]
          : []),
        button(`Open ${order.number}`, order.url),
      ]),
      ...(input.attention.length > 0 ? [divider(), heading('Needs attention')] : []),
      ...input.attention.flatMap((order) => [
        paragraph(
          `<strong>${esc(order.number)}</strong><br/>${order.problems.map((problem) => esc(problem)).join('<br/>')}`,
        ),
        button(`Open ${order.number}`, order.url),
      ]),
      ...(input.messages.length > 0 ? [divider(), heading('Unread messages')] : []),
      ...input.messages.map((message) =>
        paragraph(
          `<strong>${esc(from(message))}</strong><br/>${esc(excerpt(message.message)).replace(/\n/g, '<br/>')}`,
        ),
      ),
      ...(input.messages.length > 0 ? [button('Open the inbox', input.messagesUrl)] : []),
    ],
  });

  return {
    to: input.to,
    subject: `[${MINISTRY_NAME}] Daily digest for ${input.day}`,
    text,
    html,
  };
}
