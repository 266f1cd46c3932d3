import { ObjectId } from 'bson';
import type { Document } from 'bson';
import { applyOperators, applyPipelineUpdate } from './engine.js';
import { MongoCommandError } from './errors.js';
import type { Doc } from './values.js';
import { cloneDoc, formatValue, isPlainObject, setPath, valueKey } from './values.js';

/** The update operators mingo implements, plus `$setOnInsert`, which is handled here. */
const UPDATE_OPERATORS = new Set([
  '$addToSet',
  '$bit',
  '$currentDate',
  '$inc',
  '$max',
  '$min',
  '$mul',
  '$pop',
  '$pull',
  '$pullAll',
  '$push',
  '$rename',
  '$set',
  '$setOnInsert',
  '$unset',
]);

export type ParsedUpdate =
  | { kind: 'operators'; operators: Document }
  | { kind: 'replacement'; replacement: Document }
  | { kind: 'pipeline'; pipeline: Document[] };

export interface UpdateContext {
  filter: Document;
  arrayFilters?: Document[] | undefined;
  variables?: Document | undefined;
}

/** Classifies and validates the `u` of an update statement (or findAndModify's `update`). */
export function parseUpdate(update: unknown): ParsedUpdate {
  if (Array.isArray(update)) {
    if (!update.every(isPlainObject))
      throw new MongoCommandError(
        'FailedToParse',
        'Each element of the update pipeline must be an object',
      );
    return { kind: 'pipeline', pipeline: update };
  }
  if (!isPlainObject(update))
    throw new MongoCommandError(
      'FailedToParse',
      'Update argument must be either an object or an array',
    );
  const keys = Object.keys(update);
  if (keys.length > 0 && keys[0]!.startsWith('$')) {
    for (const op of keys) {
      if (!UPDATE_OPERATORS.has(op)) {
        throw new MongoCommandError(
          'FailedToParse',
          `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
        );
      }
      if (!isPlainObject(update[op])) {
        throw new MongoCommandError(
          'FailedToParse',
          `Modifiers operate on fields but we found type ${typeof update[op]} instead. For example: {$mod: {<field>: ...}} not {${op}: ...}`,
        );
      }
    }
    checkConflicts(update);
    return { kind: 'operators', operators: update };
  }
  for (const key of keys) {
    if (key.startsWith('$')) {
      throw new MongoCommandError(
        'DollarPrefixedFieldName',
        `The dollar ($) prefixed field '${key}' in '${key}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
      );
    }
  }
  return { kind: 'replacement', replacement: update };
}

/** The part of an update path before any positional element (`tags.$[t].name` → `tags`). */
function basePath(path: string): string {
  const parts = path.split('.');
  const positional = parts.findIndex((p) => p.startsWith('$'));
  return (positional < 0 ? parts : parts.slice(0, positional)).join('.');
}

/** MongoDB refuses two operators touching the same path (or a path and its parent) in one update. */
function checkConflicts(operators: Document): void {
  const paths: string[] = [];
  for (const [op, fields] of Object.entries(operators)) {
    for (const [path, value] of Object.entries(fields as Document)) {
      paths.push(basePath(path));
      if (op === '$rename' && typeof value === 'string') paths.push(value);
    }
  }
  for (let i = 0; i < paths.length; i++) {
    for (let j = i + 1; j < paths.length; j++) {
      const a = paths[i]!;
      const b = paths[j]!;
      if (a === b || b.startsWith(`${a}.`) || a.startsWith(`${b}.`)) {
        const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
        throw new MongoCommandError(
          'ConflictingUpdateOperators',
          `Updating the path '${longer}' would create a conflict at '${shorter}'`,
        );
      }
    }
  }
}

/** MongoDB's name for a value's BSON type, as used in its error messages. */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
    case 'number':
      return Number.isInteger(value) ? 'int' : 'double';
    case 'object': {
      const tag = (value as { _bsontype?: unknown })._bsontype;
      return typeof tag === 'string' ? tag.charAt(0).toLowerCase() + tag.slice(1) : 'object';
    }
    default:
      return typeof value;
  }
}

function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return true;
  const tag =
    value !== null && typeof value === 'object'
      ? (value as { _bsontype?: unknown })._bsontype
      : undefined;
  return tag === 'Long' || tag === 'Int32' || tag === 'Double' || tag === 'Decimal128';
}

/** The value at a plain dotted path, or undefined when missing or ambiguous (arrays along the way). */
function valueAtPath(doc: Doc, path: string): unknown {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(current) && /^\d+$/.test(part))
      current = (current as unknown[])[Number(part)];
    else if (isPlainObject(current)) current = current[part];
    else return undefined;
  }
  return current;
}

const ARRAY_OPERATORS = new Set(['$push', '$addToSet', '$pull', '$pullAll', '$pop']);

/**
 * mingo skips operators whose target has the wrong type (e.g. `$inc` on a string) without a word;
 * MongoDB rejects the update, so check targets first rather than report a silent no-op.
 */
