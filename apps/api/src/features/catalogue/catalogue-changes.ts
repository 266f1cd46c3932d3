import { onCatalogueWrite } from '@ministry/db';

/** What changed, for whoever listens (search, the sitemap, the feed, the answer cache). */
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

/**
 * What every public catalogue answer follows in this process: a write to any catalogue model
 * (their hooks, whatever code path made it) and the change notice above.
 */
export const catalogueWrites = [onCatalogueWrite, onCatalogueChange] as const;
