import type { RequestHandler } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import { isDatabaseUnavailable } from './database-errors.js';
import { AppError } from './errors.js';

export type RateLimitOptions = Partial<Omit<Options, 'handler' | 'message'>> & {
  windowMs: number;
  limit: number;
  /** What the client is told when over the limit (a 429 through the error middleware). */
  message: string;
};

/**
 * express-rate-limit with standard headers, answering a JSON 429 like every other error.
 *
 * `passOnStoreError` lets a request through when its store cannot count it, except when the
 * database does not answer at all: the request needs it too, so it gets the 503 every outage
 * gets at once, rather than after a second wait for the database (a hung database holds each
 * query for its timeout).
 */
export function rateLimited({
  message,
  passOnStoreError = false,
  ...options
}: RateLimitOptions): RequestHandler {
  const limiter = rateLimit({
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...options,
    passOnStoreError: false,
    handler: (_req, _res, next) => next(new AppError(429, 'too_many_requests', message)),
  });
  if (!passOnStoreError) return limiter;
  return (req, res, next) =>
    limiter(req, res, (error?: unknown) => {
      // Through, over the limit (the handler's 429), or a database that does not answer.
      if (error === undefined || error instanceof AppError || isDatabaseUnavailable(error)) {
        return next(error);
      }
      console.error(error, 'rate limit: the store could not count; request let through');
      next();
    });
}
