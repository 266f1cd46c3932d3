import { Long } from 'bson';
import type { Document } from 'bson';
import type { CursorManager } from '../cursors.js';
import type { FailPoints } from '../fail-points.js';
import type { LocalSessions } from '../sessions.js';
import type { EngineOptions } from '../engine.js';
import { asFilter, compareValues, compileFilter, evaluateVariables } from '../engine.js';
import { MongoCommandError, WRITE_CONFLICT_IN_TRANSACTION } from '../errors.js';
import { FrozenCollection } from '../snapshots.js';
import type { ReadableCollection, SnapshotReads, SnapshotView } from '../snapshots.js';
import type { Collection, Store, UndoLog } from '../store.js';
import type { TransactionManager } from '../transactions.js';
import type { Doc } from '../values.js';
import { cloneDoc, isPlainObject } from '../values.js';
import { checkCollation, GENERIC_FIELDS } from './options.js';
import { viewCollection, viewOf } from './views.js';

export interface ServerInfo {
  readonly host: string;
  readonly port: number;
  readonly startedAt: number;
  currentConnections(): number;
  totalConnections(): number;
}

/** Everything a command handler may use; one is built per command. */
export interface CommandContext {
  /** The command's database (`$db`). */
  readonly db: string;
  readonly store: Store;
  readonly cursors: CursorManager;
  readonly transactions: TransactionManager;
  /** Set when the command runs inside a transaction: writes record their inverse here. */
  readonly undo: UndoLog | undefined;
  readonly snapshots: SnapshotReads;
  /** Set when the command reads at a snapshot (readConcern "snapshot"): reads come from it. */
  readonly snapshot: SnapshotView | undefined;
  /** The logical sessions seen, for `$listLocalSessions` and `endSessions`. */
  readonly sessions: LocalSessions;
  /** Set when test commands are enabled: `configureFailPoint` sets them. */
  readonly failPoints: FailPoints | undefined;
  readonly connectionId: number;
  readonly server: ServerInfo;
  readonly log: (line: string) => void;
}

export type CommandHandler = (command: Document, ctx: CommandContext) => Document;

/** The command's own options: everything except its name and the generic fields. */
export function commandOptions(command: Document): Document {
  const [, ...keys] = Object.keys(command);
  const out: Document = {};
  for (const key of keys) if (!GENERIC_FIELDS.has(key)) out[key] = command[key] as unknown;
  return out;
}

/** The collection name given as the command's value (`{ find: 'users' }`). */
export function collectionName(command: Document, commandName: string): string {
  const name: unknown = command[commandName];
  if (typeof name !== 'string' || name.length === 0) {
    throw new MongoCommandError(
      'InvalidNamespace',
      `collection name has invalid type ${typeof name}`,
    );
  }
  return name;
}

