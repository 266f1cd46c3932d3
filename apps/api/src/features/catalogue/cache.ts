import type { Response } from 'express';

/**
 * Catalogue answers may be stored by browsers and proxies but are revalidated on every use:
 * Express adds an ETag to every JSON answer and turns a matching `If-None-Match` into a 304, so
 * a revalidation costs no body, and an edit in the admin shows on the storefront at once.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, no-cache';

/** Sends a catalogue answer with its cache policy; errors never carry it. */
export function sendCatalogue(res: Response, body: unknown): void {
  res.set('Cache-Control', CATALOGUE_CACHE_CONTROL).json(body);
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
 * stored, so that nothing the storefront answers afterwards is stale. Answers are revalidated
 * on every use today; a cache of answers hooks in here to drop what it holds.
 */
export function catalogueChanged(change: CatalogueChangeNotice): void {
  version += 1;
  for (const listener of listeners) listener(change, version);
}
