import { OrderModel, readShopSettings } from '@ministry/db';
import type { Logger } from '@ministry/http';
import type { MailMessage, Mailer } from '@ministry/mail';
import { addressLine, paidTotal, totalExtras } from '../emails/order-confirmation.js';
import {
  button,
  esc,
  heading,
  linesTable,
  MINISTRY_NAME,
  paragraph,
  renderHtml,
  textLines,
} from '../emails/layout.js';
import { formatDollars } from '../shared/money.js';
import { attentionOf } from './order-view.js';

export const TO_SHIP = 'TO SHIP';

export const ACTION_WORDS = {
  ship: 'ship it (or refund the line)',
  resend: 'resend the confirmation',
  refund: 'refund again',
  review: 'look at the order',
};

/** What the owner is told: a paid order, and an order that needs them. */
export interface OwnerAlerts {
  orderPaid(orderId: string): Promise<void>;
  needsAttention(orderId: string): Promise<void>;
}

/**
 * Emails to the owner (OWNER_EMAIL): every paid order, with the lines to post marked, and every
 * order that needs them, with what to do. Without OWNER_EMAIL nothing is sent. An alert that
 * cannot be sent is logged: it never holds up a buyer's order. When the owner chose a daily
 * digest instead (shop settings, `ownerAlerts: 'daily'`), none of these is sent: the digest
 * (owner-digest.ts) reports them.
 */
export function createOwnerAlerts(deps: {
  mailer: Mailer;
  ownerEmail: string | undefined;
  webOrigin: string;
  logger: Logger;
}): OwnerAlerts {
  const { ownerEmail, logger } = deps;
  const adminUrl = (number: string) =>
    `${deps.webOrigin.replace(/\/+$/, '')}/admin/orders/${number}`;

  async function send(message: MailMessage, orderId: string): Promise<void> {
    try {
      if ((await readShopSettings()).ownerAlerts === 'daily') return;
      await deps.mailer.send(message);
    } catch (error) {
      logger.error({ err: error, orderId }, 'owner alert could not be sent');
    }
  }

  return {
    async orderPaid(orderId) {
      if (!ownerEmail) return;
      const order = await OrderModel.findById(orderId).lean();
      if (!order?.number) return;
      const lines = order.lines.map((line) => ({
        ...line,
        note: line.format === 'physical' ? TO_SHIP : undefined,
      }));
      const problems = attentionOf(order);
      const where = addressLine(order);
      const url = adminUrl(order.number);
      const summary = `${order.number}: ${formatDollars(order.total)} from ${order.customerEmail ?? 'a buyer without an email'}`;
      await send(
        {
          to: ownerEmail,
          subject: `[${MINISTRY_NAME}] New order ${summary}${problems.length > 0 ? ' (needs attention)' : ''}`,
          text: [
            `New order ${summary}.`,
            '',
            ...textLines(lines),
            ...totalExtras(order).map((extra) => `${extra.label}: ${extra.value}`),
            `Total: ${formatDollars(paidTotal(order))}`,
            ...(where && lines.some((line) => line.note) ? ['', `Ship to: ${where}`] : []),
            ...problems.map((problem) => `Needs attention: ${problem.message}`),
            '',
            url,
          ].join('\n'),
          html: renderHtml({
            title: `New order ${order.number}`,
            preview: `New order ${summary}`,
            body: [
              heading(`New order ${order.number}`),
              paragraph(`From ${esc(order.customerEmail ?? 'a buyer without an email')}.`),
              linesTable(lines, 'Total', paidTotal(order), totalExtras(order)),
              ...(where && lines.some((line) => line.note)
                ? [paragraph(`Ship to: ${esc(where)}`)]
                : []),
              ...problems.map((problem) =>
                paragraph(`<strong>Needs attention:</strong> ${esc(problem.message)}`),
              ),
              button('Open the order', url),
            ],
          }),
        },
        orderId,
      );
    },

    async needsAttention(orderId) {
      if (!ownerEmail) return;
      const order = await OrderModel.findById(orderId).lean();
      if (!order?.number) return;
      const problems = attentionOf(order);
      if (problems.length === 0) return;
      const url = adminUrl(order.number);
      const lines = problems.map(
        (problem) => `${problem.message}. To resolve: ${ACTION_WORDS[problem.action]}.`,
      );
      await send(
        {
          to: ownerEmail,
          subject: `[${MINISTRY_NAME}] Order ${order.number} needs attention`,
          text: [`Order ${order.number} needs attention:`, '', ...lines, '', url].join('\n'),
          html: renderHtml({
            title: `Order ${order.number} needs attention`,
            preview: lines[0] ?? '',
            body: [
              heading(`Order ${order.number} needs attention`),
              ...lines.map((line) => paragraph(esc(line))),
              button('Open the order', url),
            ],
          }),
        },
        orderId,
      );
    },
  };
}