export function optionalNumber(command: Document, field: string): number | undefined {
  const value: unknown = command[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (value instanceof Long) return value.toNumber();
  throw new MongoCommandError(
    'TypeMismatch',
    `BSON field '${field}' is the wrong type '${typeof value}', expected a number`,
  );
}

export function optionalDocument(command: Document, field: string): Document | undefined {
  const value: unknown = command[field];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value))
    throw new MongoCommandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type, expected object`,
    );
  return value;
}

export function requiredArray(command: Document, field: string): unknown[] {
  const value: unknown = command[field];
  if (!Array.isArray(value)) {
    throw new MongoCommandError(
      'Location40414',
      `BSON field '${field}' is missing but a required field`,
    );
  }
  return value;
}

/** Cursor ids arrive as numbers (small int64 values are promoted) or Longs. */
export function toLong(value: unknown): Long {
  if (value instanceof Long) return value;
  if (typeof value === 'number' && Number.isInteger(value)) return Long.fromNumber(value);
  if (typeof value === 'bigint') return Long.fromBigInt(value);
  throw new MongoCommandError('TypeMismatch', 'cursor id must be a 64-bit integer');
}

/**
 * The collection a read command reads: at the command's snapshot, or as it is now, with the
 * documents other open transactions have written in their committed versions.
 */
export function readCollection(ctx: CommandContext, name: string): ReadableCollection | undefined {
  const collection = ctx.snapshot
    ? ctx.snapshot.collection(name)
    : committed(ctx, ctx.store.getCollection(ctx.db, name));
  if (collection) return collection;
  const view = viewOf(ctx.store, ctx.db, name);
  return view && viewCollection(view, (source) => readCollection(ctx, source));
}

function committed(
  ctx: CommandContext,
  collection: Collection | undefined,
): ReadableCollection | undefined {
  if (!collection) return undefined;
  if (ctx.undo?.startedWith) return transactionView(ctx.undo, collection);
  const docs = ctx.transactions.committedDocuments(collection, ctx.undo);
  return docs ? new FrozenCollection(docs) : collection;
}

/**
 * What a transaction sees of a collection: the committed documents of its start, with its own
 * writes since (a collection created after it started holds only those).
 */
export function transactionView(undo: UndoLog, collection: Collection): ReadableCollection {
  const docs = new Map(undo.startedWith?.get(collection));
  for (const key of undo.before.get(collection)?.keys() ?? []) {
    const current = collection.documentAt(key);
    if (current) docs.set(key, current);
    else docs.delete(key);
  }
  return new FrozenCollection(docs);
}

/**
 * A transaction's write to a document it found in its snapshot: someone changed or deleted it
 * since, so MongoDB fails the write with a WriteConflict (and aborts the transaction).
 */
export function checkUnchangedSinceSnapshot(
  undo: UndoLog | undefined,
  collection: Collection,
  doc: Doc,
): void {
  if (!undo?.startedWith) return;
  const key = collection.keyOf(doc);
  if (undo.before.get(collection)?.has(key)) return; // its own write
  if (collection.documentAt(key) !== doc) {
    throw new MongoCommandError('WriteConflict', WRITE_CONFLICT_IN_TRANSACTION);
  }
}

/**
 * The engine options of a command: its `let` evaluated, its collation checked (only the simple
 * one is accepted) and a resolver for `$lookup` and friends.
 */
export function engineOptions(command: Document, ctx: CommandContext): EngineOptions {
  checkCollation(command.collation);
  return {
    collation: undefined,
    variables: evaluateVariables(optionalDocument(command, 'let')),
    collectionResolver: (name) =>
      (readCollection(ctx, name)?.documents() ?? []).map((doc) => cloneDoc(doc)),
  };
}

const isOperatorDocument = (value: unknown): boolean =>
  isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'));

/** A value the `_id` map can be asked for directly: not a regex, an array or an operator. */
const isLookupValue = (value: unknown): boolean =>
  value !== undefined &&
  !(value instanceof RegExp) &&
  !Array.isArray(value) &&
  !isOperatorDocument(value);

/**
 * The documents that can match a filter. An equality on `_id` (what most updates and
 * `findById` send) and an `_id: { $in: [...] }` (a batch looked up by id) are answered from the
 * `_id` map, as MongoDB answers them from its `_id` index, instead of scanning the collection;
 * the whole filter is still applied to these candidates. Found by `$in`, they come in `_id`
 * order, as an index scan gives them.
 */
function candidates(collection: ReadableCollection, filter: Document): Doc[] {
  const id: unknown = filter._id;
  if (isLookupValue(id)) {
    const doc = collection.getById(id);
    return doc ? [doc] : [];
  }
  const wanted: unknown = isPlainObject(id) ? id.$in : undefined;
  if (Array.isArray(wanted) && wanted.every(isLookupValue)) {
    const found = new Set<Doc>();
    for (const value of wanted) {
      const doc = collection.getById(value);
      if (doc) found.add(doc);
    }
    return [...found].sort((a, b) => compareValues(a._id, b._id));
  }
  return collection.documents();
}

/** Documents of a collection matching a filter (all of them, or only the first). */
export function matchDocuments(
  collection: ReadableCollection | undefined,
  rawFilter: unknown,
  options: EngineOptions,
  firstOnly = false,
): Doc[] {
  if (!collection) return [];
  const filter = asFilter(rawFilter);
  const predicate = compileFilter(filter, options);
  const docs = candidates(collection, filter);
  if (firstOnly) {
    const first = docs.find(predicate);
    return first ? [first] : [];
  }
  return docs.filter(predicate);
}

/** Like {@link matchDocuments}, but returns the candidate list for engines that filter themselves. */
export function candidateDocuments(
  collection: ReadableCollection | undefined,
  filter: Document,
): Doc[] {
  return collection ? candidates(collection, filter) : [];
}
