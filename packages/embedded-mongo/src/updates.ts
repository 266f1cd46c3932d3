import { ObjectId } from 'bson';
import type { Document } from 'bson';
import { applyOperators, compileFilter, runPipeline } from './engine.js';
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

/** MongoDB refuses two operators touching the same path (or a path and its parent) in one update. */
function checkConflicts(operators: Document): void {
  const paths: string[] = [];
  for (const [op, fields] of Object.entries(operators)) {
    for (const [path, value] of Object.entries(fields as Document)) {
      // Positional elements are compared as field names, as MongoDB parses them: `a.$.x` and
      // `a.$.y` may go together, `a.$` and `a.$.x` may not.
      paths.push(path);
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

// ---------------------------------------------------------------------------------------------
// Positional paths (`$`, `$[]`, `$[<identifier>]`) and array filters, resolved here into plain
// paths with array indexes (`items.$[i].qty` → `items.0.qty`, `items.2.qty`) before mingo
// applies the operators, with MongoDB's errors for what it refuses.

const POSITIONAL_MATCH = 'The positional operator did not find the match needed from the query.';

function isPositionalPart(part: string): boolean {
  return part === '$' || (part.startsWith('$[') && part.endsWith(']'));
}

/** The identifier of a `$[<identifier>]` part (`''` for `$[]`), or undefined for other parts. */
function identifierOf(part: string): string | undefined {
  return part.startsWith('$[') && part.endsWith(']') ? part.slice(2, -1) : undefined;
}

/** The top-level field names of an array filter, through `$and`/`$or`/`$nor`. */
function arrayFilterFields(filter: Document, out: Set<string> = new Set()): Set<string> {
  for (const [key, value] of Object.entries(filter)) {
    if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) {
      for (const clause of value) if (isPlainObject(clause)) arrayFilterFields(clause, out);
    } else if (!key.startsWith('$')) {
      out.add(key.split('.')[0]!);
    }
  }
  return out;
}

type ElementTest = (element: unknown) => boolean;

/** Parses `arrayFilters` as MongoDB does: one identifier per filter, each defined once. */
function parseArrayFilters(arrayFilters: Document[] | undefined): Map<string, ElementTest> {
  const parsed = new Map<string, ElementTest>();
  for (const filter of arrayFilters ?? []) {
    if (!isPlainObject(filter)) {
      throw new MongoCommandError(
        'TypeMismatch',
        "BSON field 'update.updates.arrayFilters' is the wrong type, expected object",
      );
    }
    const fields = [...arrayFilterFields(filter)];
    if (fields.length === 0) {
      throw new MongoCommandError(
        'FailedToParse',
        'Cannot use an expression without a top-level field name in arrayFilters',
      );
    }
    if (fields.length > 1) {
      throw new MongoCommandError(
        'FailedToParse',
        `Error parsing array filter :: caused by :: Expected a single top-level field name, found '${fields[0]}' and '${fields[1]}'`,
      );
    }
    const id = fields[0]!;
    if (!/^[a-z][a-zA-Z0-9]*$/.test(id)) {
      throw new MongoCommandError(
        'BadValue',
        `Error parsing array filter :: caused by :: The top-level field name must be an alphanumeric string beginning with a lowercase letter, found '${id}'`,
      );
    }
    if (parsed.has(id)) {
      throw new MongoCommandError(
        'FailedToParse',
        `Found multiple array filters with the same top-level field name ${id}`,
      );
    }
    const predicate = compileFilter(filter);
    parsed.set(id, (element) => predicate({ [id]: element }));
  }
  return parsed;
}

const NEGATIONS = new Set(['$ne', '$nin', '$not', '$exists']);

/** The index of the first element of `array` that satisfies `cond` on the path `rest` inside it. */
function firstMatchingElement(array: unknown[], rest: string[], cond: unknown): number | undefined {
  const predicate = compileFilter({ [['v', ...rest].join('.')]: cond });
  const index = array.findIndex((element) => predicate({ v: [element] }));
  return index < 0 ? undefined : index;
}

/**
 * The array position a query condition matched at: the first array the condition's path goes
 * through (without an explicit index), and the first element of it that satisfies the condition.
 */
function conditionPosition(doc: Doc, path: string, cond: unknown): number | undefined {
  if (isPlainObject(cond) && Object.keys(cond).some((k) => NEGATIONS.has(k))) return undefined;
  const parts = path.split('.');
  let current: unknown = doc;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (Array.isArray(current)) {
      if (/^\d+$/.test(part)) {
        current = (current as unknown[])[Number(part)];
        continue;
      }
      return firstMatchingElement(current as unknown[], parts.slice(i), cond);
    }
    if (!isPlainObject(current)) return undefined;
    current = current[part];
  }
  return Array.isArray(current) ? firstMatchingElement(current as unknown[], [], cond) : undefined;
}

/**
 * What the positional `$` stands for: the array position at which the query matched the document
 * (MongoDB's "elemMatchKey"). With several conditions on arrays the last one that records a
 * position wins, as in MongoDB, whose manual calls that case undefined.
 */
function queryPosition(doc: Doc, filter: Document): number | undefined {
  let found: number | undefined;
  const visit = (clause: Document): void => {
    for (const [key, cond] of Object.entries(clause) as [string, unknown][]) {
      if (key === '$and' && Array.isArray(cond)) {
        for (const sub of cond as unknown[]) if (isPlainObject(sub)) visit(sub);
      } else if (key === '$or' && Array.isArray(cond)) {
        const hit = (cond as unknown[]).find(
          (sub) => isPlainObject(sub) && compileFilter(sub)(doc),
        );
        if (isPlainObject(hit)) visit(hit);
      } else if (!key.startsWith('$')) {
        const position = conditionPosition(doc, key, cond);
        if (position !== undefined) found = position;
      }
    }
  };
  visit(filter);
  return found;
}

interface PositionalPlan {
  /** Whether any path holds a positional element (otherwise the operators are used as they are). */
  positional: boolean;
  arrayFilters: Map<string, ElementTest>;
}

/** The dollar-prefixed field names (other than positional elements) in an update path. */
function dollarField(path: string): string | undefined {
  return path.split('.').find((part) => part.startsWith('$') && !isPositionalPart(part));
}

/**
 * Checks the paths of an operator update as MongoDB parses them, before any document is read:
 * where positional elements may stand, that every `$[<identifier>]` has its array filter and
 * every array filter is used.
 */
function planPositional(operators: Document, arrayFilters: Document[] | undefined): PositionalPlan {
  const filters = parseArrayFilters(arrayFilters);
  const used = new Set<string>();
  let positional = false;
  for (const [op, fields] of Object.entries(operators)) {
    for (const [path, value] of Object.entries(fields as Document)) {
      const parts = path.split('.');
      for (const part of parts) {
        const id = identifierOf(part);
        if (id === undefined || id === '') continue;
        if (!filters.has(id)) {
          throw new MongoCommandError(
            'BadValue',
            `No array filter found for identifier '${id}' in path '${path}'`,
          );
        }
        used.add(id);
      }
      if (!parts.some(isPositionalPart)) continue;
      positional = true;
      if (isPositionalPart(parts[0]!)) {
        throw new MongoCommandError(
          'BadValue',
          `Cannot have positional (i.e. '$') element in the first position in path '${path}'`,
        );
      }
      if (parts.filter((part) => part === '$').length > 1) {
        throw new MongoCommandError(
          'BadValue',
          `Too many positional (i.e. '$') elements found in path '${path}'`,
        );
      }
      if (op === '$rename') {
        throw new MongoCommandError(
          'BadValue',
          `The source field for $rename may not be dynamic: ${path}`,
        );
      }
      void value;
    }
    if (op === '$rename') {
      for (const target of Object.values(fields as Document)) {
        if (typeof target === 'string' && target.split('.').some(isPositionalPart)) {
          throw new MongoCommandError(
            'BadValue',
            `The destination field for $rename may not be dynamic: ${target}`,
          );
        }
      }
    }
  }
  for (const id of filters.keys()) {
    if (!used.has(id)) {
      throw new MongoCommandError(
        'FailedToParse',
        `The array filter for identifier '${id}' was not used in the update ${formatValue(operators)}`,
      );
    }
  }
  return { positional, arrayFilters: filters };
}

/** MongoDB's rendering of an element in "non-array element" errors: `name: value`. */
function elementText(name: string, value: unknown): string {
  return `${name}: ${formatValue(value)}`;
}

/**
 * The plain paths a positional path stands for in one document (none when `$[<identifier>]`
 * selects no element). `position` gives what `$` stands for, or throws when the query matched
 * no array element.
 */
function expandPath(
  doc: Doc,
  path: string,
  position: () => number,
  filters: Map<string, ElementTest>,
): string[] {
  const parts = path.split('.');
  const out: string[] = [];
  const walk = (value: unknown, at: number, taken: string[]): void => {
    if (at === parts.length) {
      out.push(taken.join('.'));
      return;
    }
    const part = parts[at]!;
    const child = (key: string): unknown => {
      if (Array.isArray(value))
        return /^\d+$/.test(key) ? (value as unknown[])[Number(key)] : undefined;
      return isPlainObject(value) ? value[key] : undefined;
    };
    if (part === '$') {
      const key = String(position());
      walk(child(key), at + 1, [...taken, key]);
      return;
    }
    const id = identifierOf(part);
    if (id === undefined) {
      walk(child(part), at + 1, [...taken, part]);
      return;
    }
    if (value === undefined) {
      throw new MongoCommandError(
        'BadValue',
        `The path '${taken.join('.')}' must exist in the document in order to apply array updates.`,
      );
    }
    if (!Array.isArray(value)) {
      throw new MongoCommandError(
        'BadValue',
        `Cannot apply array updates to non-array element ${elementText(taken[taken.length - 1]!, value)}`,
      );
    }
    const test = id === '' ? undefined : filters.get(id);
    (value as unknown[]).forEach((element, index) => {
      if (!test || test(element)) walk(element, at + 1, [...taken, String(index)]);
    });
  };
  walk(doc, 0, []);
  return out;
}

/** Two paths where one is the other or lies inside it. */
function overlaps(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

/**
 * Rewrites operators with positional paths into operators on plain paths for one document.
 * `filter` is the query (for `$`), or undefined for an upsert's new document, where `$` has
 * nothing to stand for.
 */
function resolvePositional(
  doc: Doc,
  operators: Document,
  plan: PositionalPlan,
  filter: Document | undefined,
): Document {
  if (!plan.positional) return operators;
  let cached: number | undefined;
  const position = (): number => {
    if (cached === undefined) {
      const found = filter ? queryPosition(doc, filter) : undefined;
      if (found === undefined) throw new MongoCommandError('BadValue', POSITIONAL_MATCH);
      cached = found;
    }
    return cached;
  };
  const resolved: Document = {};
  const concrete: [string, string][] = []; // [plain path, the path it came from]
  for (const [op, fields] of Object.entries(operators)) {
    const out: Document = {};
    for (const [path, value] of Object.entries(fields as Document) as [string, unknown][]) {
      if (!path.split('.').some(isPositionalPart)) {
        out[path] = value;
        concrete.push([path, path]);
        continue;
      }
      for (const plain of expandPath(doc, path, position, plan.arrayFilters)) {
        out[plain] = value;
        concrete.push([plain, path]);
      }
    }
    if (Object.keys(out).length > 0) resolved[op] = out;
  }
  // Paths that were distinct as written may meet in this document (`a.$[].x` and `a.0.x`).
  for (let i = 0; i < concrete.length; i++) {
    for (let j = i + 1; j < concrete.length; j++) {
      const [a, fromA] = concrete[i]!;
      const [b, fromB] = concrete[j]!;
      if (fromA !== fromB && overlaps(a, b)) {
        throw new MongoCommandError(
          'ConflictingUpdateOperators',
          `Update created a conflict at '${a.length >= b.length ? a : b}'`,
        );
      }
    }
  }
  return resolved;
}

/**
 * MongoDB 5+ stores dollar-prefixed field names that a replacement or an insert brings, but
 * refuses to create one through an update operator.
 */
function refuseDollarFields(operators: Document): void {
  for (const [op, fields] of Object.entries(operators)) {
    if (op === '$unset' || op === '$pull' || op === '$pullAll' || op === '$pop') continue;
    const targets =
      op === '$rename'
        ? Object.values(fields as Document).filter((t): t is string => typeof t === 'string')
        : Object.keys(fields as Document);
    for (const path of targets) {
      const field = dollarField(path);
      if (field !== undefined) {
        throw new MongoCommandError(
          'DollarPrefixedFieldName',
          `The dollar ($) prefixed field '${field}' in '${path}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
        );
      }
    }
  }
}

/** `$unset` of a dollar-prefixed field: mingo refuses such paths, so remove it here. */
function unsetDollarFields(doc: Doc, operators: Document): boolean {
  const unset = operators.$unset as Document | undefined;
  if (!unset) return false;
  let changed = false;
  for (const path of Object.keys(unset)) {
    if (dollarField(path) === undefined) continue;
    delete unset[path];
    const parts = path.split('.');
    const parent = valueAtPath(doc, parts.slice(0, -1).join('.') || '');
    const holder = parts.length === 1 ? doc : parent;
    const last = parts[parts.length - 1]!;
    if (isPlainObject(holder) && last in holder) {
      delete holder[last];
      changed = true;
    }
  }
  if (Object.keys(unset).length === 0) delete operators.$unset;
  return changed;
}

// ---------------------------------------------------------------------------------------------
// Pipeline-style updates.

const PIPELINE_UPDATE_STAGES = new Set([
  '$addFields',
  '$fill',
  '$set',
  '$project',
  '$unset',
  '$replaceRoot',
  '$replaceWith',
]);

/** Aggregation stages MongoDB knows but refuses in an update pipeline. */
const OTHER_STAGES = new Set([
  '$match',
  '$group',
  '$sort',
  '$limit',
  '$skip',
  '$lookup',
  '$unwind',
  '$facet',
  '$out',
  '$merge',
  '$count',
  '$sample',
  '$bucket',
  '$bucketAuto',
  '$sortByCount',
  '$graphLookup',
  '$unionWith',
  '$densify',
  '$setWindowFields',
  '$redact',
  '$geoNear',
  '$documents',
  '$changeStream',
  '$collStats',
  '$indexStats',
  '$search',
  '$vectorSearch',
  '$currentOp',
]);

function checkPipeline(pipeline: Document[]): void {
  for (const stage of pipeline) {
    const names = Object.keys(stage);
    // A stage with several fields is left for the aggregation engine to refuse.
    if (names.length !== 1) continue;
    const name = names[0]!;
    if (PIPELINE_UPDATE_STAGES.has(name)) continue;
    if (OTHER_STAGES.has(name)) {
      throw new MongoCommandError(
        'InvalidOptions',
        `${name} is not allowed to be used within an update`,
      );
    }
    throw new MongoCommandError('Location40324', `Unrecognized pipeline stage name: '${name}'`);
  }
}

/**
 * Runs an update pipeline on one document. Its result replaces the document; an `_id` it leaves
 * out is kept (MongoDB copies it over), an `_id` it changes is refused (ImmutableField, 66).
 */
function runUpdatePipeline(
  current: Doc,
  pipeline: Document[],
  variables: Document | undefined,
): Doc {
  checkPipeline(pipeline);
  const [result] = runPipeline([cloneDoc(current)], pipeline, { variables });
  const next = result ?? {};
  if (!('_id' in next)) return withIdFirst(next, current._id);
  return next;
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
      const next = runUpdatePipeline(current, update.pipeline, ctx.variables);
      assertSameId(current, next);
      const doc = withIdFirst(next, current._id);
      const modified = valueKey(doc) !== valueKey(current);
      return modified ? { doc, modified } : { doc: current, modified };
    }
    case 'operators': {
      const plan = planPositional(update.operators, ctx.arrayFilters);
      const { $setOnInsert: _onInsertOnly, ...operators } = update.operators;
      const set = operators.$set as Document | undefined;
      if (set && '_id' in set) {
        // Setting _id to its current value is allowed (clients often send the whole document).
        assertSameId(current, set);
        const { _id: _same, ...rest } = set;
        operators.$set = rest;
      }
      if (Object.keys(operators).length === 0) return { doc: current, modified: false };
      refuseDollarFields(operators);
      const resolved = resolvePositional(current, operators, plan, ctx.filter);
      checkOperandTypes(current, resolved);
      const next = cloneDoc(current);
      let modified = unsetDollarFields(next, resolved);
      if (Object.keys(resolved).length > 0)
        modified = applyOperators(next, resolved, {}, undefined) || modified;
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
      doc = runUpdatePipeline(seed, update.pipeline, ctx.variables);
      break;
    case 'operators': {
      const plan = planPositional(update.operators, ctx.arrayFilters);
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
      // A new document is validated as an insert: dollar-prefixed fields may be set.
      for (const [path, value] of Object.entries(set)) {
        if (dollarField(path) !== undefined && !path.split('.').some(isPositionalPart)) {
          setPath(doc, path, cloneDoc(value));
          delete set[path];
        }
      }
      if (operators.$set && Object.keys(set).length === 0) delete operators.$set;
      if (Object.keys(operators).length > 0) {
        refuseDollarFields(operators);
        // `$` has no query match to stand for in a new document.
        const resolved = resolvePositional(doc, operators, plan, undefined);
        checkOperandTypes(doc, resolved);
        unsetDollarFields(doc, resolved);
        if (Object.keys(resolved).length > 0) applyOperators(doc, resolved, {}, undefined);
      }
      break;
    }
  }
  return withIdFirst(doc, doc._id === undefined ? new ObjectId() : doc._id);
}
