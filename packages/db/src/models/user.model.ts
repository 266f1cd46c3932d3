import mongoose, { type InferSchemaType } from 'mongoose';
import { DISPLAY_NAME_MAX_LENGTH, userRoleSchema } from '@ministry/contracts';
import { publicJson } from './json.js';

/**
 * Staff accounts. The api signs them in and manages them; payments reads them to check the api's
 * tokens (`findStaffAccount`), so both see one model and one rule for a token's account.
 */
const userSchema = new mongoose.Schema(
  {
    username: { type: String, required: true, trim: true, maxlength: 50 },
    /** Stored lower-cased, as the contracts' email schema normalises it. */
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    /** bcrypt hash. Left out of every query unless asked for, and out of every JSON answer. */
    passwordHash: { type: String, required: true, select: false },
    role: { type: String, enum: userRoleSchema.options, required: true, default: 'editor' },
    /** What the user's posts are signed with (`displayNameSchema`); unset: "The Ministry". */
    displayName: { type: String, trim: true, maxlength: DISPLAY_NAME_MAX_LENGTH },
    /**
     * The `tv` claim a token must carry to be accepted. Signing out, a password change and a
     * role change bump it, so every token issued before stops working at once.
     */
    tokenVersion: { type: Number, required: true, default: 0, min: 0 },
  },
  { timestamps: true, toJSON: publicJson(['passwordHash']) },
);

/** Changing these ends every session: the hooks below bump `tokenVersion` with them. */
const SESSION_ENDING_FIELDS = ['role', 'passwordHash'];

// On the schema, not in each service, so no future way of changing a role or password can
// forget to end the sessions that were signed in with the old one.
userSchema.pre(['updateOne', 'updateMany', 'findOneAndUpdate'], function () {
  const update = this.getUpdate();
  if (!update || Array.isArray(update)) return;
  const set = { ...update, ...(update.$set as object | undefined) };
  if (!SESSION_ENDING_FIELDS.some((field) => field in set)) return;
  this.setUpdate({
    ...update,
    $inc: { ...(update.$inc as object | undefined), tokenVersion: 1 },
  });
});
userSchema.pre('save', function () {
  if (!this.isNew && SESSION_ENDING_FIELDS.some((field) => this.isModified(field))) {
    this.$inc('tokenVersion', 1);
  }
});
userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ username: 1 }, { unique: true });

export type UserRecord = InferSchemaType<typeof userSchema> & { _id: mongoose.Types.ObjectId };

export const UserModel = mongoose.model('User', userSchema);

/**
 * The account a staff token names, with the token version its tokens must carry; null when it
 * was deleted. Accounts from before token versions have none stored: that is version 0.
 */
export async function findStaffAccount(userId: string) {
  const user = await UserModel.findById(userId, '_id username email role tokenVersion').lean();
  if (!user) return null;
  return {
    id: user._id.toString(),
    username: user.username,
    email: user.email,
    role: user.role,
    tokenVersion: user.tokenVersion ?? 0,
  };
}
