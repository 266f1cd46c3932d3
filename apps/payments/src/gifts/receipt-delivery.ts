import mongoose from 'mongoose';
import type { Logger } from '@ministry/http';
import type { Mailer } from '@ministry/mail';
import { giftReceiptEmail } from './gift-receipt.js';
import { GiftModel, type GiftRecord } from './gift.model.js';

export interface ReceiptDeliveryDeps {
  mailer: Mailer;
  supportEmail: string;
  logger: Logger;
  now: () => Date;
}

/** How often the payments server looks for receipts still owed. */
export const RECEIPT_RETRY_INTERVAL_MS = 15 * 60 * 1000;
/** Receipts one look sends at most, so that a long mail outage is caught up in steps. */
export const RECEIPT_RETRY_BATCH = 100;

/**
 * Sends a gift's receipt once. The gift is claimed first, in one conditional update that sets
 * `receiptSentAt`, so that the first attempt and a retry (or two payments processes) never
 * both send it; a send that fails gives the claim back for the next retry. Answers whether
 * this call sent it.
 */
export async function sendReceiptOnce(
  gift: GiftRecord,
  deps: ReceiptDeliveryDeps,
): Promise<boolean> {
  if (!gift.email) return false;
  const claimedAt = deps.now();
  const claim = await GiftModel.updateOne(
    { _id: gift._id, receiptSentAt: null },
    { $set: { receiptSentAt: claimedAt } },
  );
  if (claim.modifiedCount === 0) return false;
  try {
    await deps.mailer.send(
      giftReceiptEmail({ gift, to: gift.email, supportEmail: deps.supportEmail }),
    );
    return true;
  } catch (error) {
    // The gift stays recorded; `receiptSentAt` unset again shows the receipt still owed.
    await GiftModel.updateOne(
      { _id: gift._id, receiptSentAt: claimedAt },
      { $unset: { receiptSentAt: 1 } },
    );
    deps.logger.error({ err: error, receipt: gift.receiptNumber }, 'gift receipt not sent');
    return false;
  }
}

/** Sends the receipts that could not be sent when their gift came in, oldest first. */
export async function retryUnsentReceipts(deps: ReceiptDeliveryDeps): Promise<number> {
  const owed = await GiftModel.find({
    receiptSentAt: null,
    email: mongoose.trusted({ $nin: [null, ''] }),
  })
    .sort({ paidAt: 1, _id: 1 })
    .limit(RECEIPT_RETRY_BATCH)
    .lean();
  let sent = 0;
  for (const gift of owed) {
    if (await sendReceiptOnce(gift, deps)) sent += 1;
  }
  return sent;
}

/**
 * Retries owed receipts at start (catching those a mail outage or a restart left) and then every
 * `RECEIPT_RETRY_INTERVAL_MS`, on a timer that never keeps the process alive. Answers the
 * function that stops it.
 */
export function startReceiptRetries(deps: ReceiptDeliveryDeps): () => void {
  const retry = () =>
    retryUnsentReceipts(deps).then(
      (sent) => {
        if (sent > 0) deps.logger.info({ sent }, 'gift receipts sent on retry');
      },
      (error: unknown) => deps.logger.error({ err: error }, 'gift receipt retry failed'),
    );
  void retry();
  const timer = setInterval(() => void retry(), RECEIPT_RETRY_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
