import mongoose, { type InferSchemaType } from 'mongoose';

/**
 * A "My downloads" credential: an emailed sign-in link (single use) or the session it was
 * exchanged for. Only a SHA-256 of the random token is stored, so a copy of the database opens
 * nobody's library.
 */
const libraryTokenSchema = new mongoose.Schema(
  {
    kind: { type: String, enum: ['sign-in', 'session'], required: true },
    tokenHash: { type: String, required: true },
    /** The buyer's address, lower-cased: the library is every paid order sent to it. */
    email: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    /** A sign-in link's one use. */
    usedAt: Date,
  },
  { timestamps: true, versionKey: false },
);
libraryTokenSchema.index({ tokenHash: 1 }, { unique: true });
// MongoDB removes credentials a day after they stopped working.
libraryTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 24 * 60 * 60 });

export type LibraryTokenRecord = InferSchemaType<typeof libraryTokenSchema>;

export const LibraryTokenModel = mongoose.model('LibraryToken', libraryTokenSchema);
