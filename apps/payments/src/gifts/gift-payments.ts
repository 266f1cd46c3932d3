import { isDuplicateKey, nextSequence } from '@ministry/db';
import { GiftModel, type GiftPledgeRecord, type GiftRecord } from './gift.model.js';
import {
  sendReceiptOnce,
  sendTributeCardOnce,
  type ReceiptDeliveryDeps,
} from './receipt-delivery.js';

/** Receipt numbers: `G-1001`, `G-1002`…, one sequence for every gift and renewal. */
export const RECEIPT_PREFIX = 'G-';
export const FIRST_RECEIPT_NUMBER = 1001;

/** One payment as recorded, without the pledge's details that the gift copies. */
export interface PaymentFacts {
  key: string;
  amountCents: number;
  renewal: boolean;
  email: string | null | undefined;
  /** The payer's name when the provider tells it (a checkout); a renewal's comes from the pledge. */
  name?: string | null | undefined;
  /** The provider's payment, whose refunds its news names (a one-off checkout's). */
  paymentIntentId?: string | undefined;
}

export type RecordPayment = (
  pledge: GiftPledgeRecord,
  payment: PaymentFacts,
) => Promise<GiftRecord | null>;

/**
 * Records one payment of a pledge, once: a second delivery of the same payment (the same webhook
 * again, or `invoice.paid` and `checkout.session.completed` for a first monthly payment) finds
 * its key taken and records nothing again, only the donor's address if the first lacked it.
 * Answers the gift, or null when known. Its receipt goes once (`sendReceiptOnce`).
 */
export function createPaymentRecorder(deps: ReceiptDeliveryDeps): RecordPayment {
  const { now } = deps;
  return async function recordPayment(
    pledge: GiftPledgeRecord,
    payment: PaymentFacts,
  ): Promise<GiftRecord | null> {
    const known = await GiftModel.findOne({ key: payment.key })
      .select({ email: 1, name: 1 })
      .lean();
    if (known) {
      if (!known.name && payment.name) {
        await GiftModel.updateOne({ _id: known._id, name: null }, { $set: { name: payment.name } });
      }
      // An earlier event without the donor's address recorded it: the receipt goes now.
      const email = payment.email?.toLowerCase();
      const addressed =
        !known.email && email
          ? await GiftModel.findOneAndUpdate(
              { _id: known._id, email: null },
              { $set: { email } },
              { new: true },
            ).lean()
          : null;
      if (addressed) await sendReceiptOnce(addressed, deps);
      return null;
    }
    const receiptNumber = `${RECEIPT_PREFIX}${await nextSequence('gift-receipt', FIRST_RECEIPT_NUMBER)}`;
    let gift: GiftRecord;
    try {
      const created = await GiftModel.create({
        key: payment.key,
        receiptNumber,
        pledge: pledge._id,
        frequency: pledge.frequency,
        renewal: payment.renewal,
        amountCents: payment.amountCents,
        // The fee the pledge covers, when this payment is the charge it set (a monthly amount
        // changed elsewhere, in Stripe's portal, is a charge the cover was not worked out for).
        ...(pledge.feeCover && payment.amountCents === pledge.amountCents
          ? { feeCover: pledge.feeCover }
          : {}),
        paymentIntentId: payment.paymentIntentId,
        fundId: pledge.fundId,
        fundName: pledge.fundName,
        note: pledge.note,
        anonymous: pledge.anonymous,
        email: payment.email?.toLowerCase() ?? pledge.email,
        // The name the donor typed on the giving form first, else the one their checkout took.
        name: pledge.name || payment.name || undefined,
        tribute: pledge.tribute ?? undefined,
        // Names for prayer come with the gift that brought them, not with each month after.
        prayerNames: payment.renewal ? undefined : (pledge.prayerNames ?? undefined),
        // So does the resource it thanked for: a renewal is for the work, month by month.
        forResource: payment.renewal ? undefined : (pledge.forResource ?? undefined),
        // Copies are sponsored by every payment the pledge sets (a monthly amount changed in
        // Stripe's portal no longer pays for that many, so it is a plain gift).
        ...(pledge.sponsoredCopies && payment.amountCents === pledge.amountCents
          ? { sponsoredCopies: pledge.sponsoredCopies }
          : {}),
        paidAt: now(),
      });
      gift = created.toObject();
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
    await sendReceiptOnce(gift, deps);
    await sendTributeCardOnce(gift, deps);
    return gift;
  };
}
