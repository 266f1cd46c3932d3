import mongoose from 'mongoose';
import { OrderModel, type OrderRecord } from '@ministry/db';
import { giftCopyEmail, giftRecipientEmail } from '../emails/gift-purchase.js';
import { recordEvent, SYSTEM } from '../orders/order-events.js';
import { createGrantLinks } from '../shared/grant-links.js';
import { createIssueGrants } from './download-grants.js';
import type { DeliveryDeps } from './send-confirmation.js';

/** How often the payments server looks for gifts whose day has come. */
export const GIFT_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/** How long a sender holds a gift's email before another may send it (after a crash). */
export const SENDING_LEASE_MS = 10 * 60 * 1000;

type GiftEmail = 'recipient' | 'copy';
const FIELDS = {
  recipient: { sent: 'gift.sentAt', until: 'gift.sendingUntil' },
  copy: { sent: 'gift.copySentAt', until: 'gift.copySendingUntil' },
} as const;

/** Paid gifts with something to download whose day has come, as of `now`. */
const dueGifts = (now: Date) => ({
  status: 'paid' as const,
  'gift.deliverAt': mongoose.trusted({ $lte: now }),
  'lines.format': 'digital' as const,
});

export type GiftDelivery = ReturnType<typeof createGiftDelivery>;

/**
 * A gift's digital lines reach the recipient on the day the buyer chose: the order is written
 * (paid, with its grants) before anything is sent, so a crash loses nothing; this sends what is
 * due, from fulfilment (a gift for today) and from the sweep (every later day, and retries).
 * Each email is leased with a conditional update before it is sent (`sendingUntil`), marked sent
 * after, and given back if sending fails: overlapping sweeps and payments never send it twice,
 * and one whose sender crashed mid-way is sent by the first sweep after its lease ran out.
 */
export function createGiftDelivery(deps: DeliveryDeps) {
  const { logger, mailer, now } = deps;
  const links = createGrantLinks(deps);
  const issueGrants = createIssueGrants(deps);

  /**
   * Leases one of the gift's emails for this sender; null when it went already or another sender
   * holds it. The buyer's copy waits for the recipient's email.
   */
  function lease(orderId: OrderRecord['_id'], email: GiftEmail, at: Date) {
    const { sent, until } = FIELDS[email];
    return OrderModel.findOneAndUpdate(
      {
        _id: orderId,
        ...dueGifts(at),
        [sent]: null,
        ...(email === 'copy' ? { 'gift.sentAt': mongoose.trusted({ $ne: null }) } : {}),
        $or: [{ [until]: null }, { [until]: mongoose.trusted({ $lte: at }) }],
      },
      { $set: { [until]: new Date(at.getTime() + SENDING_LEASE_MS) } },
      { returnDocument: 'after' },
    ).lean();
  }

  /** Marks the email sent (`sent` true) or gives the lease back for the next try. */
  async function settle(orderId: OrderRecord['_id'], email: GiftEmail, sent: Date | null) {
    const fields = FIELDS[email];
    await OrderModel.updateOne(
      { _id: orderId },
      sent
        ? { $set: { [fields.sent]: sent }, $unset: { [fields.until]: 1 } }
        : { $unset: { [fields.until]: 1 } },
    );
  }

  /** Sends the recipient's email, then the buyer's copy, if due; false when one failed. */
  async function deliver(orderId: OrderRecord['_id']): Promise<boolean> {
    const at = now();
    const sending = await lease(orderId, 'recipient', at);
    if (sending?.gift) {
      const { gift } = sending;
      const grants = (await issueGrants(sending)).filter((grant) => !grant.revokedAt);
      try {
        await mailer.send(
          giftRecipientEmail({
            order: sending,
            gift: { ...gift, message: gift.message ?? '' },
            downloads: links.emailLinks(sending, grants),
            libraryUrl: links.libraryUrl,
            supportEmail: deps.supportEmail,
          }),
        );
      } catch (error) {
        await settle(orderId, 'recipient', null);
        logger.error({ err: error, orderId: orderId.toString() }, 'gift email could not be sent');
        await recordEvent(orderId, 'email_failed', SYSTEM, `Gift to ${gift.recipientName}`, at);
        return false;
      }
      await settle(orderId, 'recipient', at);
      await recordEvent(orderId, 'email_sent', SYSTEM, `Gift to ${gift.recipientName}`, at);
      logger.info({ orderId: orderId.toString() }, 'gift sent');
    }

    const copying = await lease(orderId, 'copy', at);
    if (!copying?.gift) return true;
    if (!copying.customerEmail) {
      await settle(orderId, 'copy', at);
      return true;
    }
    try {
      await mailer.send(
        giftCopyEmail({
          order: copying,
          gift: { ...copying.gift, message: copying.gift.message ?? '' },
          downloads: [],
          libraryUrl: links.libraryUrl,
          supportEmail: deps.supportEmail,
          to: copying.customerEmail,
        }),
      );
    } catch (error) {
      await settle(orderId, 'copy', null);
      logger.error({ err: error, orderId: orderId.toString() }, 'gift copy could not be sent');
      return false;
    }
    await settle(orderId, 'copy', at);
    await recordEvent(orderId, 'email_sent', SYSTEM, 'Copy of the gift email (buyer)', at);
    return true;
  }

  return {
    /** The order's gift, when it is one and its day has come. */
    deliverIfDue: async (order: Pick<OrderRecord, '_id' | 'gift'>): Promise<boolean> => {
      if (!order.gift || order.gift.deliverAt > now()) return true;
      return deliver(order._id);
    },

    /** Every gift due as of `now` whose email or copy has not gone out: how many were tried. */
    async sweep(): Promise<{ giftsTried: number; giftsFailed: number }> {
      const due = await OrderModel.find({
        ...dueGifts(now()),
        $or: [{ 'gift.sentAt': null }, { 'gift.copySentAt': null }],
      })
        .select('_id')
        .lean();
      let giftsFailed = 0;
      for (const { _id } of due) {
        if (!(await deliver(_id))) giftsFailed += 1;
      }
      return { giftsTried: due.length, giftsFailed };
    },
  };
}

/**
 * Sends due gifts now and then every `GIFT_SWEEP_INTERVAL_MS`, on a timer that never keeps the
 * process alive. Answers the function that stops it.
 */
export function startGiftSweeps(delivery: GiftDelivery, deps: Pick<DeliveryDeps, 'logger'>) {
  const sweep = () =>
    delivery.sweep().then(
      (result) => {
        if (result.giftsTried > 0) deps.logger.info(result, 'gift sweep');
      },
      (error: unknown) => deps.logger.error({ err: error }, 'gift sweep failed'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), GIFT_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