function checkOperandTypes(doc: Doc, operators: Document): void {
  for (const [op, fields] of Object.entries(operators)) {
    const numeric = op === '$inc' || op === '$mul';
    if (!numeric && !ARRAY_OPERATORS.has(op)) continue;
    for (const path of Object.keys(fields as Document)) {
      if (path.includes('$')) continue;
      const value = valueAtPath(doc, path);
      if (value === undefined) continue;
      if (numeric && !isNumeric(value)) {
        throw new MongoCommandError(
          'TypeMismatch',
          `Cannot apply ${op} to a value of non-numeric type. {_id: ${formatValue(doc._id)}} has the field '${path}' of non-numeric type ${typeName(value)}`,
        );
      }
      if (!numeric && !Array.isArray(value)) {
        throw new MongoCommandError(
          'BadValue',
          `The field '${path}' must be an array but is of type ${typeName(value)} in document {_id: ${formatValue(doc._id)}}`,
        );
      }
    }
  }
}

function assertSameId(before: Doc, after: Doc): void {
  if (valueKey(before._id) !== valueKey(after._id)) {
    throw new MongoCommandError(
      'ImmutableField',
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${formatValue(after._id)}`,
    );
  }
}

/** Copies a document so that `_id` comes first, as MongoDB stores it. */
export function withIdFirst(doc: Doc, id: unknown = doc._id): Doc {
  const { _id: _ignored, ...rest } = doc;
  return { _id: id, ...rest };
}

/**
 * Computes the new version of a stored document. The stored document is never touched: the
 * update works on a deep copy, which then replaces it.
 */
export function updateDocument(
  current: Doc,
  update: ParsedUpdate,
  ctx: UpdateContext,
): { doc: Doc; modified: boolean } {
  switch (update.kind) {
    case 'replacement': {
      if ('_id' in update.replacement) assertSameId(current, update.replacement);
      const next = withIdFirst(cloneDoc(update.replacement), current._id);
      return { doc: next, modified: valueKey(next) !== valueKey(current) };
    }
    case 'pipeline': {
      const result = applyPipelineUpdate(cloneDoc(current), update.pipeline, ctx.variables);
      assertSameId(current, result.doc);
      return result;
    }
    case 'operators': {
      const { $setOnInsert: _onInsertOnly, ...operators } = update.operators;
      const set = operators.$set as Document | undefined;
      if (set && '_id' in set) {
        // Setting _id to its current value is allowed (clients often send the whole document).
        assertSameId(current, set);
        const { _id: _same, ...rest } = set;
        operators.$set = rest;
      }
      if (Object.keys(operators).length === 0) return { doc: current, modified: false };
      checkOperandTypes(current, operators);
      const next = cloneDoc(current);
      const modified = applyOperators(next, operators, ctx.filter, ctx.arrayFilters);
      if (!modified) return { doc: current, modified: false };
      assertSameId(current, next);
      return { doc: next, modified };
    }
  }
}

/** Equality conditions of a filter, which MongoDB copies into a document created by an upsert. */
function equalityFields(filter: Document, out: [string, unknown][] = []): [string, unknown][] {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const clause of value) if (isPlainObject(clause)) equalityFields(clause, out);
    } else if (key.startsWith('$')) {
      continue;
    } else if (isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'))) {
      if ('$eq' in value) out.push([key, value.$eq]);
    } else if (!(value instanceof RegExp)) {
      out.push([key, value]);
    }
  }
  return out;
}

/** Builds the document an upsert inserts when nothing matched. */
export function buildUpsertDocument(update: ParsedUpdate, ctx: UpdateContext): Doc {
  const seed: Doc = {};
  for (const [path, value] of equalityFields(ctx.filter)) setPath(seed, path, cloneDoc(value));
  let doc: Doc;
  switch (update.kind) {
    case 'replacement': {
      const replacement = cloneDoc(update.replacement);
      doc = withIdFirst(replacement, '_id' in replacement ? replacement._id : seed._id);
      break;
    }
    case 'pipeline':
      doc = applyPipelineUpdate(seed, update.pipeline, ctx.variables).doc;
      break;
    case 'operators': {
      const { $setOnInsert, ...operators } = update.operators;
      const set: Document = {
        ...(operators.$set as Document | undefined),
        ...($setOnInsert as Document | undefined),
      };
      if ('_id' in set) {
        seed._id = cloneDoc(set._id as unknown);
        delete set._id;
      }
      if (Object.keys(set).length > 0) operators.$set = set;
      else delete operators.$set;
      doc = seed;
      if (Object.keys(operators).length > 0) {
        checkOperandTypes(doc, operators);
        applyOperators(doc, operators, {}, ctx.arrayFilters);
      }
      break;
    }
  }
  return withIdFirst(doc, doc._id === undefined ? new ObjectId() : doc._id);
}
