import mongoose, { type InferSchemaType } from 'mongoose';

/**
 * The right to download one purchased product a limited number of times until a date. Issued
 * by payments when an order is paid; counted by the api's download route.
 */
const downloadGrantSchema = new mongoose.Schema(
  {
    order: { type: mongoose.Schema.Types.ObjectId, ref: 'Order', required: true },
    product: { type: mongoose.Schema.Types.ObjectId, ref: 'Product', required: true },
    /** Downloads still allowed; counted down, so the limit is one atomic condition. */
    downloadsLeft: { type: Number, required: true, min: 0 },
    /**
     * The downloads the link allowed when issued (or last renewed), so a used-up link can say
     * "used 10 times"; grants issued before it was recorded have none.
     */
    downloadLimit: { type: Number, min: 0 },
    expiresAt: { type: Date, required: true },
    /** Set when the purchase was refunded: the link answers 410 from then on. */
    revokedAt: Date,
  },
  { timestamps: true },
);
downloadGrantSchema.index({ order: 1, product: 1 }, { unique: true });

export type DownloadGrantRecord = InferSchemaType<typeof downloadGrantSchema> & {
  _id: mongoose.Types.ObjectId;
};

export const DownloadGrantModel = mongoose.model('DownloadGrant', downloadGrantSchema);

/**
 * Counts one download if the grant still allows it, atomically, so parallel requests can never
 * exceed the limit. Answers the updated grant, or null when it is used up, expired or unknown.
 */
export async function useDownloadGrant(grantId: string, now = new Date()) {
  return DownloadGrantModel.findOneAndUpdate(
    {
      _id: grantId,
      revokedAt: null,
      expiresAt: mongoose.trusted({ $gt: now }),
      downloadsLeft: mongoose.trusted({ $gt: 0 }),
    },
    { $inc: { downloadsLeft: -1 } },
    { returnDocument: 'after' },
  ).lean();
}
