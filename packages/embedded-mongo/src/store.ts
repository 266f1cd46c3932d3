import { UUID } from 'bson';
import type { Document } from 'bson';
import { compileFilter } from './engine.js';
import type { Predicate } from './engine.js';
import { DuplicateKeyError, MongoCommandError, WRITE_CONFLICT_IN_TRANSACTION } from './errors.js';
import type { Doc } from './values.js';
import { formatValue, hasPath, indexValues, isPlainObject, valueKey } from './values.js';

/** An index definition as clients send it to `createIndexes` and read it from `listIndexes`. */
export interface IndexSpec extends Document {
  v?: number;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
}

/**
 * One change to the store, as the journal records it: enough to repeat the change exactly on
 * start-up (documents are recorded whole, never as the update that produced them).
 */
export type StoreChange =
  | { op: 'createCollection'; db: string; collection: string; options: Document }
  | { op: 'dropCollection'; db: string; collection: string }
  | { op: 'renameCollection'; db: string; collection: string; to: string }
  | { op: 'dropDatabase'; db: string }
  | { op: 'insert'; db: string; collection: string; doc: Doc }
  | { op: 'replace'; db: string; collection: string; doc: Doc }
  | { op: 'remove'; db: string; collection: string; id: unknown }
  | { op: 'clear'; db: string; collection: string }
  | { op: 'createIndex'; db: string; collection: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; collection: string; name: string }
  | { op: 'setOptions'; db: string; collection: string; options: Document };

export type ChangeListener = (change: StoreChange) => void;

/**
 * What an open transaction has written: the inverse operations, replayed backwards on abort, and
 * each touched document's committed version (undefined when it did not exist), which snapshot
 * reads see instead of the uncommitted one.
 */
export interface UndoLog {
  steps: (() => void)[];
  before: Map<Collection, Map<string, Doc | undefined>>;
  /**
   * A transaction's snapshot: every collection's committed documents when it started, which its
   * reads see (with its own writes) and its writes must still find unchanged.
   */
  startedWith?: Map<Collection, Map<string, Doc>>;
}

export const newUndoLog = (): UndoLog => ({ steps: [], before: new Map() });

/** Records an undo step and, the first time the transaction touches the document, its version. */
function remember(
  undo: UndoLog | undefined,
  collection: Collection,
  id: string,
  committed: Doc | undefined,
  step: () => void,
): void {
  if (!undo) return;
  undo.steps.push(step);
  let touched = undo.before.get(collection);
  if (!touched) {
    touched = new Map();
    undo.before.set(collection, touched);
  }
  if (!touched.has(id)) touched.set(id, committed);
}

export const ID_INDEX_NAME = '_id_';

const KEY_SEPARATOR = '\u0001';

/**
 * A unique index: a hash map from the index key (as a string) to the document's `_id` key, so
 * duplicate checks cost O(1) instead of a scan. Non-unique indexes are only kept as definitions.
 */
class UniqueIndex {
  readonly fields: string[];
  private readonly entries = new Map<string, string>();
  private readonly filter: Predicate | undefined;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.filter = spec.partialFilterExpression
      ? compileFilter(spec.partialFilterExpression)
      : undefined;
  }

  private indexes(doc: Doc): boolean {
    if (this.spec.sparse && !this.fields.some((f) => hasPath(doc, f))) return false;
    return !this.filter || this.filter(doc);
  }

  /** Every key combination a document contributes (several when an indexed field is an array). */
  private combinations(doc: Doc): unknown[][] {
    let combos: unknown[][] = [[]];
    for (const field of this.fields) {
      const values = dedupe(indexValues(doc, field));
      combos = combos.flatMap((prefix) => values.map((v) => [...prefix, v]));
    }
    return combos;
  }

  /** The hash keys of a document; the common single-value case avoids building combinations. */
  keysOf(doc: Doc): string[] {
    if (!this.indexes(doc)) return [];
    if (this.fields.length === 1) {
      const values = indexValues(doc, this.fields[0]!);
      if (values.length === 1) return [valueKey(values[0])];
    }
    return this.combinations(doc).map((values) => values.map(valueKey).join(KEY_SEPARATOR));
  }

  /** Throws E11000 if one of the keys is held by another document. */
  check(keys: string[], ownId: string, doc: Doc, ns: string): void {
    for (const key of keys) {
      const holder = this.entries.get(key);
      if (holder !== undefined && holder !== ownId) {
        const values =
          this.combinations(doc).find((combo) => combo.map(valueKey).join(KEY_SEPARATOR) === key) ??
          [];
        throw duplicateKey(ns, this.spec, this.fields, values);
      }
    }
  }

  add(keys: string[], id: string): void {
    for (const key of keys) this.entries.set(key, id);
  }

  remove(keys: string[], id: string): void {
    for (const key of keys) {
      if (this.entries.get(key) === id) this.entries.delete(key);
    }
  }
}

