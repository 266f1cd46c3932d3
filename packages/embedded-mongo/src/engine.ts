import type { Document } from 'bson';
import { Aggregator, find, ProcessingMode, Query, update, updateOne } from 'mingo';
import type { CollationSpec, Options } from 'mingo/types';
import { compare } from 'mingo/util';
import { fromMingoError, MongoCommandError } from './errors.js';
import type { Doc } from './values.js';
import { isPlainObject } from './values.js';

/**
 * Every query, sort, projection, pipeline and update-operator evaluation goes through mingo here,
 * and mingo's errors are translated into MongoDB errors on the way out.
 */

export interface EngineOptions {
  collation?: Document | undefined;
  /** Variables from a command's `let`. */
  variables?: Document | undefined;
  /** Resolves another collection of the same database for `$lookup`, `$unionWith`, `$graphLookup`. */
  collectionResolver?: ((name: string) => Doc[]) | undefined;
}

function toMingoOptions(options: EngineOptions = {}): Partial<Options> {
  const out: { -readonly [K in keyof Options]?: Options[K] } = { useStrictMode: true };
  if (
    isPlainObject(options.collation) &&
    typeof options.collation.locale === 'string' &&
    options.collation.locale !== 'simple'
  ) {
    out.collation = options.collation as unknown as CollationSpec;
  }
  if (options.variables) out.variables = options.variables;
  if (options.collectionResolver) out.collectionResolver = options.collectionResolver;
  return out;
}

function guard<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    throw fromMingoError(err);
  }
}

/** `$comment` is accepted by MongoDB anywhere at the top of a filter but means nothing to the match. */
function stripComment(filter: Document): Document {
  if (!('$comment' in filter)) return filter;
  const { $comment: _ignored, ...rest } = filter;
  return rest;
}

