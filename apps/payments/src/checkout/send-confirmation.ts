import { OrderModel, type OrderRecord } from '@ministry/db';
import type { Logger } from '@ministry/http';
import type { Mailer } from '@ministry/mail';
import { confirmationEmail } from '../emails/order-confirmation.js';
import { recordEvent, resolveAttention, SYSTEM } from '../orders/order-events.js';
import type { OwnerAlerts } from '../orders/owner-alerts.js';
import { createGrantLinks } from '../shared/grant-links.js';
import type { LinkRules } from '../shared/link-rules.js';
import { createIssueGrants } from './download-grants.js';
import { orderFlagger } from './flag-order.js';

export interface DeliveryDeps {
  logger: Logger;
  mailer: Mailer;
  downloadSecret: string;
  webOrigin: string;
  supportEmail: string;
  now: () => Date;
  alerts?: OwnerAlerts | undefined;
  linkRules?: LinkRules | undefined;
}

export function createDelivery(deps: DeliveryDeps) {
  const { logger, mailer, now } = deps;
  const links = createGrantLinks(deps);
  const flag = orderFlagger(deps);
  const issueGrants = createIssueGrants(deps);

  /** Grants and the confirmation email. False when the email could not be sent this time. */
  return async function deliver(order: OrderRecord): Promise<boolean> {
    const grants = await issueGrants(order);

    if (!order.customerEmail) {
      const { modifiedCount } = await OrderModel.updateOne(
        { _id: order._id, fulfilledAt: null },
        { $set: { fulfilledAt: now() } },
      );
      if (modifiedCount > 0)
        await flag(order._id, 'no_email', 'No email address: the confirmation could not be sent');
      return true;
    }

    const claimed = await OrderModel.findOneAndUpdate(
      { _id: order._id, emailSentAt: null },
      { $set: { emailSentAt: now() } },
    ).lean();
    // Another delivery of the same order is sending (or has sent) the email.
    if (!claimed) return true;

    try {
      await mailer.send(
        confirmationEmail({
          order,
          to: order.customerEmail,
          // A gift's links are the recipient's: they are sent to them on the gift's day.
          downloads: order.gift ? [] : links.emailLinks(order, grants),
          supportEmail: deps.supportEmail,
          libraryUrl: links.libraryUrl,
        }),
      );
    } catch (error) {
      // Give the email back so that the next delivery (a webhook retry, the status page) sends it.
      await OrderModel.updateOne({ _id: order._id }, { $unset: { emailSentAt: 1 } });
      logger.error(
        { err: error, orderId: order._id.toString() },
        'order confirmation could not be sent',
      );
      await recordEvent(order._id, 'email_failed', SYSTEM, 'Order confirmation', now());
      const flagged = await flag(
        order._id,
        'email_failed',
        'The order confirmation could not be sent: resend it',
      );
      if (flagged) await deps.alerts?.needsAttention(order._id.toString());
      return false;
    }
    await OrderModel.updateOne({ _id: order._id }, { $set: { fulfilledAt: now() } });
    await recordEvent(order._id, 'email_sent', SYSTEM, 'Order confirmation', now());
    await resolveAttention(order._id, ['email_failed'], now());
    logger.info({ orderId: order._id.toString() }, 'order fulfilled');
    return true;
  };
}
