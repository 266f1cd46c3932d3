// One subscriber's copies of the sends, for their page in the admin (the subscribers feature
// asks through the app, which hands it this: newsletters already build on subscribers).
import mongoose from 'mongoose';
import { SUBSCRIBER_EMAILS_SHOWN, type SubscriberEmail } from '@ministry/contracts';
import { trusted } from '@ministry/db';
import { DeliveryModel } from './delivery.model.js';
import { NewsletterSendModel } from './newsletter-send.model.js';

/** The newest emails sent (or being sent) to one subscriber, each with its send's subject. */
export async function emailsReceivedBy(subscriberId: string): Promise<SubscriberEmail[]> {
  const copies = await DeliveryModel.find(
    { subscriber: new mongoose.Types.ObjectId(subscriberId) },
    { send: 1, status: 1, sentAt: 1, updatedAt: 1, detail: 1 },
  )
    .sort({ _id: -1 })
    .limit(SUBSCRIBER_EMAILS_SHOWN)
    .lean<
      {
        send: mongoose.Types.ObjectId;
        status: SubscriberEmail['status'];
        sentAt?: Date;
        updatedAt: Date;
        detail?: string;
      }[]
    >();
  const sends = await NewsletterSendModel.find(
    { _id: trusted({ $in: copies.map((copy) => copy.send) }) },
    { subject: 1 },
  ).lean();
  const subjects = new Map(sends.map((send) => [send._id.toString(), send.subject]));
  return copies.map((copy) => ({
    sendId: copy.send.toString(),
    // Nothing deletes a send; should one go by hand, its copies still show.
    subject: subjects.get(copy.send.toString()) ?? '(a send no longer kept)',
    status: copy.status,
    at: (copy.sentAt ?? copy.updatedAt).toISOString(),
    ...(copy.detail ? { detail: copy.detail } : {}),
  }));
}
