import type { Document } from 'bson';
import { MongoCommandError, notSupported } from '../errors.js';
import type { Collection } from '../store.js';
import { isPlainObject, valueKey } from '../values.js';

/**
 * Options a command may carry. MongoDB 7+/8 parses every command with a strict IDL and rejects a
 * field it does not know ("BSON field 'find.foo' is an unknown field.", 40415); this engine does
 * the same, so a misspelt or unsupported option fails here as it would in production instead of
 * being ignored.
 */

/** Fields drivers add to any command; they are not options of the command itself. */
export const GENERIC_FIELDS = new Set([
  '$db',
  'lsid',
  'txnNumber',
  'autocommit',
  'startTransaction',
  '$clusterTime',
  '$readPreference',
  '$audit',
  '$client',
  '$configTime',
  '$topologyTime',
  'readConcern',
  'writeConcern',
  'comment',
  'maxTimeMS',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  'mayBypassWriteBlocking',
]);

const WRITE_BASE = ['ordered', 'bypassDocumentValidation', 'stmtId', 'stmtIds', 'collectionUUID'];

/** The command's own fields MongoDB 7.0 accepts, for the commands that are checked. */
const COMMAND_FIELDS: Record<string, readonly string[]> = {
  find: [
    'filter',
    'projection',
    'sort',
    'hint',
    'skip',
    'limit',
    'batchSize',
    'singleBatch',
    'max',
    'min',
    'returnKey',
    'showRecordId',
    'tailable',
    'oplogReplay',
    'noCursorTimeout',
    'awaitData',
    'allowPartialResults',
    'collation',
    'allowDiskUse',
    'let',
    'readOnce',
    'term',
  ],
  aggregate: [
    'pipeline',
    'explain',
    'allowDiskUse',
    'cursor',
    'bypassDocumentValidation',
    'collation',
    'hint',
    'let',
  ],
  count: ['query', 'limit', 'skip', 'hint', 'collation', 'fields'],
  // `hint` on distinct came with MongoDB 7.1.
  distinct: ['key', 'query', 'collation'],
  insert: ['documents', ...WRITE_BASE],
  update: ['updates', 'let', ...WRITE_BASE],
  delete: ['deletes', 'let', ...WRITE_BASE],
  findAndModify: [
    'query',
    'fields',
    'sort',
    'remove',
    'update',
    'new',
    'upsert',
    'bypassDocumentValidation',
    'collation',
    'arrayFilters',
    'hint',
    'let',
    'stmtId',
  ],
  getMore: ['collection', 'batchSize', 'term', 'lastKnownCommittedOpTime'],
  killCursors: ['cursors'],
  createIndexes: ['indexes', 'commitQuorum', 'ignoreUnknownIndexOptions', 'collectionUUID'],
  listIndexes: ['cursor', 'includeBuildUUIDs', 'includeIndexBuildInfo', 'collectionUUID'],
  dropIndexes: ['index', 'collectionUUID'],
};
COMMAND_FIELDS.findandmodify = COMMAND_FIELDS.findAndModify!;
COMMAND_FIELDS.deleteIndexes = COMMAND_FIELDS.dropIndexes!;

const STATEMENT_FIELDS: Record<string, readonly string[]> = {
  'update.updates': [
    'q',
    'u',
    'c',
    'arrayFilters',
    'hint',
    'multi',
    'upsert',
    'upsertSupplied',
    'collation',
  ],
  'delete.deletes': ['q', 'limit', 'hint', 'collation'],
};

function unknownField(path: string): MongoCommandError {
  return new MongoCommandError('Location40415', `BSON field '${path}' is an unknown field.`);
}

/** Rejects fields a checked command does not have (commands without a list accept anything). */
export function checkCommandFields(command: Document): void {
  const name = Object.keys(command)[0];
  const allowed = name === undefined ? undefined : COMMAND_FIELDS[name];
  if (!allowed) return;
  for (const key of Object.keys(command).slice(1)) {
    if (!GENERIC_FIELDS.has(key) && !allowed.includes(key))
      throw unknownField(`${name === 'findandmodify' ? 'findAndModify' : name}.${key}`);
  }
}

/** Rejects unknown fields of one update or delete statement (`update.updates.foo`). */
export function checkStatementFields(
  statement: Document,
  path: 'update.updates' | 'delete.deletes',
): void {
  const allowed = STATEMENT_FIELDS[path]!;
  for (const key of Object.keys(statement))
    if (!allowed.includes(key)) throw unknownField(`${path}.${key}`);
}

/**
 * Collations are refused: the engine compares strings by code point only, so a collation would
 * silently give different matches, sorts, distinct values and unique-key checks than MongoDB.
 * `{ locale: 'simple' }` is the default binary comparison and is accepted.
 */
export function checkCollation(value: unknown, field = 'collation'): void {
  if (value === undefined || value === null) return;
  if (!isPlainObject(value))
    throw new MongoCommandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type, expected object`,
    );
  if (value.locale === 'simple') return;
  throw notSupported(`collation ${JSON.stringify(value)}`);
}

/**
 * Checks a `hint` against the collection's indexes, as MongoDB's planner does, and returns the
 * key pattern to order results by (an index scan returns documents in index order), or
 * undefined for `$natural` and when there is nothing to order.
 */
export function resolveHint(
  collection: Collection | undefined,
  hint: unknown,
): Document | undefined {
  if (hint === undefined || hint === null) return undefined;
  if (
    typeof hint === 'string'
      ? hint.length === 0
      : isPlainObject(hint) && Object.keys(hint).length === 0
  )
    return undefined;
  if (typeof hint !== 'string' && !isPlainObject(hint))
    throw new MongoCommandError(
      'FailedToParse',
      'hint must be a string or an object describing an index',
    );
  if (isPlainObject(hint) && '$natural' in hint) return undefined;
  // A collection that does not exist answers nothing, whatever the hint.
  if (!collection) return undefined;
  const spec = collection
    .listIndexes()
    .find((index) =>
      typeof hint === 'string' ? index.name === hint : valueKey(index.key) === valueKey(hint),
    );
  if (!spec)
    throw new MongoCommandError(
      'BadValue',
      'planner returned error :: caused by :: hint provided does not correspond to an existing index',
    );
  if (spec.sparse === true || spec.partialFilterExpression !== undefined)
    throw notSupported(`hint on the sparse or partial index '${spec.name}'`);
  const order: Document = {};
  for (const [field, direction] of Object.entries(spec.key) as [string, unknown][]) {
    if (direction !== 1 && direction !== -1) return undefined;
    order[field] = direction;
  }
  return order;
}
