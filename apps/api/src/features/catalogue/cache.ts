import type { Response } from 'express';

/**
 * Catalogue answers may be cached briefly by browsers and proxies; a stale copy is served while
 * a fresh one is fetched. Express adds an ETag to every JSON answer and turns a matching
 * `If-None-Match` into a 304, so a revalidation costs no body.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

/** Sends a catalogue answer with its cache policy; errors never carry it. */
export function sendCatalogue(res: Response, body: unknown): void {
  res.set('Cache-Control', CATALOGUE_CACHE_CONTROL).json(body);
}
