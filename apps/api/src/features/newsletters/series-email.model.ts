import mongoose, { type InferSchemaType } from 'mongoose';

/** The text of one day of a seasonal series (contract `seriesEmailSchema`). */
const seriesEmailSchema = new mongoose.Schema(
  {
    list: { type: String, required: true },
    day: { type: Number, required: true, min: 1 },
    subject: { type: String, required: true, trim: true, maxlength: 200 },
    /** Markdown. */
    body: { type: String, required: true, maxlength: 20_000 },
  },
  { timestamps: true },
);
seriesEmailSchema.index({ list: 1, day: 1 }, { unique: true });

export type SeriesEmailRecord = InferSchemaType<typeof seriesEmailSchema> & {
  _id: mongoose.Types.ObjectId;
  updatedAt: Date;
};
export const SeriesEmailModel = mongoose.model('SeriesEmail', seriesEmailSchema);
