import { Timestamp } from 'bson';
import type { Document } from 'bson';
import { MongoCommandError } from './errors.js';
import type { Store } from './store.js';
import type { TransactionManager } from './transactions.js';
import type { Doc } from './values.js';
import { isPlainObject, valueKey } from './values.js';

/**
 * Snapshot reads, as MongoDB gives them to a snapshot session (`startSession({ snapshot: true })`):
 * the session's first find, aggregate or distinct with readConcern "snapshot" captures every
 * collection of its database at that instant and answers `atClusterTime`; the driver sends that
 * time with the session's later reads, which see the same data whatever was written since.
 *
 * A capture costs one copy of each collection's `_id` map (references: stored documents are
 * never changed in place, so the old versions stay as they were). Writes of transactions still
 * open are left out: the snapshot holds each touched document's committed version. Like
 * MongoDB's history window (`minSnapshotHistoryWindowInSeconds`, 300 s), a snapshot unused that
 * long is let go and a read at its time fails with SnapshotTooOld.
 */

/** What a read command needs of a collection: its documents, and one by `_id`. */
export interface ReadableCollection {
  documents(): Doc[];
  getById(id: unknown): Doc | undefined;
}

export class FrozenCollection implements ReadableCollection {
  constructor(private readonly docs: Map<string, Doc>) {}

  documents(): Doc[] {
    return Array.from(this.docs.values());
  }

  getById(id: unknown): Doc | undefined {
    return this.docs.get(valueKey(id));
  }
}

/** The collections of one database as they were at `time`. */
export interface SnapshotView {
  readonly time: Timestamp;
  collection(name: string): ReadableCollection | undefined;
}

interface Snapshot extends SnapshotView {
  db: string;
  lastUse: number;
}

/** The commands MongoDB allows with readConcern "snapshot" outside a transaction. */
const SNAPSHOT_COMMANDS = new Set(['find', 'aggregate', 'distinct', 'getMore']);

export const HISTORY_WINDOW_MS = 300_000;

export class SnapshotReads {
  private readonly snapshots = new Map<string, Snapshot>();
  private increment = 0;

  constructor(
    private readonly store: Store,
    private readonly transactions: TransactionManager,
    private readonly now: () => number = Date.now,
    private readonly historyMs = HISTORY_WINDOW_MS,
  ) {}

  /**
   * The snapshot a command reads from: undefined when it asks for none (or is part of a
   * transaction, whose reads see the live data and their own writes); refused when its command
   * cannot read at a snapshot or its time is unknown or let go.
   */
  viewFor(command: Document, db: string): SnapshotView | undefined {
    const readConcern: unknown = command.readConcern;
    if (!isPlainObject(readConcern) || readConcern.level !== 'snapshot') return undefined;
    if (command.autocommit === false) return undefined;
    const name = Object.keys(command)[0] ?? '';
    if (!SNAPSHOT_COMMANDS.has(name)) {
      throw new MongoCommandError(
        'InvalidOptions',
        `Command ${name} does not support { readConcern: { level: "snapshot" } } outside a transaction`,
      );
    }
    this.forgetIdle();
    const at: unknown = readConcern.atClusterTime;
    if (at === undefined) return this.capture(db);
    const snapshot = at instanceof Timestamp ? this.snapshots.get(timeKey(at)) : undefined;
    if (!snapshot || snapshot.db !== db) {
      throw new MongoCommandError(
        'SnapshotTooOld',
        `Read timestamp ${at instanceof Timestamp ? timeKey(at) : 'given'} is older than the oldest available timestamp.`,
      );
    }
    snapshot.lastUse = this.now();
    return snapshot;
  }

  private capture(db: string): Snapshot {
    const collections = new Map(
      this.store
        .collections(db)
        .map((c) => [c.name, this.transactions.committedDocuments(c) ?? c.copyDocuments()]),
    );
    const now = this.now();
    this.increment += 1;
    const time = new Timestamp({ t: Math.floor(now / 1000), i: this.increment });
    const frozen = new Map(
      Array.from(collections, ([name, docs]) => [name, new FrozenCollection(docs)]),
    );
    const snapshot: Snapshot = {
      db,
      time,
      lastUse: now,
      collection: (name) => frozen.get(name),
    };
    this.snapshots.set(timeKey(time), snapshot);
    return snapshot;
  }

  private forgetIdle(): void {
    const oldest = this.now() - this.historyMs;
    for (const [key, snapshot] of this.snapshots) {
      if (snapshot.lastUse < oldest) this.snapshots.delete(key);
    }
  }

  /** Snapshots still held (for tests of the history window). */
  get held(): number {
    return this.snapshots.size;
  }
}

const timeKey = (time: Timestamp) => `${time.high}:${time.low}`;

/** Adds the snapshot's time to a read's reply, where the driver looks for it. */
export function withClusterTime(reply: Document, view: SnapshotView): Document {
  if (reply.ok !== 1) return reply;
  if (isPlainObject(reply.cursor)) {
    return { ...reply, cursor: { ...reply.cursor, atClusterTime: view.time } };
  }
  return { ...reply, atClusterTime: view.time };
}
