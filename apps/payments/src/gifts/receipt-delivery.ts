import mongoose from 'mongoose';
import type { Logger } from '@ministry/http';
import type { MailMessage, Mailer } from '@ministry/mail';
import { giftReceiptEmail } from './gift-receipt.js';
import { tributeCardEmail } from './tribute-card.js';
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

type SentAt = 'receiptSentAt' | 'tributeCardSentAt';

/**
 * Sends one of a gift's emails once. The gift is claimed first, in one conditional update that
 * sets `sentAt`, so that the first attempt and a retry (or two payments processes) never both
 * send it; a send that fails gives the claim back for the next retry. Answers whether this call
 * sent it.
 */
async function sendOnce(
  gift: GiftRecord,
  sentAt: SentAt,
  message: MailMessage,
  deps: ReceiptDeliveryDeps,
): Promise<boolean> {
  const claimedAt = deps.now();
  const claim = await GiftModel.updateOne(
    { _id: gift._id, [sentAt]: null },
    { $set: { [sentAt]: claimedAt } },
  );
  if (claim.modifiedCount === 0) return false;
  try {
    await deps.mailer.send(message);
    return true;
  } catch (error) {
    // The gift stays recorded; the time unset again shows the email still owed.
    await GiftModel.updateOne({ _id: gift._id, [sentAt]: claimedAt }, { $unset: { [sentAt]: 1 } });
    deps.logger.error(
      { err: error, receipt: gift.receiptNumber, email: sentAt },
      'gift email not sent',
    );
    return false;
  }
}

/** Sends a gift's receipt once (`sendOnce`), to the donor's address when the gift has one. */
export async function sendReceiptOnce(
  gift: GiftRecord,
  deps: ReceiptDeliveryDeps,
): Promise<boolean> {
  if (!gift.email) return false;
  const receipt = giftReceiptEmail({ gift, to: gift.email, supportEmail: deps.supportEmail });
  return sendOnce(gift, 'receiptSentAt', receipt, deps);
}

/**
 * Sends the card of a tribute gift once (`sendOnce`): with the pledge's first payment only, so
 * that a monthly gift's recipient hears of it once.
 */
export async function sendTributeCardOnce(
  gift: GiftRecord,
  deps: ReceiptDeliveryDeps,
): Promise<boolean> {
  if (gift.renewal || !gift.tribute?.card) return false;
  const card = tributeCardEmail({
    gift: { ...gift, tribute: gift.tribute },
    supportEmail: deps.supportEmail,
  });
  return card ? sendOnce(gift, 'tributeCardSentAt', card, deps) : false;
}

/** Sends the receipts and tribute cards that could not be sent when their gift came in, oldest first. */
export async function retryUnsentReceipts(deps: ReceiptDeliveryDeps): Promise<number> {
  const [owedReceipts, owedCards] = await Promise.all([
    GiftModel.find({ receiptSentAt: null, email: mongoose.trusted({ $nin: [null, ''] }) })
      .sort({ paidAt: 1, _id: 1 })
      .limit(RECEIPT_RETRY_BATCH)
      .lean(),
    GiftModel.find({
      tributeCardSentAt: null,
      renewal: false,
      'tribute.card': mongoose.trusted({ $exists: true }),
    })
      .sort({ paidAt: 1, _id: 1 })
      .limit(RECEIPT_RETRY_BATCH)
      .lean(),
  ]);
  let sent = 0;
  for (const gift of owedReceipts) {
    if (await sendReceiptOnce(gift, deps)) sent += 1;
  }
  for (const gift of owedCards) {
    if (await sendTributeCardOnce(gift, deps)) sent += 1;
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
