import mongoose, { type InferSchemaType } from 'mongoose';

/**
 * What a donor chose before paying, kept before the checkout opens so that Stripe's webhooks
 * (which carry only our id in their metadata) and the demo find it again. A monthly pledge stays
 * `active` until its subscription ends; a one-off one becomes `complete` once paid.
 */
const giftPledgeSchema = new mongoose.Schema(
  {
    frequency: { type: String, enum: ['once', 'monthly'], required: true },
    /** Cents, within the configured bounds when it was made. */
    amountCents: { type: Number, required: true },
    fundId: String,
    fundName: String,
    note: String,
    anonymous: { type: Boolean, required: true, default: false },
    email: String,
    /** The donor's name, once the provider's checkout has taken it (none in demo mode). */
    name: String,
    provider: { type: String, enum: ['stripe', 'demo'], required: true },
    status: {
      type: String,
      enum: ['open', 'complete', 'active', 'cancelled'],
      required: true,
      default: 'open',
    },
    sessionId: String,
    subscriptionId: String,
    /** Stripe's customer of a monthly gift (from its checkout): whose customer portal opens. */
    customerId: String,
    cancelledAt: Date,
  },
  { timestamps: true, versionKey: false },
);
giftPledgeSchema.index({ subscriptionId: 1 }, { sparse: true });

export type GiftPledgeRecord = InferSchemaType<typeof giftPledgeSchema> & {
  _id: mongoose.Types.ObjectId;
};
export const GiftPledgeModel = mongoose.model('GiftPledge', giftPledgeSchema);

/**
 * One payment received: a one-off gift, a monthly gift's first payment, or a renewal. `key` is
 * the provider's id of that payment (the one-off checkout session, the subscription invoice),
 * unique, so a webhook delivered twice records the gift once.
 */
const giftSchema = new mongoose.Schema(
  {
    key: { type: String, required: true },
    receiptNumber: { type: String, required: true },
    pledge: { type: mongoose.Schema.Types.ObjectId, ref: 'GiftPledge', required: true },
    frequency: { type: String, enum: ['once', 'monthly'], required: true },
    renewal: { type: Boolean, required: true, default: false },
    amountCents: { type: Number, required: true },
    fundId: String,
    fundName: String,
    note: String,
    anonymous: { type: Boolean, required: true, default: false },
    email: String,
    /** The payer's name as the checkout took it, or as their pledge knew it for a renewal. */
    name: String,
    paidAt: { type: Date, required: true },
    receiptSentAt: Date,
  },
  { timestamps: true, versionKey: false },
);
giftSchema.index({ key: 1 }, { unique: true });
giftSchema.index({ receiptNumber: 1 }, { unique: true });
giftSchema.index({ paidAt: -1 });

export type GiftRecord = InferSchemaType<typeof giftSchema> & { _id: mongoose.Types.ObjectId };
export const GiftModel = mongoose.model('Gift', giftSchema);
