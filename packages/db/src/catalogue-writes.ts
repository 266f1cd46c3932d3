import type mongoose from 'mongoose';
import { bumpCatalogueVersion } from './catalogue-version.js';

/**
 * Every write to a model whose documents the catalogue's public answers show (products and their
 * stock, collections, pearls, posts, categories) tells this process at once and bumps the shared
 * version stamp, whichever app or code path made it: the hooks sit on the models, so a new write
 * path cannot forget them. Writes straight to the driver's collection (`Model.collection`) skip
 * them; only start-up backfills do that.
 */

type WriteListener = (modelName: string) => void;

const listeners = new Set<WriteListener>();

/** Calls `listener` in this process after every catalogue write; answers an unsubscribe. */
export function onCatalogueWrite(listener: WriteListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Retries a bump that failed (the database went away), so that no cache stays stale for good. */
const BUMP_RETRY_MS = 1_000;
let retry: NodeJS.Timeout | undefined;

async function bumpOrRetry(): Promise<void> {
  try {
    await bumpCatalogueVersion();
  } catch {
    // The write itself is stored and acknowledged; only the stamp is late. One retry loop at a
    // time covers every failed bump, since one bump invalidates everything.
    retry ??= setTimeout(() => {
      retry = undefined;
      void bumpOrRetry();
    }, BUMP_RETRY_MS).unref();
  }
}

/**
 * Tells this process's listeners of a write the hooks cannot see (tests emptying collections
 * through the driver). It bumps nothing: such a write has no other process to tell.
 */
export function announceCatalogueWrite(source: string): void {
  for (const listener of listeners) listener(source);
}

async function catalogueWritten(modelName: string): Promise<void> {
  announceCatalogueWrite(modelName);
  await bumpOrRetry();
}

interface WriteResult {
  modifiedCount?: number;
  upsertedCount?: number;
  deletedCount?: number;
}

/** Whether an update or delete result says it changed a document. */
const changedSomething = (result: unknown): boolean => {
  if (result === null || result === undefined) return false;
  const counts = result as WriteResult;
  if ('modifiedCount' in counts || 'deletedCount' in counts) {
    return (
      (counts.modifiedCount ?? 0) + (counts.upsertedCount ?? 0) + (counts.deletedCount ?? 0) > 0
    );
  }
  // `findOneAnd*` answer the document (or null when nothing matched).
  return true;
};

const QUERY_WRITES = [
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'deleteOne',
  'deleteMany',
] as const;

/**
 * The mongoose plugin: `schema.plugin(catalogueWrites)` before the model is compiled. The hook
 * resolves after the bump, so a write acknowledged to a client is already visible to every
 * process's next poll.
 */
export function catalogueWrites(schema: mongoose.Schema): void {
  schema.post('save', async function () {
    await catalogueWritten((this.constructor as mongoose.Model<unknown>).modelName);
  });
  schema.post('insertMany', async function (this: mongoose.Model<unknown>) {
    await catalogueWritten(this.modelName);
  });
  schema.post('bulkWrite', async function (this: mongoose.Model<unknown>) {
    await catalogueWritten(this.modelName);
  });
  schema.post(
    'deleteOne',
    { document: true, query: false },
    async function (this: mongoose.Document) {
      await catalogueWritten((this.constructor as mongoose.Model<unknown>).modelName);
    },
  );
  schema.post(
    [...QUERY_WRITES],
    { document: false, query: true },
    async function (this: mongoose.Query<unknown, unknown>, result: unknown) {
      if (changedSomething(result)) await catalogueWritten(this.model.modelName);
    },
  );
}
