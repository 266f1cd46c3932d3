import type { RequestHandler } from 'express';
import { vouchedVisitorHeaders } from '@ministry/http';
import type { PageLoadContext, Pages } from './pages.js';

/**
 * The gateway's word to the api and payments on whom a request is for (packages/http
 * internal-proxy.ts): the visitor's address as this gateway reads it (`req.ip`, after its own
 * TRUST_PROXY) first in X-Forwarded-For, vouched for by INTERNAL_PROXY_SECRET in X-Internal-Proxy.
 * Whatever the visitor sent under either name is replaced, so neither reaches a service from them.
 *
 * Set on the incoming request's headers, ahead of the proxy, which copies them when it opens its
 * request. Not in the proxy's `proxyReq` hook: that runs when a pooled socket is handed over, and
 * a request that waited for one has already sent its headers. Without a secret (tests), the
 * visitor's X-Internal-Proxy is dropped and nothing is vouched for.
 */
export function forwardVisitor(secret: string | undefined): RequestHandler {
  return (req, _res, next) => {
    delete req.headers['x-internal-proxy'];
    if (secret && req.ip) {
      for (const [name, value] of Object.entries(vouchedVisitorHeaders(req.ip, secret)))
        req.headers[name.toLowerCase()] = value;
    }
    next();
  };
}

/**
 * The page server's calls for a visitor ("email me a link", "open my downloads") carry the same
 * word: each render's load context gets the headers (`visitorHeaders`, read by the web's
 * email-session.server.ts) for the address the gateway read (`clientIp`).
 */
export const withVisitorHeaders =
  (pages: Pages, secret: string | undefined): Pages =>
  (request, context: PageLoadContext) =>
    pages(
      request,
      secret && context.clientIp
        ? { ...context, visitorHeaders: vouchedVisitorHeaders(context.clientIp, secret) }
        : context,
    );