export function asFilter(value: unknown, field = 'filter'): Document {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value))
    throw new MongoCommandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type, expected object`,
    );
  return stripComment(value);
}

export type Predicate = (doc: Doc) => boolean;

export function compileFilter(filter: Document, options?: EngineOptions): Predicate {
  if (Object.keys(filter).length === 0) return () => true;
  const query = guard(() => new Query(filter, toMingoOptions(options)));
  return (doc) => guard(() => query.test(doc));
}

/** Validates a sort spec and splits off `$natural`, which only says "storage order". */
function normalizeSort(sort: Document | undefined): {
  sort: Record<string, 1 | -1> | undefined;
  reverse: boolean;
} {
  if (!sort || Object.keys(sort).length === 0) return { sort: undefined, reverse: false };
  const out: Record<string, 1 | -1> = {};
  let reverse = false;
  for (const [key, value] of Object.entries(sort)) {
    const direction = typeof value === 'number' ? value : Number(value);
    if (direction !== 1 && direction !== -1) {
      if (isPlainObject(value) && '$meta' in value) {
        throw new MongoCommandError(
          'BadValue',
          `$meta sort by '${String(value.$meta)}' is not supported by embedded-mongo`,
        );
      }
      throw new MongoCommandError(
        'BadValue',
        '$sort key ordering must be 1 (for ascending) or -1 (for descending)',
      );
    }
    if (key === '$natural') reverse = direction === -1;
    else out[key] = direction;
  }
  return { sort: Object.keys(out).length > 0 ? out : undefined, reverse };
}

export interface FindSpec {
  filter: Document;
  sort?: Document | undefined;
  projection?: Document | undefined;
  skip?: number | undefined;
  limit?: number | undefined;
}

/** Runs a find: filter, then sort, skip and limit, then projection (MongoDB's order). */
export function findDocuments(docs: Doc[], spec: FindSpec, options?: EngineOptions): Doc[] {
  const { sort, reverse } = normalizeSort(spec.sort);
  const source = reverse ? docs.slice().reverse() : docs;
  const projection =
    spec.projection && Object.keys(spec.projection).length > 0 ? spec.projection : undefined;
  return guard(() => {
    const cursor = find<Doc>(source, spec.filter, projection, toMingoOptions(options));
    if (sort) cursor.sort(sort);
    if (spec.skip) cursor.skip(spec.skip);
    if (spec.limit) cursor.limit(spec.limit);
    return cursor.all();
  });
}

/** Applies a projection to documents that are already selected (findAndModify's `fields`). */
export function projectDocument(doc: Doc, projection: Document | undefined): Doc {
  if (!projection || Object.keys(projection).length === 0) return doc;
  return guard(() => find<Doc>([doc], {}, projection, toMingoOptions()).all()[0] ?? {});
}

/** Sorts documents (used to pick the target of findAndModify and sorted single updates). */
export function sortDocuments(
  docs: Doc[],
  sortSpec: Document | undefined,
  options?: EngineOptions,
): Doc[] {
  const { sort, reverse } = normalizeSort(sortSpec);
  const source = reverse ? docs.slice().reverse() : docs;
  if (!sort) return source;
  return guard(() => find<Doc>(source, {}, undefined, toMingoOptions(options)).sort(sort).all());
}

/**
 * Runs an aggregation pipeline. Stages may modify their input in place, so documents are cloned
 * on the way in; a leading `$match` is applied first so only matching documents get cloned.
 */
export function runPipeline(docs: Doc[], pipeline: Document[], options?: EngineOptions): Doc[] {
  let input = docs;
  let stages = pipeline;
  const first = pipeline[0];
  if (first && Object.keys(first).length === 1 && isPlainObject(first.$match)) {
    const predicate = compileFilter(stripComment(first.$match), options);
    input = docs.filter(predicate);
    stages = pipeline.slice(1);
  }
  if (stages.length === 0) return input;
  return guard(() =>
    new Aggregator(stages, {
      ...toMingoOptions(options),
      processingMode: ProcessingMode.CLONE_INPUT,
    }).run<Doc>(input),
  );
}

/**
 * Applies update operators to a document in place (callers pass a private copy). The filter is
 * needed for the positional `$` operator. Returns whether anything changed.
 */
export function applyOperators(
  doc: Doc,
  modifier: Document,
  filter: Document,
  arrayFilters?: Document[],
): boolean {
  const changed = guard(() =>
    update(doc, modifier, arrayFilters, stripComment(filter), { cloneMode: 'deep' }),
  );
  return changed.length > 0;
}

/** Applies a pipeline-style update (`$set`, `$unset`, `$replaceWith`, ...) to a private copy. */
export function applyPipelineUpdate(
  doc: Doc,
  pipeline: Document[],
  variables?: Document,
): { doc: Doc; modified: boolean } {
  const holder = [doc];
  const result = guard(() =>
    updateOne(holder, {}, pipeline as never, variables ? { let: variables } : {}),
  );
  return { doc: holder[0] ?? doc, modified: result.modifiedCount > 0 };
}

/**
 * Evaluates a command's `let` (MongoDB evaluates each value as an aggregation expression once,
 * before the command runs: `{ $literal: '$$x' }` is the string '$$x', `'$$NOW'` a date), so that
 * `$$name` refers to the value in filters, pipelines and updates.
 */
export function evaluateVariables(spec: Document | undefined): Document | undefined {
  if (!spec || Object.keys(spec).length === 0) return undefined;
  for (const name of Object.keys(spec)) {
    const first = name.charCodeAt(0);
    if (!(first > 127 || (first >= 97 && first <= 122)))
      throw new MongoCommandError(
        'Location16870',
        `'${name}' starts with an invalid character for a user variable name`,
      );
    const bad = [...name].find((ch) => ch.charCodeAt(0) <= 127 && !/[A-Za-z0-9_]/.test(ch));
    if (bad !== undefined)
      throw new MongoCommandError(
        'Location16871',
        `'${name}' contains an invalid character for a variable name: '${bad}'`,
      );
  }
  const [values] = guard(() =>
    new Aggregator([{ $replaceRoot: { newRoot: spec } }], toMingoOptions()).run<Doc>([{}]),
  );
  return values ?? {};
}

/** MongoDB-like ordering of two BSON values (used for `distinct` output). */
export function compareValues(a: unknown, b: unknown): number {
  return compare(a, b);
}
