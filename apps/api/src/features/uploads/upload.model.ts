import mongoose, { type InferSchemaType } from 'mongoose';
import { uploadKindSchema } from '@ministry/contracts';

/**
 * A file the owner uploaded, stored under `key` (images: one key per width). A record exists
 * only once every byte is stored, so no half-written file is ever named or served.
 */
const uploadSchema = new mongoose.Schema(
  {
    kind: { type: String, enum: uploadKindSchema.options, required: true },
    /** The type found in the bytes (images: of the stored WebP copies). */
    contentType: { type: String, required: true },
    /** Bytes of the original file. */
    size: { type: Number, required: true, min: 0 },
    /** Storage key of a video, audio or download; images are `imageKey(id, width)`. */
    key: String,
    /** File name extension buyers get (`pdf`, `epub`, `zip`), or audio's (`mp3`, `m4a`, ...). */
    extension: String,
    widths: { type: [Number], default: undefined },
    /** The name it had on the uploader's disk, for the admin only. */
    originalName: { type: String, maxlength: 300 },
    createdBy: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { timestamps: true },
);

export type UploadRecord = InferSchemaType<typeof uploadSchema> & { _id: mongoose.Types.ObjectId };

export const UploadModel = mongoose.model('Upload', uploadSchema);
