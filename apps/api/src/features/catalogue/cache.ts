import type { Response } from 'express';

/**
 * Catalogue answers may be stored by browsers and proxies (a CDN) but are revalidated on every
 * use: each carries an ETag and a matching `If-None-Match` gets a 304, so a revalidation costs
 * no body, and an edit or a sale shows on the storefront at once rather than after a max-age.
 * `must-revalidate` forbids a cache to serve it stale when the api cannot be reached.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * Sends a catalogue answer with its cache policy; errors never carry it. The answer cache
 * (answer-cache.ts) keeps it and sends it gzip- or brotli-encoded as the client accepts.
 */
export function sendCatalogue(res: Response, body: unknown): void {
  res.set('Cache-Control', CATALOGUE_CACHE_CONTROL).vary('Accept-Encoding').json(body);
}

/** What changed, for whoever listens (a cache, a cross-process version stamp). */
export interface CatalogueChangeNotice {
  entity: 'product' | 'collection' | 'pearl';
  id: string;
}

type Listener = (change: CatalogueChangeNotice, version: number) => void;

const listeners = new Set<Listener>();
let version = 0;

/** Increases with every catalogue write in this process. */
export const catalogueVersion = (): number => version;

/** Calls `listener` after every catalogue write; answers a function that stops it. */
export function onCatalogueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The one function every catalogue write (products, collections, pearls) calls once it is
 * stored, so that search, the sitemap and the feed follow at once. The answer cache drops its
 * answers here too, and on every model write (packages/db's `catalogueWrites`) in any process.
 */
export function catalogueChanged(change: CatalogueChangeNotice): void {
  version += 1;
  for (const listener of listeners) listener(change, version);
}
