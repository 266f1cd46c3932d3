import mongoose, { type InferSchemaType } from 'mongoose';

/**
 * The card fee a donor chose to cover, and how it was reached: `giftCents` is what the fund is
 * to receive, `feeCents` what was added for the processor's `percent` and `fixedCents` (as
 * configured then), and their sum the amount charged (`coverCardFee`).
 */
const feeCoverSchema = new mongoose.Schema(
  {
    giftCents: { type: Number, required: true },
    feeCents: { type: Number, required: true },
    percent: { type: Number, required: true },
    fixedCents: { type: Number, required: true },
  },
  { _id: false },
);

/**
 * A gift in honour or in memory of someone (`name`), and the card the donor asked to have
 * emailed about it, if any: to `recipientName` at `recipientEmail`, with their `message`, the
 * amount only when `showAmount`.
 */
const tributeSchema = new mongoose.Schema(
  {
    kind: { type: String, enum: ['honour', 'memory'], required: true },
    name: { type: String, required: true },
    card: {
      type: new mongoose.Schema(
        {
          recipientName: { type: String, required: true },
          recipientEmail: { type: String, required: true },
          message: String,
          showAmount: { type: Boolean, required: true, default: false },
        },
        { _id: false },
      ),
      default: undefined,
    },
  },
  { _id: false },
);

/**
 * The free resource a gift thanks for (its donor came from the resource's "Give something for
 * this?"), named as it was when the gift was made.
 */
const forResourceSchema = new mongoose.Schema(
  {
    productId: { type: mongoose.Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    slug: { type: String, required: true },
  },
  { _id: false },
);

/**
 * The copies a gift sponsors from a pool (`sponsored-copies.ts`), as the pool was named and priced
 * when it was given: the gift's amount (before any fee covered) is `copies` × `copyCents`.
 */
const sponsoredCopiesSchema = new mongoose.Schema(
  {
    poolId: { type: String, required: true },
    poolName: { type: String, required: true },
    copies: { type: Number, required: true },
    copyCents: { type: Number, required: true },
  },
  { _id: false },
);

/** Names a donor asks prayers for: the living and the departed. */
const prayerNamesSchema = new mongoose.Schema(
  { living: { type: [String], default: [] }, departed: { type: [String], default: [] } },
  { _id: false },
);

/**
 * What a donor chose before paying, kept before the checkout opens so that Stripe's webhooks
 * (which carry only our id in their metadata) and the demo find it again. A monthly pledge stays
 * `active` until its subscription ends; a one-off one becomes `complete` once paid.
 */
const giftPledgeSchema = new mongoose.Schema(
  {
    frequency: { type: String, enum: ['once', 'monthly'], required: true },
    /** Cents charged each time: the gift (within the configured bounds) and any fee covered. */
    amountCents: { type: Number, required: true },
    /** Set when the donor covers the card fee. */
    feeCover: { type: feeCoverSchema, default: undefined },
    fundId: String,
    fundName: String,
    note: String,
    anonymous: { type: Boolean, required: true, default: false },
    email: String,
    /** The donor's name, once the provider's checkout has taken it (none in demo mode). */
    name: String,
    tribute: { type: tributeSchema, default: undefined },
    prayerNames: { type: prayerNamesSchema, default: undefined },
    forResource: { type: forResourceSchema, default: undefined },
    sponsoredCopies: { type: sponsoredCopiesSchema, default: undefined },
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
// A donor's pledges (their gifts page, their yearly statement), newest first.
giftPledgeSchema.index({ email: 1, createdAt: -1 });
// The pledge a checkout session opened, when its payment comes in.
giftPledgeSchema.index({ sessionId: 1 }, { sparse: true });
// The admin's figures: who gives monthly now.
giftPledgeSchema.index({ status: 1, frequency: 1 });

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
    /** Cents received (charged), any fee covered included. */
    amountCents: { type: Number, required: true },
    /** The fee the donor covered in this payment, as their pledge asked. */
    feeCover: { type: feeCoverSchema, default: undefined },
    /**
     * The provider's payment (Stripe's PaymentIntent) of a one-off gift, whose refunds its news
     * names; `refundedCents`: what has been given back of it, as the provider lists it.
     */
    paymentIntentId: String,
    refundedCents: { type: Number, required: true, default: 0 },
    fundId: String,
    fundName: String,
    note: String,
    anonymous: { type: Boolean, required: true, default: false },
    email: String,
    /** The payer's name as the checkout took it, or as their pledge knew it for a renewal. */
    name: String,
    /** The pledge's tribute, on each of its payments. */
    tribute: { type: tributeSchema, default: undefined },
    /** When the tribute's card was sent (claimed as the receipt is): first payments only. */
    tributeCardSentAt: Date,
    /** The pledge's names for prayer, on its first payment only. */
    prayerNames: { type: prayerNamesSchema, default: undefined },
    /** The free resource the pledge thanked for, on its first payment only. */
    forResource: { type: forResourceSchema, default: undefined },
    /** The copies the pledge sponsors, on each of its payments (each month's gift sends more). */
    sponsoredCopies: { type: sponsoredCopiesSchema, default: undefined },
    paidAt: { type: Date, required: true },
    receiptSentAt: Date,
  },
  { timestamps: true, versionKey: false },
);
giftSchema.index({ key: 1 }, { unique: true });
giftSchema.index({ receiptNumber: 1 }, { unique: true });
giftSchema.index({ paidAt: -1 });
giftSchema.index({ paymentIntentId: 1 }, { sparse: true });
giftSchema.index({ 'sponsoredCopies.poolId': 1, paidAt: 1 }, { sparse: true });
// A donor's gifts (their statement, the admin's search by email) and a pledge's payments.
giftSchema.index({ email: 1, paidAt: -1 });
giftSchema.index({ pledge: 1, paidAt: -1 });
// The admin's search by fund.
giftSchema.index({ fundName: 1 });
// The retries of receipts and tribute cards that could not be sent, oldest first: few gifts
// wait, so each index holds few entries that match (a card only where a gift has one).
giftSchema.index({ receiptSentAt: 1, paidAt: 1 });
giftSchema.index(
  { tributeCardSentAt: 1, paidAt: 1 },
  { partialFilterExpression: { 'tribute.card': { $exists: true } } },
);

export type GiftRecord = InferSchemaType<typeof giftSchema> & { _id: mongoose.Types.ObjectId };
export const GiftModel = mongoose.model('Gift', giftSchema);
