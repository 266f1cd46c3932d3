import type { Request, RequestHandler } from 'express';
import { rateLimited, type RateLimitOptions } from '@ministry/http';

export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_ATTEMPTS_PER_WINDOW = 10;

const emailOf = (req: Request): string | undefined => {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
  return typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
};

/**
 * Failed logins counted per client address and per email, so neither one machine trying many
 * accounts nor many machines trying one account get more than a few guesses. Successful logins
 * do not count. Each call makes fresh counters (one set per app).
 */
export function loginLimits(): RequestHandler[] {
  const shared = {
    windowMs: LOGIN_WINDOW_MINUTES * 60 * 1000,
    limit: LOGIN_ATTEMPTS_PER_WINDOW,
    skipSuccessfulRequests: true,
    message: `Too many login attempts. Please wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`,
  } satisfies RateLimitOptions;

  return [
    rateLimited({ ...shared, identifier: 'login-address' }),
    rateLimited({
      ...shared,
      identifier: 'login-email',
      skip: (req) => emailOf(req) === undefined,
      keyGenerator: (req) => `email:${emailOf(req)}`,
    }),
  ];
}
