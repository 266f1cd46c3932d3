import mongoose, { type InferSchemaType } from 'mongoose';

/**
 * An emailed sign-in credential: a link (single use) or the session it was exchanged for. Only a
 * SHA-256 of the random token is stored, so a copy of the database signs nobody in. Each use
 * ("My downloads", a donor's monthly gifts) keeps its tokens in its own collection.
 */
function signInTokenSchema() {
  const schema = new mongoose.Schema(
    {
      kind: { type: String, enum: ['sign-in', 'session'], required: true },
      tokenHash: { type: String, required: true },
      /** The address the link was sent to, lower-cased: what the session may see. */
      email: { type: String, required: true },
      expiresAt: { type: Date, required: true },
      /** A sign-in link's one use. */
      usedAt: Date,
    },
    { timestamps: true, versionKey: false },
  );
  schema.index({ tokenHash: 1 }, { unique: true });
  // MongoDB removes credentials a day after they stopped working.
  schema.index({ expiresAt: 1 }, { expireAfterSeconds: 24 * 60 * 60 });
  return schema;
}

export type SignInTokenRecord = InferSchemaType<ReturnType<typeof signInTokenSchema>>;

/** The collection of one use's sign-in credentials. */
export const signInTokenModel = (name: string) => mongoose.model(name, signInTokenSchema());
export type SignInTokenModel = ReturnType<typeof signInTokenModel>;
