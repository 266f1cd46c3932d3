import mongoose from 'mongoose';

/**
 * A recording attached to a product or a post: its upload's facts, copied when the editor names
 * the upload (an upload never changes), so that a read needs no second query.
 */
export const audioAttachmentSchema = new mongoose.Schema(
  {
    upload: { type: mongoose.Schema.Types.ObjectId, ref: 'Upload', required: true },
    url: { type: String, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true, min: 0 },
  },
  { _id: false },
);
