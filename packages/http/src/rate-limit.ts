import type { RequestHandler } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import { AppError } from './errors.js';

export type RateLimitOptions = Partial<Omit<Options, 'handler' | 'message'>> & {
  windowMs: number;
  limit: number;
  /** What the client is told when over the limit (a 429 through the error middleware). */
  message: string;
};

/** express-rate-limit with standard headers, answering a JSON 429 like every other error. */
export function rateLimited({ message, ...options }: RateLimitOptions): RequestHandler {
  return rateLimit({
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...options,
    handler: (_req, _res, next) => next(new AppError(429, 'too_many_requests', message)),
  });
}
