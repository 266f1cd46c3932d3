import mongoose from 'mongoose';
import { isDuplicateKey } from '@ministry/db';
import { AppError } from '@ministry/http';
import { LoginCounterModel } from './login-counter.model.js';

/** Wrong passwords a client may try for one email before it has to wait. */
export const FREE_FAILURES_PER_EMAIL = 5;
/** Wrong passwords a client may try across all emails before it has to wait. */
export const FREE_FAILURES_PER_CLIENT = 10;
/** The first wait; each further failure doubles it, up to `MAX_DELAY_MS`. */
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A counter nobody has failed on for this long is forgotten. */
export const FORGET_AFTER_MS = 60 * 60 * 1000;

export interface LoginAttempt {
  email: string;
  /** The client's address (`req.ip`, which honours `trust proxy`). */
  client: string;
}

/** A 429 that says when to come back; the route sends `retryAfterSeconds` as `Retry-After`. */
export class TooManyLoginAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'too_many_requests',
      `Too many failed login attempts. Please wait ${describeWait(retryAfterSeconds)} and try again.`,
    );
  }
}

const describeWait = (seconds: number): string =>
  seconds < 60
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;

/** The wait after the n-th failure past the free ones (n = 1 after the last free failure). */
export const delayAfter = (n: number): number =>
  Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (n - 1));

export interface LoginLimits {
  /** Lets an attempt start, or throws `TooManyLoginAttempts`. Every started attempt must end. */
  start(attempt: LoginAttempt): Promise<void>;
  /** `unknown`: the check itself failed (the database, say); neither a guess nor a success. */
  end(attempt: LoginAttempt, outcome: 'success' | 'failure' | 'unknown'): Promise<void>;
}

/**
 * Failed logins counted per (email, client) and per client, each with growing waits once its
 * free failures are spent. Nothing is counted per email alone: many clients guessing one
 * account never keep its owner out, and a correct password from a client that has not been
 * failing always gets in. A success clears that email's counter for the client (not the
 * client's own, or one valid account would reset guesses at all the others). Attempts still
 * being checked count as failures, so a burst of parallel guesses gets no more than one after
 * another would.
 *
 * Counted in MongoDB (`LoginCounterModel`), so that the limits hold across every api process: a
 * guesser spreading attempts over several processes gets no more tries than against one. Each
 * check-and-count is one atomic update. A database that cannot count refuses the login (a 503
 * through the error middleware) rather than let guesses through uncounted: the login reads the
 * user from the same database, so refusing loses nothing that would have worked.
 */
export function createLoginLimits(clock: () => Date = () => new Date()): LoginLimits {
  const keysOf = ({ email, client }: LoginAttempt) =>
    [
      { key: `pair:${client}:${email}`, free: FREE_FAILURES_PER_EMAIL },
      { key: `client:${client}`, free: FREE_FAILURES_PER_CLIENT },
    ] as const;
  // The TTL index goes by the database's clock, not the (testable) one the limits run on.
  const expiresAt = () => new Date(Date.now() + FORGET_AFTER_MS);

  /** Counts one more attempt on the counter, unless its limit refuses it (then false). */
  async function charge(key: string, free: number, at: Date): Promise<boolean> {
    await LoginCounterModel.deleteOne({
      _id: key,
      inFlight: 0,
      lastFailureAt: mongoose.trusted({ $lt: new Date(at.getTime() - FORGET_AFTER_MS) }),
    });
    for (let tries = 0; tries < 2; tries += 1) {
      const counted = await LoginCounterModel.updateOne(
        {
          _id: key,
          blockedUntil: mongoose.trusted({ $lte: at }),
          // Past the free failures, one guess at a time: wait for the one being checked.
          $or: [{ inFlight: 0 }, { charged: mongoose.trusted({ $lt: free }) }],
        },
        { $inc: { inFlight: 1, charged: 1 }, $set: { expiresAt: expiresAt() } },
      );
      if (counted.matchedCount === 1) return true;
      try {
        await LoginCounterModel.create({
          _id: key,
          failures: 0,
          inFlight: 1,
          charged: 1,
          blockedUntil: new Date(0),
          lastFailureAt: at,
          expiresAt: expiresAt(),
        });
        return true;
      } catch (error) {
        // The counter exists (perhaps a parallel attempt just made it): its limit decides.
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return false;
  }

  const release = (key: string) =>
    LoginCounterModel.updateOne(
      { _id: key, inFlight: mongoose.trusted({ $gt: 0 }) },
      { $inc: { inFlight: -1, charged: -1 } },
    );

  async function refusal(key: string, at: Date): Promise<TooManyLoginAttempts> {
    const counter = await LoginCounterModel.findById(key).lean();
    const blockedMs = (counter?.blockedUntil.getTime() ?? 0) - at.getTime();
    return new TooManyLoginAttempts(blockedMs > 0 ? Math.ceil(blockedMs / 1000) : 1);
  }

  async function fail(key: string, free: number, at: Date): Promise<void> {
    const counter = await LoginCounterModel.findOneAndUpdate(
      { _id: key, inFlight: mongoose.trusted({ $gt: 0 }) },
      { $inc: { failures: 1, inFlight: -1 }, $set: { lastFailureAt: at, expiresAt: expiresAt() } },
      { returnDocument: 'after' },
    ).lean();
    // No counter: a right password from this client cleared it meanwhile.
    if (!counter || counter.failures < free) return;
    const blockedUntil = new Date(at.getTime() + delayAfter(counter.failures - free + 1));
    // Never shortens a wait a parallel failure has already set.
    await LoginCounterModel.updateOne(
      { _id: key, blockedUntil: mongoose.trusted({ $lt: blockedUntil }) },
      { $set: { blockedUntil } },
    );
  }

  return {
    async start(attempt) {
      const at = clock();
      const charged: string[] = [];
      try {
        for (const { key, free } of keysOf(attempt)) {
          if (!(await charge(key, free, at))) throw await refusal(key, at);
          charged.push(key);
        }
      } catch (error) {
        // The attempt does not start: what it counted so far is given back.
        await Promise.all(charged.map(release));
        throw error;
      }
    },

    async end(attempt, outcome) {
      const at = clock();
      await Promise.all(
        keysOf(attempt).map(async ({ key, free }) => {
          if (outcome === 'failure') return fail(key, free, at);
          if (outcome === 'success' && key.startsWith('pair:')) {
            return LoginCounterModel.deleteOne({ _id: key });
          }
          return release(key);
        }),
      );
    },
  };
}
