import mongoose, { type InferSchemaType } from 'mongoose';
import { userRoleSchema, type PublicUser } from '@ministry/contracts';
import { publicJson } from '@ministry/db';

const userSchema = new mongoose.Schema(
  {
    username: { type: String, required: true, trim: true, maxlength: 50 },
    /** Stored lower-cased, as the contracts' email schema normalises it. */
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    /** bcrypt hash. Left out of every query unless asked for, and out of every JSON answer. */
    passwordHash: { type: String, required: true, select: false },
    role: { type: String, enum: userRoleSchema.options, required: true, default: 'editor' },
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

/** The fields a query needs for `toPublicUser`; never the hash. */
export const PUBLIC_USER_FIELDS = '_id username email role';

/** The public shape of a user from a lean record: lean queries skip toJSON, so map explicitly. */
export function toPublicUser(record: Pick<UserRecord, '_id' | 'username' | 'email' | 'role'>) {
  const user: PublicUser = {
    _id: record._id.toString(),
    username: record.username,
    email: record.email,
    role: record.role,
  };
  return user;
}
