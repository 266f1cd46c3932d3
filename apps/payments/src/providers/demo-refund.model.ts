import mongoose, { type InferSchemaType } from 'mongoose';

/**
 * A refund of the built-in demo provider, kept by its idempotency key (`_id`) as Stripe keeps
 * its own: asking again with the same key answers this refund, never a second one, across
 * restarts and processes.
 */
const demoRefundSchema = new mongoose.Schema(
  {
    /** Our refund's key. */
    _id: { type: String, required: true },
    refundId: { type: String, required: true },
    orderId: { type: String, required: true },
    /** Cents. */
    amountCents: { type: Number, required: true },
  },
  { timestamps: true, versionKey: false },
);

export type DemoRefundRecord = InferSchemaType<typeof demoRefundSchema>;

export const DemoRefundModel = mongoose.model('DemoRefund', demoRefundSchema);
