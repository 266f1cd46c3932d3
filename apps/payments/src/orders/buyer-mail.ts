import type { OrderActor, OrderRecord } from '@ministry/db';
import type { Logger } from '@ministry/http';
import type { MailMessage, Mailer } from '@ministry/mail';
import { recordEvent } from './order-events.js';

export interface BuyerMailDeps {
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
}

/** Sends a buyer's email and notes it on the timeline; false when it could not be sent. */
export async function sendToBuyer(
  deps: BuyerMailDeps,
  order: Pick<OrderRecord, '_id'>,
  message: MailMessage,
  what: string,
  actor: OrderActor,
): Promise<boolean> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.logger.error({ err: error, orderId: order._id.toString() }, `${what} could not be sent`);
    await recordEvent(order._id, 'email_failed', actor, what, deps.now());
    return false;
  }
  await recordEvent(order._id, 'email_sent', actor, what, deps.now());
  return true;
}
