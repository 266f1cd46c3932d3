import mongoose, { type InferSchemaType } from 'mongoose';

/**
 * A discount code as the owner set it, with its uses. Caps are kept as counts the database
 * changes atomically: `remaining` (null: no cap) falls by one when a checkout takes the code and
 * rises again if that checkout is never paid; `held` counts checkouts open with it, `used` the
 * paid ones. So however many buyers check out at once, no more take it than the cap allows.
 */
const discountCodeSchema = new mongoose.Schema(
  {
    /** Upper case, as `codeTextSchema` reads what a buyer types. */
    code: { type: String, required: true, unique: true },
    description: String,
    kind: { type: String, enum: ['percent', 'amount', 'free-shipping'], required: true },
    percentOff: Number,
    amountOffCents: Number,
    /** `codeWindowSchema`, stored as given. */
    window: { type: mongoose.Schema.Types.Mixed, default: undefined },
    maxUses: Number,
    maxUsesPerBuyer: Number,
    minimumOrderCents: Number,
    productIds: { type: [String], default: [] },
    collectionIds: { type: [String], default: [] },
    paused: { type: Boolean, default: false },
    remaining: { type: Number, default: null },
    held: { type: Number, default: 0 },
    used: { type: Number, default: 0 },
  },
  { timestamps: true },
);

export type DiscountCodeRecord = InferSchemaType<typeof discountCodeSchema> & {
  _id: mongoose.Types.ObjectId;
};

export const DiscountCodeModel = mongoose.model('DiscountCode', discountCodeSchema);

/** One paid order's use of a code, by the buyer's email: what the per-buyer cap counts. */
const codeUseSchema = new mongoose.Schema(
  {
    code: { type: mongoose.Schema.Types.ObjectId, ref: 'DiscountCode', required: true },
    email: { type: String, required: true, lowercase: true },
    order: { type: mongoose.Schema.Types.ObjectId, required: true },
  },
  { timestamps: true },
);
// An order uses a code once; the per-buyer count reads by code and email.
codeUseSchema.index({ code: 1, order: 1 }, { unique: true });
codeUseSchema.index({ code: 1, email: 1 });

export const CodeUseModel = mongoose.model('CodeUse', codeUseSchema);

/**
 * One buyer's uses of a code capped per buyer: `taken` counts their open checkouts with it and
 * their paid orders, changed atomically as the code's own `remaining` is.
 */
const codeBuyerSchema = new mongoose.Schema({
  code: { type: mongoose.Schema.Types.ObjectId, ref: 'DiscountCode', required: true },
  email: { type: String, required: true, lowercase: true },
  taken: { type: Number, default: 0 },
});
codeBuyerSchema.index({ code: 1, email: 1 }, { unique: true });

export const CodeBuyerModel = mongoose.model('CodeBuyer', codeBuyerSchema);
