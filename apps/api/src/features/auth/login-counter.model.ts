import mongoose from 'mongoose';

/**
 * One failed-login counter (`_id`: `pair:<client>:<email>` or `client:<client>`), shared by every
 * api process so that the login limits hold across them. `charged` is `failures + inFlight`, kept
 * as a field of its own so that "may one more attempt start?" is a plain filter, checked and
 * counted in one atomic update.
 */
const loginCounterSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    failures: { type: Number, required: true },
    inFlight: { type: Number, required: true },
    charged: { type: Number, required: true },
    blockedUntil: { type: Date, required: true },
    lastFailureAt: { type: Date, required: true },
    /** When the database may drop the counter (a TTL index, on the database's own clock). */
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
loginCounterSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const LoginCounterModel = mongoose.model('LoginCounter', loginCounterSchema);
