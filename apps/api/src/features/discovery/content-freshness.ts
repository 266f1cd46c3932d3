// What is built from the database and kept in memory (the search index, the sitemap) stays in
// step with it in two ways: a write that calls `contentChanged()` makes the next request rebuild,
// and every few moments a cheap fingerprint (counts and latest update per collection) is
// compared, which catches writes made elsewhere (another process, a script, the seed).
import type mongoose from 'mongoose';
import { CollectionModel, PearlModel, ProductModel } from '@ministry/db';
import { PostModel } from '../posts/post.model.js';

let changes = 0;

/**
 * The one trigger: call after any write to products, collections, pearls or posts (the
 * catalogue's `catalogueChanged()` is meant to call it), so that search and the sitemap show the
 * change on the next request rather than within the fingerprint's interval.
 */
export function contentChanged(): void {
  changes += 1;
}

// Only the timestamps are read, which every one of these models keeps.
const MODELS = [ProductModel, CollectionModel, PearlModel, PostModel] as unknown as mongoose.Model<{
  updatedAt?: Date;
}>[];

/** Count and latest `updatedAt` of every collection search and the sitemap read. */
export async function contentFingerprint(): Promise<string> {
  const parts = await Promise.all(
    MODELS.map(async (model) => {
      const [count, latest] = await Promise.all([
        model.estimatedDocumentCount(),
        model.findOne({}, 'updatedAt').sort({ updatedAt: -1 }).lean(),
      ]);
      return `${count}@${latest?.updatedAt?.getTime() ?? 0}`;
    }),
  );
  return parts.join(',');
}

export interface FreshOptions<T> {
  load: () => Promise<T>;
  /** How often, at most, the fingerprint is compared. */
  checkEveryMs: number;
  now?: () => number;
  fingerprint?: () => Promise<string>;
}

export interface FreshValue<T> {
  /** The value; only the very first call waits for it to be built. */
  get(): Promise<T>;
}

/**
 * A value built from the database and rebuilt when the content changed. Requests never wait for
 * the check or the rebuild (except the first one, which has nothing to show yet): they are
 * answered from the current value while a fresh one is built, and see it once it is ready.
 */
export function freshValue<T>(options: FreshOptions<T>): FreshValue<T> {
  const { load, checkEveryMs, now = Date.now, fingerprint = contentFingerprint } = options;
  let current: { value: T; fingerprint: string; changes: number } | undefined;
  let first: Promise<T> | undefined;
  let refreshing: Promise<void> | undefined;
  let checkedAt = 0;

  async function build(): Promise<T> {
    const seenChanges = changes;
    // Read before loading: a write during the load then shows as a change next time.
    const print = await fingerprint();
    checkedAt = now();
    if (current && current.changes === seenChanges && current.fingerprint === print) {
      return current.value;
    }
    const value = await load();
    current = { value, fingerprint: print, changes: seenChanges };
    return value;
  }

  const isDue = (known: NonNullable<typeof current>) =>
    known.changes !== changes || now() - checkedAt >= checkEveryMs;

  return {
    get() {
      if (!current) {
        first ??= build().finally(() => {
          first = undefined;
        });
        return first;
      }
      if (!refreshing && isDue(current)) {
        // A failed check keeps the current value; the next due request tries again.
        refreshing = build()
          .then(
            () => undefined,
            () => undefined,
          )
          .finally(() => {
            refreshing = undefined;
          });
      }
      return Promise.resolve(current.value);
    },
  };
}
