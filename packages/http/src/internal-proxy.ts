import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { RequestHandler } from 'express';

/**
 * How the site's own front end (the gateway's proxy, and the page server inside the gateway)
 * tells the api and payments whom a request is for: the visitor's address first in
 * `X-Forwarded-For`, vouched for by INTERNAL_PROXY_SECRET in `X-Internal-Proxy`. Every rate
 * limit then counts that visitor, whichever of the two made the call. An address is something any
 * program on the machine can take (all of 127.0.0.0/8 is anyone's to bind); the secret is not.
 */
export const INTERNAL_PROXY_HEADER = 'X-Internal-Proxy';

/** The headers that carry a visitor's address to the api or payments, vouched for. */
export const vouchedVisitorHeaders = (visitorAddress: string, secret: string) => ({
  'X-Forwarded-For': visitorAddress,
  [INTERNAL_PROXY_HEADER]: secret,
});

const digestOf = (value: string) => createHash('sha256').update(value).digest();

/**
 * First in the chain: a request carrying the secret is taken to be for the address its
 * `X-Forwarded-For` names first (the one the gateway or page server wrote; anything after it was
 * appended on the way), which becomes `req.ip` for every limit downstream. Without the secret, or
 * with a wrong one, nothing changes: `req.ip` is what Express's `trust proxy` (TRUST_PROXY) makes
 * of the connection, so a local program calling the service directly is counted by its own
 * address, whatever it claims. The secret is compared in constant time (as digests, so that its
 * length is not told either) and never passes further: not to a handler, not to a log line.
 */
export function internalProxyClient(secret: string): RequestHandler {
  const expected = digestOf(secret);
  return (req, _res, next) => {
    const presented = req.headers['x-internal-proxy'];
    if (presented === undefined) return next();
    delete req.headers['x-internal-proxy'];
    if (typeof presented !== 'string' || !timingSafeEqual(digestOf(presented), expected)) {
      return next();
    }
    const forwarded = req.headers['x-forwarded-for'];
    const visitor = (typeof forwarded === 'string' ? forwarded : '').split(',')[0]?.trim() ?? '';
    if (isIP(visitor)) {
      Object.defineProperty(req, 'ip', { value: visitor, configurable: true, enumerable: true });
      // Read: the address is req.ip now. Left in place, it would also make express-rate-limit
      // warn that X-Forwarded-For arrived at a service that trusts no proxy (TRUST_PROXY=false).
      delete req.headers['x-forwarded-for'];
    }
    next();
  };
}
