import mongoose, { type InferSchemaType } from 'mongoose';

export const DELIVERY_STATUSES = ['claimed', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One subscriber's copy of one send, recorded once (the unique key): `claimed` before it is
 * handed to SMTP, `sent` once the server accepted it, `failed` on a permanent refusal, `skipped`
 * when the subscriber left, paused or bounced while the send ran.
 */
const deliverySchema = new mongoose.Schema(
  {
    send: { type: mongoose.Schema.Types.ObjectId, ref: 'NewsletterSend', required: true },
    subscriber: { type: mongoose.Schema.Types.ObjectId, ref: 'Subscriber', required: true },
    status: { type: String, enum: DELIVERY_STATUSES, required: true, default: 'claimed' },
    /** The fixed Message-ID of this copy (the same if it is sent again after a crash). */
    messageId: { type: String, required: true },
    sentAt: Date,
    /** Why it failed or was skipped. */
    detail: String,
  },
  { timestamps: true },
);
deliverySchema.index({ send: 1, subscriber: 1 }, { unique: true });
// A resumed send finds the copies it had claimed but not finished.
deliverySchema.index({ send: 1, status: 1 });
// A subscriber's history of emails received.
deliverySchema.index({ subscriber: 1 });

export type DeliveryRecord = InferSchemaType<typeof deliverySchema> & {
  _id: mongoose.Types.ObjectId;
};
export const DeliveryModel = mongoose.model('NewsletterDelivery', deliverySchema);
