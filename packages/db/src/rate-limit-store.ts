import mongoose from 'mongoose';
import { isDuplicateKey } from './queries.js';

/**
 * An express-rate-limit store in MongoDB, so that a limit holds across every api and payments
 * process rather than per process. Written here rather than taken from `rate-limit-mongo`: that
 * package (2.3.2) brings the mongodb 3.x driver and a connection of its own beside ours, where
 * this is a few atomic updates on the connection every model already uses.
 *
 * One document per limiter and client: `{ _id: '<prefix>:<key>', hits, resetAt }`. A TTL index
 * removes a window once it is over; until the TTL monitor runs (every minute) an expired window
 * is replaced at the next hit.
 */
const rateLimitHitSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    hits: { type: Number, required: true },
    resetAt: { type: Date, required: true },
  },
  { versionKey: false },
);
rateLimitHitSchema.index({ resetAt: 1 }, { expireAfterSeconds: 0 });

export const RateLimitHitModel = mongoose.model('RateLimitHit', rateLimitHitSchema);

interface ClientRateLimitInfo {
  totalHits: number;
  resetTime: Date | undefined;
}

/** express-rate-limit's `Store`, structurally (this package does not depend on it). */
export class MongoRateLimitStore {
  /** Counts are shared by every process: express-rate-limit may not treat them as local. */
  readonly localKeys = false;
  private windowMs = 60_000;

  /** `prefix` names the limiter: two limiters on the same client keep apart counts. */
  constructor(readonly prefix: string) {}

  init(options: { windowMs: number }): void {
    this.windowMs = options.windowMs;
  }

  private id(key: string): string {
    return `${this.prefix}:${key}`;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const hit = await RateLimitHitModel.findById(this.id(key)).lean();
    if (!hit || hit.resetAt.getTime() <= Date.now()) return undefined;
    return { totalHits: hit.hits, resetTime: hit.resetAt };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const _id = this.id(key);
    const now = new Date();
    // A window that is over starts again; deleting it first keeps the count below atomic.
    await RateLimitHitModel.deleteOne({ _id, resetAt: mongoose.trusted({ $lte: now }) });
    const count = () =>
      RateLimitHitModel.findOneAndUpdate(
        { _id },
        { $inc: { hits: 1 }, $setOnInsert: { resetAt: new Date(now.getTime() + this.windowMs) } },
        { upsert: true, returnDocument: 'after' },
      ).lean();
    let hit;
    try {
      hit = await count();
    } catch (error) {
      // Two first hits at once: one inserted the window, the other counts in it.
      if (!isDuplicateKey(error)) throw error;
      hit = await count();
    }
    if (!hit) throw new Error('the rate-limit counter could not be written');
    return { totalHits: hit.hits, resetTime: hit.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await RateLimitHitModel.updateOne(
      { _id: this.id(key), hits: mongoose.trusted({ $gt: 0 }) },
      { $inc: { hits: -1 } },
    );
  }

  async resetKey(key: string): Promise<void> {
    await RateLimitHitModel.deleteOne({ _id: this.id(key) });
  }
}
