import { ObjectId } from 'bson';
import type { Document } from 'bson';
import { applyPipelineUpdate, runPipeline } from '../engine.js';
import { DuplicateKeyError, MongoCommandError, notSupported } from '../errors.js';
import { Collection } from '../store.js';
import { withIdFirst } from '../updates.js';
import type { Doc } from '../values.js';
import { formatValue, indexValues, isPlainObject, valueKey } from '../values.js';
import type { CommandContext } from './context.js';
import { validateWrite, type ValidationScope } from './validation.js';
import { notOnView, viewOf } from './views.js';

/** `$out` and `$merge`: the aggregation stages that write their input to a collection. */

function target(ctx: CommandContext, spec: unknown, stage: string): { db: string; coll: string } {
  const named = targetName(ctx, spec, stage);
  if (viewOf(ctx.store, named.db, named.coll)) throw notOnView(named.db, named.coll);
  return named;
}

function targetName(
  ctx: CommandContext,
  spec: unknown,
  stage: string,
): { db: string; coll: string } {
  if (typeof spec === 'string' && spec.length > 0) return { db: ctx.db, coll: spec };
  if (isPlainObject(spec) && typeof spec.coll === 'string' && spec.coll.length > 0) {
    const db: unknown = spec.db ?? ctx.db;
    if (typeof db === 'string' && db.length > 0) return { db, coll: spec.coll };
  }
  throw new MongoCommandError('FailedToParse', `${stage} requires a target collection name`);
}

function refuseInTransaction(ctx: CommandContext, stage: string): void {
  if (ctx.undo)
    throw new MongoCommandError(
      'OperationNotSupportedInTransaction',
      `${stage} cannot be used in a transaction`,
    );
}

/**
 * `$out`: replaces the target collection's documents with the results, keeping its indexes. Like
 * MongoDB, it checks every result against the target's unique indexes first, so a failing `$out`
 * leaves the target untouched.
 */
export function writeOut(
  ctx: CommandContext,
  spec: unknown,
  results: Doc[],
  validation: ValidationScope,
): void {
  refuseInTransaction(ctx, '$out');
  if (isPlainObject(spec) && spec.timeseries !== undefined)
    throw notSupported('$out to a time-series collection');
  const { db, coll } = target(ctx, spec, '$out');
  const docs = results.map((doc) => withIdFirst(doc, doc._id ?? new ObjectId()));
  const existing = ctx.store.getCollection(db, coll);
  for (const doc of docs) validateWrite(existing, doc, undefined, validation);
  const check = new Collection(db, coll, {}, () => undefined);
  for (const index of existing?.listIndexes() ?? []) check.createIndex(index);
  for (const doc of docs) check.insert(doc);
  const { collection } = ctx.store.ensureCollection(db, coll);
  collection.clear();
  for (const doc of docs) collection.insert(doc);
}

type WhenMatched = 'replace' | 'keepExisting' | 'merge' | 'fail' | Document[];
type WhenNotMatched = 'insert' | 'discard' | 'fail';

const WHEN_MATCHED = ['replace', 'keepExisting', 'merge', 'fail'];
const WHEN_NOT_MATCHED = ['insert', 'discard', 'fail'];

/** The target index that makes the `on` fields unique (MongoDB requires one). */
function checkOnFields(collection: Collection | undefined, on: string[], ns: string): string {
  if (on.length === 1 && on[0] === '_id') return '_id_';
  const wanted = [...on].sort().join('\u0000');
  const found = collection
    ?.listIndexes()
    .find(
      (index) =>
        index.unique === true &&
        index.partialFilterExpression === undefined &&
        Object.keys(index.key).sort().join('\u0000') === wanted,
    );
  if (!found)
    throw new MongoCommandError(
      'Location51183',
      `Cannot find index to verify that join fields will be unique (target ${ns}, on: ${JSON.stringify(on)})`,
    );
  return found.name;
}

function onValues(doc: Doc, on: string[]): unknown[] {
  return on.map((field) => {
    const values = indexValues(doc, field);
    const value = values.length === 1 ? values[0] : undefined;
    if (value === undefined || value === null || Array.isArray(value) || values.length !== 1)
      throw new MongoCommandError(
        'Location51132',
        "$merge write error: 'on' field cannot be missing, null, undefined or an array",
      );
    return value;
  });
}

/**
 * `$merge` into a collection (of any database): each result is matched to a target document by
 * the `on` fields (default `_id`), then `whenMatched` (merge, replace, keepExisting, fail or an
 * update pipeline seeing the result as `$$new`) and `whenNotMatched` (insert, discard, fail).
 */
