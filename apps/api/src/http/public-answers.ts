import type { Response } from 'express';

/**
 * Public answers (the catalogue, the journal, search, the season's resources) may be stored by
 * browsers and proxies (a CDN) but are revalidated on every use: each carries an ETag and a
 * matching `If-None-Match` gets a 304, so a revalidation costs no body, and an edit or a sale
 * shows on the storefront at once rather than after a max-age. `must-revalidate` forbids a
 * cache to serve it stale when the api cannot be reached.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * Sends a public answer with its cache policy; errors never carry it. The answer cache
 * (answer-cache.ts) keeps those its routes declare and sends them gzip- or brotli-encoded as the
 * client accepts.
 */
export function sendPublicAnswer(res: Response, body: unknown): void {
  res.set('Cache-Control', PUBLIC_CACHE_CONTROL).vary('Accept-Encoding').json(body);
}
