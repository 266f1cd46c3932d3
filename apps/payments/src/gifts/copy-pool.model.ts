import mongoose, { type InferSchemaType } from 'mongoose';

/** One batch of copies sent from a pool: how many, where to, on which day (`YYYY-MM-DD`). */
const copyShipmentSchema = new mongoose.Schema(
  {
    copies: { type: Number, required: true },
    sentTo: { type: String, required: true },
    sentOn: { type: String, required: true },
    recordedAt: { type: Date, required: true },
  },
  { _id: false },
);

/**
 * A pool of sponsored copies (`sponsored-copies.ts`). `sentCopies` is the sum of `shipments`:
 * both change in one update of this document, on the condition that the pool has that many
 * copies waiting, so two owners recording at once can never send more than was sponsored.
 * Shipments stay in the order they were recorded: copies are allotted to gifts in that order.
 */
const copyPoolSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    copyCents: { type: Number, required: true },
    productId: { type: mongoose.Schema.Types.ObjectId, default: null },
    retired: { type: Boolean, required: true, default: false },
    position: { type: Number, required: true },
    sentCopies: { type: Number, required: true, default: 0 },
    shipments: { type: [copyShipmentSchema], default: [] },
  },
  { timestamps: true, versionKey: false },
);

export type CopyPoolRecord = InferSchemaType<typeof copyPoolSchema>;
export const CopyPoolModel = mongoose.model('CopyPool', copyPoolSchema);
