import { AppError } from '@ministry/http';

/** Wrong passwords a client may try for one email before it has to wait. */
export const FREE_FAILURES_PER_EMAIL = 5;
/** Wrong passwords a client may try across all emails before it has to wait. */
export const FREE_FAILURES_PER_CLIENT = 10;
/** The first wait; each further failure doubles it, up to `MAX_DELAY_MS`. */
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A counter nobody has failed on for this long is forgotten. */
export const FORGET_AFTER_MS = 60 * 60 * 1000;
/** Above this many counters, forgotten ones are swept out on the next attempt. */
const SWEEP_ABOVE = 10_000;

interface Counter {
  failures: number;
  /** Attempts whose password is being checked right now; they count as failures until known. */
  inFlight: number;
  blockedUntil: number;
  lastFailureAt: number;
}

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
  start(attempt: LoginAttempt): void;
  /** `unknown`: the check itself failed (the database, say); neither a guess nor a success. */
  end(attempt: LoginAttempt, outcome: 'success' | 'failure' | 'unknown'): void;
}

/**
 * Failed logins counted per (email, client) and per client, each with growing waits once its
 * free failures are spent. Nothing is counted per email alone: many clients guessing one
 * account never keep its owner out, and a correct password from a client that has not been
 * failing always gets in. A success clears that email's counter for the client (not the
 * client's own, or one valid account would reset guesses at all the others). Attempts still
 * being checked count as failures, so a burst of parallel guesses gets no more than one after
 * another would. Kept in memory, per api process.
 */
export function createLoginLimits(clock: () => Date = () => new Date()): LoginLimits {
  const now = () => clock().getTime();
  const counters = new Map<string, Counter>();
  const keysOf = ({ email, client }: LoginAttempt) =>
    [
      { key: `pair:${client}:${email}`, free: FREE_FAILURES_PER_EMAIL },
      { key: `client:${client}`, free: FREE_FAILURES_PER_CLIENT },
    ] as const;

  const forgotten = (counter: Counter, at: number) =>
    counter.inFlight === 0 && at - counter.lastFailureAt > FORGET_AFTER_MS;

  function counterFor(key: string, at: number): Counter {
    const counter = counters.get(key);
    if (counter && !forgotten(counter, at)) return counter;
    const fresh = { failures: 0, inFlight: 0, blockedUntil: 0, lastFailureAt: at };
    counters.set(key, fresh);
    return fresh;
  }

  function sweep(at: number): void {
    if (counters.size <= SWEEP_ABOVE) return;
    for (const [key, counter] of counters) if (forgotten(counter, at)) counters.delete(key);
  }

  return {
    start(attempt) {
      const at = now();
      sweep(at);
      const checks = keysOf(attempt).map(({ key, free }) => ({
        free,
        counter: counterFor(key, at),
      }));
      for (const { free, counter } of checks) {
        if (at < counter.blockedUntil) {
          throw new TooManyLoginAttempts(Math.ceil((counter.blockedUntil - at) / 1000));
        }
        // Past the free failures, one guess at a time: wait for the one being checked.
        if (counter.inFlight > 0 && counter.failures + counter.inFlight >= free) {
          throw new TooManyLoginAttempts(1);
        }
      }
      for (const { counter } of checks) counter.inFlight += 1;
    },

    end(attempt, outcome) {
      const at = now();
      for (const { key, free } of keysOf(attempt)) {
        const counter = counterFor(key, at);
        counter.inFlight = Math.max(0, counter.inFlight - 1);
        if (outcome === 'unknown') continue;
        if (outcome === 'success') {
          if (key.startsWith('pair:')) counters.delete(key);
          continue;
        }
        counter.failures += 1;
        counter.lastFailureAt = at;
        if (counter.failures >= free) {
          counter.blockedUntil = at + delayAfter(counter.failures - free + 1);
        }
      }
    },
  };
}