export function writeMerge(
  ctx: CommandContext,
  raw: unknown,
  results: Doc[],
  validation: ValidationScope,
): void {
  refuseInTransaction(ctx, '$merge');
  const spec: Document = typeof raw === 'string' ? { into: raw } : isPlainObject(raw) ? raw : {};
  for (const key of Object.keys(spec))
    if (!['into', 'on', 'let', 'whenMatched', 'whenNotMatched'].includes(key))
      throw new MongoCommandError(
        'Location40415',
        `BSON field '$merge.${key}' is an unknown field.`,
      );
  const { db, coll } = target(ctx, spec.into, '$merge');
  const ns = `${db}.${coll}`;
  const onSpec: unknown = spec.on ?? '_id';
  const on = typeof onSpec === 'string' ? [onSpec] : onSpec;
  if (!Array.isArray(on) || on.length === 0 || !on.every((f) => typeof f === 'string'))
    throw new MongoCommandError(
      'Location51183',
      "$merge 'on' must be a field name or a non-empty array of field names",
    );
  const whenMatched = (spec.whenMatched ?? 'merge') as WhenMatched;
  const whenNotMatched = (spec.whenNotMatched ?? 'insert') as WhenNotMatched;
  if (!Array.isArray(whenMatched) && !WHEN_MATCHED.includes(whenMatched))
    throw new MongoCommandError(
      'BadValue',
      `Enumeration value '${String(whenMatched)}' for field '$merge.whenMatched' is not a valid value.`,
    );
  if (!WHEN_NOT_MATCHED.includes(whenNotMatched))
    throw new MongoCommandError(
      'BadValue',
      `Enumeration value '${String(whenNotMatched)}' for field '$merge.whenNotMatched' is not a valid value.`,
    );
  if (spec.let !== undefined && !Array.isArray(whenMatched))
    throw new MongoCommandError(
      'Location51199',
      "Cannot use 'let' variables with 'whenMatched: " + String(whenMatched) + "' mode",
    );
  const existing = ctx.store.getCollection(db, coll);
  const indexName = checkOnFields(existing, on, ns);
  const collection =
    existing ??
    (whenNotMatched === 'insert' ? ctx.store.ensureCollection(db, coll).collection : undefined);
  const fields = on;
  const byKey = new Map<string, Doc>();
  const keyOf = (candidate: Doc): string | undefined => {
    try {
      return valueKey(onValues(candidate, fields));
    } catch {
      return undefined;
    }
  };
  for (const candidate of collection?.documents() ?? []) {
    const key = keyOf(candidate);
    if (key !== undefined) byKey.set(key, candidate);
  }
  for (const result of results) {
    const doc =
      fields.length === 1 && fields[0] === '_id' && result._id === undefined
        ? withIdFirst(result, new ObjectId())
        : result;
    const key = valueKey(onValues(doc, fields));
    const match = byKey.get(key);
    if (!match || !collection) {
      if (whenNotMatched === 'discard') continue;
      if (whenNotMatched === 'fail')
        throw new MongoCommandError(
          'Location13113',
          '$merge could not find a matching document in the target collection for at least one document in the source collection',
        );
      const inserted = withIdFirst(doc, doc._id ?? new ObjectId());
      validateWrite(collection, inserted, undefined, validation);
      collection!.insert(inserted, ctx.undo);
      byKey.set(key, inserted);
      continue;
    }
    if (whenMatched === 'keepExisting') continue;
    if (whenMatched === 'fail') {
      // MongoDB inserts the document and reports the duplicate key of the `on` index.
      const keyPattern: Document = {};
      const keyValue: Document = {};
      fields.forEach((field, i) => {
        keyPattern[field] = 1;
        keyValue[field] = onValues(doc, fields)[i];
      });
      const rendered = fields.map((field) => `${field}: ${formatValue(keyValue[field])}`);
      throw new DuplicateKeyError(
        `E11000 duplicate key error collection: ${ns} index: ${indexName} dup key: { ${rendered.join(', ')} }`,
        keyPattern,
        keyValue,
      );
    }
    let next: Doc;
    if (Array.isArray(whenMatched)) {
      const letSpec = isPlainObject(spec.let) ? spec.let : { new: '$$ROOT' };
      const variables = runPipeline([doc], [{ $replaceRoot: { newRoot: { v: letSpec } } }], {})[0]
        ?.v as Document | undefined;
      next = applyPipelineUpdate(match, whenMatched, variables ?? {}).doc;
    } else {
      if (doc._id !== undefined && valueKey(doc._id) !== valueKey(match._id))
        throw new MongoCommandError(
          'ImmutableField',
          "$merge failed to update the matching document, did you attempt to modify the _id or the shard key? :: caused by :: Performing an update on the path '_id' would modify the immutable field '_id'",
        );
      next = withIdFirst(whenMatched === 'replace' ? { ...doc } : { ...match, ...doc }, match._id);
    }
    if (valueKey(next._id) !== valueKey(match._id))
      throw new MongoCommandError(
        'ImmutableField',
        "Performing an update on the path '_id' would modify the immutable field '_id'",
      );
    validateWrite(collection, next, match, validation);
    collection.replace(match, next, ctx.undo);
    byKey.set(key, next);
  }
}
