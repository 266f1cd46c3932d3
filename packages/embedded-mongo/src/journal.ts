import { deserialize, serialize } from 'bson';
import type { Document } from 'bson';
import { open, readFile, truncate } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { ensureDataDir, FILE_MODE, loadStore, snapshot, writeDataFile } from './persistence.js';
import type { Store, StoreChange } from './store.js';
import type { Doc } from './values.js';

/*
 * Write-ahead journal beside the data file (`<data file>.journal`). Every change to the store is
 * appended as one record and fsynced before the server answers the command that made it, so an
 * acknowledged write survives a crash of the process or the machine. From time to time, and on
 * stop, the whole store is written to the data file (compaction) and the journal starts over.
 *
 * A record is a CRC-32 of the BSON document that follows, then that document:
 *   { lsn, op, db, collection, ... }   (see StoreChange)
 * Start-up loads the data file, then replays the records whose `lsn` is above the one the data
 * file holds. A record cut short by a crash (or one whose checksum fails) ends the journal.
 */

/** The journal is compacted once it is this large and larger than the data file. */
const COMPACT_MIN_BYTES = 1024 * 1024;
const CRC_BYTES = 4;

interface PendingRecord {
  lsn: number;
  bytes: Buffer;
}

interface Waiter {
  lsn: number;
  resolve: () => void;
  reject: (err: Error) => void;
}

export function journalFileFor(dataFile: string): string {
  return `${dataFile}.journal`;
}

function encodeRecord(record: Document): Buffer {
  const body = serialize(record);
  const frame = Buffer.allocUnsafe(CRC_BYTES + body.length);
  frame.writeUInt32LE(crc32(body), 0);
  frame.set(body, CRC_BYTES);
  return frame;
}

/** The complete records of a journal, and where the first incomplete or damaged one starts. */
function readRecords(buffer: Buffer): { records: Document[]; validBytes: number } {
  const records: Document[] = [];
  let offset = 0;
  while (offset + CRC_BYTES + 5 <= buffer.length) {
    const size = buffer.readInt32LE(offset + CRC_BYTES);
    const end = offset + CRC_BYTES + size;
    if (size < 5 || end > buffer.length) break;
    const body = buffer.subarray(offset + CRC_BYTES, end);
    if (crc32(body) !== buffer.readUInt32LE(offset)) break;
    records.push(deserialize(body));
    offset = end;
  }
  return { records, validBytes: offset };
}

function collectionFor(store: Store, record: Document) {
  return store.ensureCollection(String(record.db), String(record.collection)).collection;
}

function storedDocument(store: Store, record: Document, id: unknown): Doc {
  const collection = collectionFor(store, record);
  const current = collection.getById(id);
  if (!current) throw new Error(`record ${record.lsn}: no document to change in ${collection.ns}`);
  return current;
}

/** Repeats one recorded change on the store. */
function applyRecord(store: Store, record: Document): void {
  const change = record as StoreChange;
  switch (change.op) {
    case 'createCollection':
      store.ensureCollection(change.db, change.collection, change.options);
      return;
    case 'dropCollection':
      store.dropCollection(change.db, change.collection);
      return;
    case 'renameCollection':
      store.renameCollection(change.db, change.collection, change.db, change.to);
      return;
    case 'dropDatabase':
      store.dropDatabase(change.db);
      return;
    case 'insert':
      collectionFor(store, record).insert(change.doc);
      return;
    case 'replace':
      collectionFor(store, record).replace(
        storedDocument(store, record, change.doc._id),
        change.doc,
      );
      return;
    case 'remove':
      collectionFor(store, record).remove(storedDocument(store, record, change.id));
      return;
    case 'clear':
      collectionFor(store, record).clear();
      return;
    case 'createIndex':
      collectionFor(store, record).createIndex(change.spec);
      return;
    case 'dropIndex':
      collectionFor(store, record).dropIndex(change.name);
      return;
    case 'setOptions':
      collectionFor(store, record).setOptions(change.options);
      return;
    default:
      throw new Error(`record ${record.lsn}: unknown operation ${String(record.op)}`);
  }
}

/**
 * Loads the data file and the journal into the store, then keeps both: `append` each change as
 * it happens, await `durable()` before acknowledging it, `close()` on stop.
 */
export class Journal {
  private pending: PendingRecord[] = [];
  private waiters: Waiter[] = [];
  private running: Promise<void> | undefined;
  private compactRequested = false;
  /** Bytes of complete records in the journal file. */
  private size = 0;

  private constructor(
    private readonly dataFile: string,
    private readonly store: Store,
    private readonly log: (line: string) => void,
    private readonly handle: FileHandle,
    private lastLsn: number,
    private durableLsn: number,
    private dataFileBytes: number,
  ) {}

