import { calculateObjectSize, Long } from 'bson';
import type { Document } from 'bson';
import { MongoCommandError } from './errors.js';
import type { Doc } from './values.js';

/** MongoDB's default size of a first batch. */
export const DEFAULT_FIRST_BATCH_SIZE = 101;
/** Keeps a reply below the 16 MiB BSON limit whatever the batch size says. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 16 * 1024;
const CURSOR_IDLE_TIMEOUT_MS = 10 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 1000;

interface OpenCursor {
  id: Long;
  ns: string;
  docs: Doc[];
  position: number;
  lastUsed: number;
}

/** Cursor reply as drivers expect it: `{ cursor: { id, ns, firstBatch|nextBatch } }`. */
export function cursorReply(
  id: Long,
  ns: string,
  batchField: 'firstBatch' | 'nextBatch',
  batch: Doc[],
): Document {
  return { cursor: { [batchField]: batch, id, ns }, ok: 1 };
}

/**
 * Results are computed eagerly and kept here for `getMore`. Idle cursors are dropped after ten
 * minutes, like MongoDB does, by a timer that does not keep the process alive.
 */
export class CursorManager {
  private readonly cursors = new Map<string, OpenCursor>();
  private nextId = BigInt(Math.floor(Math.random() * 1_000_000)) * 1_000_000n + 1n;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly idleTimeoutMs = CURSOR_IDLE_TIMEOUT_MS) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(SWEEP_INTERVAL_MS, idleTimeoutMs));
    this.sweeper.unref();
  }

  /** Returns the first batch and registers a cursor if documents remain. */
  open(ns: string, docs: Doc[], batchSize: number | undefined, singleBatch = false): Document {
    const first = takeBatch(docs, 0, batchSize ?? DEFAULT_FIRST_BATCH_SIZE);
    if (singleBatch || first.length >= docs.length)
      return cursorReply(Long.ZERO, ns, 'firstBatch', first);
    const id = Long.fromBigInt(this.nextId++);
    this.cursors.set(id.toString(), { id, ns, docs, position: first.length, lastUsed: Date.now() });
    return cursorReply(id, ns, 'firstBatch', first);
  }

  getMore(id: Long, batchSize: number | undefined): Document {
    const key = id.toString();
    const cursor = this.cursors.get(key);
    if (!cursor) throw new MongoCommandError('CursorNotFound', `cursor id ${key} not found`);
    const batch = takeBatch(
      cursor.docs,
      cursor.position,
      batchSize && batchSize > 0 ? batchSize : Infinity,
    );
    cursor.position += batch.length;
    cursor.lastUsed = Date.now();
    if (cursor.position >= cursor.docs.length) {
      this.cursors.delete(key);
      return cursorReply(Long.ZERO, cursor.ns, 'nextBatch', batch);
    }
    return cursorReply(cursor.id, cursor.ns, 'nextBatch', batch);
  }

  kill(ids: Long[]): Document {
    const cursorsKilled: Long[] = [];
    const cursorsNotFound: Long[] = [];
    for (const id of ids) {
      if (this.cursors.delete(id.toString())) cursorsKilled.push(id);
      else cursorsNotFound.push(id);
    }
    return { cursorsKilled, cursorsNotFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  }

  get openCount(): number {
    return this.cursors.size;
  }

  sweep(now = Date.now()): void {
    for (const [key, cursor] of this.cursors) {
      if (now - cursor.lastUsed > this.idleTimeoutMs) this.cursors.delete(key);
    }
  }

  close(): void {
    clearInterval(this.sweeper);
    this.cursors.clear();
  }
}

function takeBatch(docs: Doc[], start: number, batchSize: number): Doc[] {
  const batch: Doc[] = [];
  let bytes = 0;
  for (let i = start; i < docs.length && batch.length < batchSize; i++) {
    const doc = docs[i]!;
    bytes += calculateObjectSize(doc);
    if (batch.length > 0 && bytes > MAX_BATCH_BYTES) break;
    batch.push(doc);
  }
  return batch;
}
