import mongoose from 'mongoose';

/**
 * One number in the database that grows with every write that changes what the catalogue's
 * public answers show (products, collections, pearls, posts, stock). Every process that caches
 * such answers watches it and drops its cache when it moves, so an edit or a sale made through
 * any process is visible through all of them within the polling interval.
 */
const CATALOGUE_VERSION_ID = 'catalogue';

const catalogueVersionSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
  },
  { versionKey: false },
);

export const CatalogueVersionModel = mongoose.model('CatalogueVersion', catalogueVersionSchema);

/** Bumps the stamp (creating it the first time) and answers the new version. */
export async function bumpCatalogueVersion(): Promise<number> {
  const stamp = await CatalogueVersionModel.findOneAndUpdate(
    { _id: CATALOGUE_VERSION_ID },
    { $inc: { version: 1 } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  return stamp?.version ?? 0;
}

/** Reads the stamp; 0 before the first bump. */
export async function readCatalogueVersion(): Promise<number> {
  const stamp = await CatalogueVersionModel.findById(CATALOGUE_VERSION_ID).lean();
  return stamp?.version ?? 0;
}

export interface CatalogueVersionWatcher {
  /** The last version read (0 until the first read answers). */
  current(): number;
  /** Calls `listener` whenever the version read differs from the last; answers an unsubscribe. */
  onChange(listener: (version: number) => void): () => void;
  close(): void;
}

/**
 * Polls the stamp on the default mongoose connection every `intervalMs`. A poll costs one
 * indexed read by `_id`, so 10 a second per process is nothing next to the answers it saves.
 * On a MongoDB replica set a change stream on the collection could replace the polling; the
 * embedded test server and a standalone mongod have none, so polling is what works everywhere.
 * Any difference counts as a change, not only an increase: a restored backup or an emptied test
 * database may move the number back.
 */
export function watchCatalogueVersion({
  intervalMs = 100,
}: { intervalMs?: number } = {}): CatalogueVersionWatcher {
  const listeners = new Set<(version: number) => void>();
  let version = 0;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const poll = async () => {
    // While disconnected a read would wait in mongoose's buffer; skip the round instead.
    if (mongoose.connection.readyState === mongoose.ConnectionStates.connected) {
      try {
        const read = await readCatalogueVersion();
        if (!closed && read !== version) {
          version = read;
          for (const listener of listeners) listener(read);
        }
      } catch {
        // A failed read keeps the last version; the next round tries again.
      }
    }
    // A chain of timeouts, not an interval, so a slow read never overlaps the next one.
    if (!closed) timer = setTimeout(() => void poll(), intervalMs).unref();
  };
  void poll();

  return {
    current: () => version,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      clearTimeout(timer);
      listeners.clear();
    },
  };
}
