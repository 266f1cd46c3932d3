import { deserialize, serialize } from 'bson';
import type { Document } from 'bson';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { IndexSpec, Store } from './store.js';
import { ID_INDEX_NAME } from './store.js';

/**
 * Data file format: a sequence of BSON documents (so no single document hits the 16 MiB limit):
 *   { format: 'embedded-mongo', version: 1 }
 *   then per collection { db, collection, options, indexes, count } followed by `count` documents.
 */
const FORMAT = 'embedded-mongo';
const VERSION = 1;
const WRITE_DELAY_MS = 500;

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

/** Loads a data file into the store. A missing file is an empty store; a damaged one is an error. */
export async function loadStore(file: string, store: Store): Promise<void> {
  let buffer: Buffer;
  try {
    buffer = await readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
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
  } catch (err) {
    throw new Error(
      `embedded-mongo: cannot load data file ${file}: ${err instanceof Error ? err.message : String(err)}`,
      {
        cause: err,
      },
    );
  }
}

function snapshot(store: Store): Buffer {
  const chunks: Uint8Array[] = [serialize({ format: FORMAT, version: VERSION })];
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

/**
 * Writes the store to its data file at most ~500 ms after a change (the delay is not pushed back
 * by further changes, so a steady stream of writes still gets saved), and once more on close.
 * Each write goes to a temporary file that is fsynced and renamed over the old one, so a crash
 * leaves either the previous or the new complete file.
 */
export class PersistenceWriter {
  private dirty = false;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;

  constructor(
    private readonly file: string,
    private readonly store: Store,
    private readonly log: (line: string) => void,
  ) {}

  markDirty(): void {
    this.dirty = true;
    if (!this.closed && !this.timer && !this.writing) this.schedule();
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush().catch((err: unknown) => {
        this.log(
          `embedded-mongo: could not write ${this.file}: ${err instanceof Error ? err.message : String(err)}`,
        );
      });
    }, WRITE_DELAY_MS);
    this.timer.unref();
  }

  /** Writes pending changes now; resolves when they are on disk. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    // A failed earlier write is retried below (it left `dirty` set), so its error is not rethrown here.
    while (this.writing) await this.writing.catch(() => undefined);
    if (!this.dirty) return;
    this.dirty = false;
    const data = snapshot(this.store);
    this.writing = this.write(data)
      .catch((err: unknown) => {
        this.dirty = true;
        throw err;
      })
      .finally(() => {
        this.writing = undefined;
        if (this.dirty && !this.closed && !this.timer) this.schedule();
      });
    await this.writing;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private async write(data: Buffer): Promise<void> {
    const temp = `${this.file}.${process.pid}.tmp`;
    await mkdir(dirname(this.file), { recursive: true });
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(temp, this.file);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }
}
