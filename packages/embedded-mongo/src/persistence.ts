import { deserialize, serialize } from 'bson';
import type { Document } from 'bson';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { IndexSpec, Store } from './store.js';
import { ID_INDEX_NAME } from './store.js';

/**
 * Data file format: a sequence of BSON documents (so no single document hits the 16 MiB limit):
 *   { format: 'embedded-mongo', version: 1, lsn }
 *   then per collection { db, collection, options, indexes, count } followed by `count` documents.
 * `lsn` is the last journal record the file contains (absent in files from before the journal).
 */
const FORMAT = 'embedded-mongo';
const VERSION = 1;

/** Data files and the folder they are created in are private to the user running the server. */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

function* readDocuments(buffer: Buffer): Generator<Document> {
  let offset = 0;
  while (offset < buffer.length) {
    if (offset + 4 > buffer.length) throw new Error('truncated document');
    const size = buffer.readInt32LE(offset);
    if (size < 5 || offset + size > buffer.length)
      throw new Error(`invalid document size at byte ${offset}`);
    yield deserialize(buffer.subarray(offset, offset + size));
    offset += size;
  }
}

/**
 * Loads a data file into the store and returns the last journal record it contains. A missing
 * file is an empty store; a damaged one is an error.
 */
export async function loadStore(file: string, store: Store): Promise<number> {
  let buffer: Buffer;
  try {
    buffer = await readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  try {
    const docs = readDocuments(buffer);
    const header = docs.next();
    if (header.done || header.value.format !== FORMAT || header.value.version !== VERSION) {
      throw new Error('not an embedded-mongo data file');
    }
    for (let next = docs.next(); !next.done; next = docs.next()) {
      const meta = next.value;
      const { collection } = store.ensureCollection(
        String(meta.db),
        String(meta.collection),
        (meta.options as Document) ?? {},
      );
      for (const spec of (meta.indexes as IndexSpec[]) ?? []) {
        if (spec.name !== ID_INDEX_NAME) collection.createIndex(spec);
      }
      const count = Number(meta.count);
      for (let i = 0; i < count; i++) {
        const doc = docs.next();
        if (doc.done) throw new Error(`collection ${collection.ns} is truncated`);
        collection.insert(doc.value);
      }
    }
    return Number(header.value.lsn ?? 0);
  } catch (err) {
    throw new Error(
      `embedded-mongo: cannot load data file ${file}: ${err instanceof Error ? err.message : String(err)}`,
      {
        cause: err,
      },
    );
  }
}

/** The whole store as a data file whose header says it holds every journal record up to `lsn`. */
export function snapshot(store: Store, lsn: number): Buffer {
  const chunks: Uint8Array[] = [serialize({ format: FORMAT, version: VERSION, lsn })];
  for (const collection of store.allCollections()) {
    const docs = collection.documents();
    chunks.push(
      serialize({
        db: collection.db,
        collection: collection.name,
        options: collection.options,
        indexes: collection.listIndexes(),
        count: docs.length,
      }),
    );
    for (const doc of docs) chunks.push(serialize(doc));
  }
  return Buffer.concat(chunks);
}

/** Creates the data folder (0700) when it does not exist yet; an existing folder is left as it is. */
export async function ensureDataDir(file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: DIR_MODE });
}

/**
 * Replaces the data file: the bytes go to a temporary file that is fsynced and renamed over the
 * old one, and the folder is fsynced so the rename itself survives a power cut. A crash leaves
 * either the previous or the new complete file.
 */
export async function writeDataFile(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await ensureDataDir(file);
  const handle = await open(temp, 'w', FILE_MODE);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  const folder = await open(dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