function dedupe(values: unknown[]): unknown[] {
  if (values.length < 2) return values;
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = valueKey(v);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function duplicateKey(
  ns: string,
  spec: IndexSpec,
  fields: string[],
  values: unknown[],
): DuplicateKeyError {
  const keyValue: Document = {};
  fields.forEach((field, i) => {
    keyValue[field] = values[i] === undefined ? null : values[i];
  });
  const rendered = fields.map((field) => `${field}: ${formatValue(keyValue[field])}`).join(', ');
  return new DuplicateKeyError(
    `E11000 duplicate key error collection: ${ns} index: ${spec.name} dup key: { ${rendered} }`,
    { ...spec.key },
    keyValue,
  );
}

function sameKey(a: Document, b: Document): boolean {
  return valueKey(a) === valueKey(b);
}

/** Options that make two indexes on the same key different in MongoDB's eyes. */
function sameOptions(a: IndexSpec, b: IndexSpec): boolean {
  return (
    Boolean(a.unique) === Boolean(b.unique) &&
    Boolean(a.sparse) === Boolean(b.sparse) &&
    valueKey(a.partialFilterExpression) === valueKey(b.partialFilterExpression) &&
    valueKey(a.expireAfterSeconds) === valueKey(b.expireAfterSeconds) &&
    valueKey(a.collation) === valueKey(b.collation)
  );
}

export function validateIndexSpec(spec: unknown): IndexSpec {
  if (!isPlainObject(spec))
    throw new MongoCommandError('TypeMismatch', 'each index specification must be an object');
  const key: unknown = spec.key;
  if (!isPlainObject(key) || Object.keys(key).length === 0) {
    throw new MongoCommandError(
      'BadValue',
      "Index keys cannot be empty or missing: the 'key' field must be a non-empty object",
    );
  }
  for (const [field, direction] of Object.entries(key)) {
    const valid =
      typeof direction === 'string' || (typeof direction === 'number' && direction !== 0);
    if (!valid)
      throw new MongoCommandError(
        'BadValue',
        `Values in the index key pattern must be numbers or strings: ${field}`,
      );
  }
  const name =
    typeof spec.name === 'string' && spec.name.length > 0
      ? spec.name
      : Object.entries(key)
          .map(([field, direction]) => `${field}_${String(direction)}`)
          .join('_');
  const { ns: _ns, ...rest } = spec;
  return { v: 2, ...rest, key, name };
}

export class Collection {
  readonly uuid = new UUID();
  /** `_id` key → document. A Map keeps insertion order, which serves as natural order. */
  private readonly docs = new Map<string, Doc>();
  private readonly indexSpecs = new Map<string, IndexSpec>();
  private readonly uniqueIndexes = new Map<string, UniqueIndex>();
  /** `_id` key → the open transaction that has written the document and not yet ended. */
  private readonly writers = new Map<string, UndoLog>();

  constructor(
    readonly db: string,
    public name: string,
    public options: Document,
    private readonly changed: ChangeListener,
  ) {
    this.indexSpecs.set(ID_INDEX_NAME, { v: 2, key: { _id: 1 }, name: ID_INDEX_NAME });
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get size(): number {
    return this.docs.size;
  }

  /**
   * A snapshot of the documents. Stored documents are never modified in place (every write
   * replaces the object), so the snapshot stays consistent while cursors hold on to it.
   */
  documents(): Doc[] {
    return Array.from(this.docs.values());
  }

  /** Every document by its `_id` key, as of now (a snapshot read's copy). */
  copyDocuments(): Map<string, Doc> {
    return new Map(this.docs);
  }

  getById(id: unknown): Doc | undefined {
    return this.docs.get(valueKey(id));
  }

  /** The stored document under an `_id` key. */
  documentAt(key: string): Doc | undefined {
    return this.docs.get(key);
  }

  private idOf(doc: Doc): string {
    return valueKey(doc._id);
  }

  /** Computes a document's unique-index keys and checks them before anything is changed. */
  private checkedKeys(doc: Doc, id: string): [UniqueIndex, string[]][] {
    const keys: [UniqueIndex, string[]][] = [];
    for (const index of this.uniqueIndexes.values()) {
      const indexKeys = index.keysOf(doc);
      index.check(indexKeys, id, doc, this.ns);
      keys.push([index, indexKeys]);
    }
    return keys;
  }

  /**
   * A document an open transaction has written is its own until the transaction ends: another
   * transaction's write to it is a WriteConflict, as on MongoDB. A write outside a transaction
   * would wait there for the transaction to end; a single-threaded engine cannot wait, so it
   * refuses with the same code and says why.
   */
  private claim(id: string, undo: UndoLog | undefined): void {
    this.checkWritable(id, undo);
    if (undo && !this.writers.has(id)) this.writers.set(id, undo);
  }

  /** Throws the WriteConflict `claim` would for a write to the document by `undo`'s writer. */
  checkWritable(id: string, undo: UndoLog | undefined): void {
    const writer = this.writers.get(id);
    if (writer && writer !== undo) {
      throw new MongoCommandError(
        'WriteConflict',
        undo
          ? WRITE_CONFLICT_IN_TRANSACTION
          : `a write to a document of ${this.ns} that an open transaction has changed would wait for the transaction to end on MongoDB; the embedded engine cannot wait and refuses it: use a real MongoDB`,
      );
    }
  }

  /** The transaction `undo` belongs to has ended: its documents are free again. */
  release(ids: Iterable<string>, undo: UndoLog): void {
    for (const id of ids) if (this.writers.get(id) === undo) this.writers.delete(id);
  }

  /** The `_id` key a document is stored under. */
  keyOf(doc: Doc): string {
    return this.idOf(doc);
  }

  insert(doc: Doc, undo?: UndoLog): void {
    const id = this.idOf(doc);
    this.claim(id, undo);
    if (this.docs.has(id))
      throw duplicateKey(this.ns, this.indexSpecs.get(ID_INDEX_NAME)!, ['_id'], [doc._id]);
    const keys = this.checkedKeys(doc, id);
    this.docs.set(id, doc);
    for (const [index, indexKeys] of keys) index.add(indexKeys, id);
    remember(undo, this, id, undefined, () => this.remove(doc));
    this.changed({ op: 'insert', db: this.db, collection: this.name, doc });
  }

  /** Replaces a stored document by a new version with the same `_id`. */
  replace(current: Doc, next: Doc, undo?: UndoLog): void {
    const id = this.idOf(current);
    this.claim(id, undo);
    const keys = this.checkedKeys(next, id);
    for (const [index, indexKeys] of keys) {
      index.remove(index.keysOf(current), id);
      index.add(indexKeys, id);
    }
    this.docs.set(id, next);
    remember(undo, this, id, current, () => {
      if (this.docs.get(id) === next) this.replace(next, current);
    });
    this.changed({ op: 'replace', db: this.db, collection: this.name, doc: next });
  }

  remove(doc: Doc, undo?: UndoLog): void {
    const id = this.idOf(doc);
    if (this.docs.get(id) !== doc) return;
    this.claim(id, undo);
    this.docs.delete(id);
    for (const index of this.uniqueIndexes.values()) index.remove(index.keysOf(doc), id);
    remember(undo, this, id, doc, () => {
      if (!this.docs.has(id)) this.insert(doc);
    });
    this.changed({ op: 'remove', db: this.db, collection: this.name, id: doc._id });
  }

  /** The collection's options as `collMod` leaves them (a validator, say), kept on disk. */
  setOptions(options: Document): void {
    this.options = options;
    this.changed({ op: 'setOptions', db: this.db, collection: this.name, options });
  }

  clear(): void {
    this.docs.clear();
    for (const [name, index] of this.uniqueIndexes)
      this.uniqueIndexes.set(name, new UniqueIndex(index.spec));
    this.changed({ op: 'clear', db: this.db, collection: this.name });
  }

  listIndexes(): IndexSpec[] {
    return Array.from(this.indexSpecs.values(), (spec) => ({ ...spec }));
  }

  /** Creates an index; returns false when an identical one already exists. */
  createIndex(spec: IndexSpec): boolean {
    const existing = this.indexSpecs.get(spec.name);
    if (existing) {
      if (!sameKey(existing.key, spec.key)) {
        throw new MongoCommandError(
          'IndexKeySpecsConflict',
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${formatValue(spec)}, existing index: ${formatValue(existing)}`,
        );
      }
      if (!sameOptions(existing, spec)) {
        throw new MongoCommandError(
          'IndexOptionsConflict',
          `An equivalent index already exists with the same name but different options. Requested index: ${formatValue(spec)}, existing index: ${formatValue(existing)}`,
        );
      }
      return false;
    }
    for (const other of this.indexSpecs.values()) {
      if (sameKey(other.key, spec.key) && sameOptions(other, spec)) {
        throw new MongoCommandError(
          'IndexOptionsConflict',
          `Index already exists with a different name: ${other.name}`,
        );
      }
    }
    if (spec.unique && spec.name !== ID_INDEX_NAME) {
      const index = new UniqueIndex(spec);
      for (const [id, doc] of this.docs) {
        const keys = index.keysOf(doc);
        try {
          index.check(keys, id, doc, this.ns);
        } catch (err) {
          if (err instanceof DuplicateKeyError) {
            throw new DuplicateKeyError(
              `Index build failed: ${err.message}`,
              err.extra.keyPattern as Document,
              err.extra.keyValue as Document,
            );
          }
          throw err;
        }
        index.add(keys, id);
      }
      this.uniqueIndexes.set(spec.name, index);
    }
    this.indexSpecs.set(spec.name, spec);
    this.changed({ op: 'createIndex', db: this.db, collection: this.name, spec });
    return true;
  }

  /** Finds an index by name or by key pattern. */
  findIndex(nameOrKey: string | Document): IndexSpec | undefined {
    if (typeof nameOrKey === 'string') return this.indexSpecs.get(nameOrKey);
    return Array.from(this.indexSpecs.values()).find((spec) => sameKey(spec.key, nameOrKey));
  }

  dropIndex(name: string): void {
    if (name === ID_INDEX_NAME)
      throw new MongoCommandError('InvalidOptions', 'cannot drop _id index');
    if (!this.indexSpecs.delete(name))
      throw new MongoCommandError('IndexNotFound', `index not found with name [${name}]`);
    this.uniqueIndexes.delete(name);
    this.changed({ op: 'dropIndex', db: this.db, collection: this.name, name });
  }

  get indexCount(): number {
    return this.indexSpecs.size;
  }
}

/** All databases and their collections. A database exists while it has a collection. */
export class Store {
  private readonly databases = new Map<string, Map<string, Collection>>();

  constructor(private readonly changed: ChangeListener = () => undefined) {}

  getCollection(db: string, name: string): Collection | undefined {
    return this.databases.get(db)?.get(name);
  }

  /** Returns the collection, creating it (implicitly, like MongoDB on first write) if needed. */
  ensureCollection(
    db: string,
    name: string,
    options: Document = {},
  ): { collection: Collection; created: boolean } {
    const existing = this.getCollection(db, name);
    if (existing) return { collection: existing, created: false };
    validateNamespace(db, name);
    let collections = this.databases.get(db);
    if (!collections) {
      collections = new Map();
      this.databases.set(db, collections);
    }
    const collection = new Collection(db, name, options, this.changed);
    collections.set(name, collection);
    this.changed({ op: 'createCollection', db, collection: name, options });
    return { collection, created: true };
  }

  dropCollection(db: string, name: string): Collection | undefined {
    const collections = this.databases.get(db);
    const collection = collections?.get(name);
    if (!collections || !collection) return undefined;
    collections.delete(name);
    if (collections.size === 0) this.databases.delete(db);
    this.changed({ op: 'dropCollection', db, collection: name });
    return collection;
  }

  renameCollection(db: string, from: string, toDb: string, to: string): void {
    const collection = this.getCollection(db, from);
    if (!collection)
      throw new MongoCommandError(
        'InvalidNamespace',
        `Source collection ${db}.${from} does not exist`,
      );
    if (db !== toDb)
      throw new MongoCommandError(
        'IllegalOperation',
        'renaming a collection across databases is not supported by embedded-mongo',
      );
    if (this.getCollection(toDb, to))
      throw new MongoCommandError('NamespaceExists', 'target namespace exists');
    validateNamespace(toDb, to);
    const collections = this.databases.get(db)!;
    collections.delete(from);
    collection.name = to;
    collections.set(to, collection);
    this.changed({ op: 'renameCollection', db, collection: from, to });
  }

  dropDatabase(db: string): void {
    if (this.databases.delete(db)) this.changed({ op: 'dropDatabase', db });
  }

  databaseNames(): string[] {
    return Array.from(this.databases.keys());
  }

  collections(db: string): Collection[] {
    return Array.from(this.databases.get(db)?.values() ?? []);
  }

  allCollections(): Collection[] {
    return Array.from(this.databases.values()).flatMap((collections) =>
      Array.from(collections.values()),
    );
  }

  /** True while no collection holds a document. */
  isEmpty(): boolean {
    return this.allCollections().every((collection) => collection.size === 0);
  }
}

export function validateNamespace(db: string, name: string): void {
  if (!db || /[/\\. "$]/.test(db))
    throw new MongoCommandError('InvalidNamespace', `Invalid database name: '${db}'`);
  if (!name || name.includes('$') || name.startsWith('.') || name.includes('\0')) {
    throw new MongoCommandError('InvalidNamespace', `Invalid collection name: '${name}'`);
  }
}