  static async open(dataFile: string, store: Store, log: (line: string) => void): Promise<Journal> {
    const journalFile = journalFileFor(dataFile);
    await ensureDataDir(dataFile);
    let lsn = await loadStore(dataFile, store);
    let journal: Buffer;
    try {
      journal = await readFile(journalFile);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      journal = Buffer.alloc(0);
    }
    const { records, validBytes } = readRecords(journal);
    if (validBytes < journal.length) {
      log(
        `embedded-mongo: ignoring ${journal.length - validBytes} bytes of an incomplete record at the end of ${journalFile}`,
      );
    }
    try {
      for (const record of records) {
        const recordLsn = Number(record.lsn);
        // Records up to the data file's lsn were already in it when a compaction was cut short.
        if (recordLsn <= lsn) continue;
        applyRecord(store, record);
        lsn = recordLsn;
      }
    } catch (err) {
      throw new Error(
        `embedded-mongo: cannot replay ${journalFile}: ${err instanceof Error ? err.message : String(err)}`,
        { cause: err },
      );
    }
    // Fold what was replayed into the data file, so the journal (and any torn tail) can go.
    let dataFileBytes = 0;
    if (journal.length > 0) {
      const data = snapshot(store, lsn);
      await writeDataFile(dataFile, data);
      await truncate(journalFile, 0);
      dataFileBytes = data.length;
    }
    // O_APPEND: every write lands at the end, also after the file is truncated by a compaction.
    const handle = await open(journalFile, 'a', FILE_MODE);
    return new Journal(dataFile, store, log, handle, lsn, lsn, dataFileBytes);
  }

  /** Records a change the store has just made; it is written with the next batch. */
  append(change: StoreChange): void {
    this.lastLsn += 1;
    this.pending.push({ lsn: this.lastLsn, bytes: encodeRecord({ lsn: this.lastLsn, ...change }) });
    this.kick();
  }

  /**
   * Resolves once every change made so far is on disk; undefined when that is already so, so a
   * read costs nothing. Rejects when the journal cannot be written.
   */
  durable(): Promise<void> | undefined {
    if (this.durableLsn >= this.lastLsn) return undefined;
    const lsn = this.lastLsn;
    const done = new Promise<void>((resolve, reject) => {
      this.waiters.push({ lsn, resolve, reject });
    });
    this.kick();
    return done;
  }

  /** Writes what is pending, compacts into the data file and closes the journal. */
  async close(): Promise<void> {
    this.compactRequested = true;
    this.kick();
    while (this.running) await this.running;
    if (this.pending.length > 0) await this.writePending();
    await this.handle.close();
  }

  private kick(): void {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
  }

  /** One writer at a time; changes made while it writes go out together in the next batch. */
  private async run(): Promise<void> {
    // Let the command that made the first change finish, so all its changes share one fsync.
    await Promise.resolve();
    while (this.pending.length > 0 || this.compactRequested) {
      if (this.compactRequested) {
        this.compactRequested = false;
        await this.compact().catch((err: unknown) => this.warn('could not compact', err));
        continue;
      }
      try {
        await this.writePending();
      } catch (err) {
        this.warn('could not write the journal', err);
        const failed = this.waiters;
        this.waiters = [];
        for (const waiter of failed)
          waiter.reject(new Error('embedded-mongo: the journal could not be written'));
        return;
      }
    }
  }

  private async writePending(): Promise<void> {
    const batch = this.pending.splice(0);
    const bytes = Buffer.concat(batch.map((record) => record.bytes));
    try {
      await this.handle.write(bytes);
      await this.handle.datasync();
    } catch (err) {
      // Drop a partly written batch so a retry does not land after a broken record.
      await this.handle.truncate(this.size).catch(() => undefined);
      this.pending.unshift(...batch);
      throw err;
    }
    this.size += bytes.length;
    this.markDurable(batch[batch.length - 1]!.lsn);
    if (this.size >= Math.max(COMPACT_MIN_BYTES, this.dataFileBytes)) this.compactRequested = true;
  }

  /**
   * Writes the whole store to the data file, then empties the journal. Records that are still
   * pending are in the data file too; changes made meanwhile stay pending for the new journal.
   */
  private async compact(): Promise<void> {
    const lsn = this.lastLsn;
    const data = snapshot(this.store, lsn);
    await writeDataFile(this.dataFile, data);
    this.dataFileBytes = data.length;
    // Should this fail, the journal's records up to `lsn` are skipped on replay.
    await this.handle.truncate(0);
    await this.handle.sync();
    this.size = 0;
    this.pending = this.pending.filter((record) => record.lsn > lsn);
    this.markDurable(lsn);
  }

  private markDurable(lsn: number): void {
    this.durableLsn = Math.max(this.durableLsn, lsn);
    const ready = this.waiters.filter((waiter) => waiter.lsn <= this.durableLsn);
    this.waiters = this.waiters.filter((waiter) => waiter.lsn > this.durableLsn);
    for (const waiter of ready) waiter.resolve();
  }

  private warn(what: string, err: unknown): void {
    this.log(
      `embedded-mongo: ${what} (${this.dataFile}): ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}
