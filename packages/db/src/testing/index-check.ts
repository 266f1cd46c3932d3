import mongoose from 'mongoose';
import { afterAll, expect } from 'vitest';
import { isFromTestFile, queryCaller, watchQueries } from './query-watch.js';

/**
 * Every query the services send to a collection that grows with use must have an index that
 * serves it: on a real MongoDB a query without one reads the whole collection (a COLLSCAN), fast
 * on test data and slow once there are a hundred thousand orders. The embedded engine scans
 * anyway and cannot say, so the check reads the indexes the models declare, as a query planner
 * would pick one.
 */

/** The models whose collections grow with every sale, gift, subscriber, download or request. */
export const GROWING_MODELS = [
  'Order',
  'Gift',
  'GiftPledge',
  'Subscriber',
  'DownloadGrant',
  'RateLimitHit',
  'CatalogueChange',
  'NewsletterDelivery',
] as const;

export interface QueryShape {
  collection: string;
  operation: string;
  /** The filter (or the first `$match` of a pipeline); `{}` when there is none. */
  filter: Record<string, unknown>;
  /** The sort's fields in order, when the query sorts. */
  sort: string[];
}

/**
 * The field paths a filter constrains, for each way it can match: one list for a plain filter,
 * one per branch of an `$or` (each needs an index of its own, as MongoDB plans them).
 */
export function filterBranches(filter: Record<string, unknown>): string[][] {
  const own: string[] = [];
  let branches: string[][] = [[]];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const part of value as Record<string, unknown>[]) {
        const inner = filterBranches(part);
        branches = branches.flatMap((branch) => inner.map((fields) => [...branch, ...fields]));
      }
    } else if (key === '$or' && Array.isArray(value)) {
      const alternatives = (value as Record<string, unknown>[]).flatMap(filterBranches);
      branches = branches.flatMap((branch) => alternatives.map((fields) => [...branch, ...fields]));
    } else if (!key.startsWith('$')) {
      const elements = elementFilter(value);
      if (elements) {
        // `{ refunds: { $elemMatch: { status: 'pending' } } }` is served by `refunds.status`.
        const inner = filterBranches(elements);
        branches = branches.flatMap((branch) =>
          inner.map((fields) => [...branch, ...fields.map((field) => `${key}.${field}`)]),
        );
      } else if (!isNegationOnly(value)) {
        // `{ field: { $exists: false } }` and `$ne`/`$nin` alone cannot use an index's bounds.
        own.push(key);
      }
    }
  }
  return branches.map((fields) => [...own, ...fields]);
}

/** The conditions on an array's elements of `{ $elemMatch: { … } }` over documents. */
function elementFilter(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const match = (value as Record<string, unknown>).$elemMatch;
  if (typeof match !== 'object' || match === null || Array.isArray(match)) return undefined;
  return Object.keys(match).some((key) => !key.startsWith('$'))
    ? (match as Record<string, unknown>)
    : undefined;
}

const NEGATIONS = new Set(['$ne', '$nin', '$not']);

function isNegationOnly(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const operators = Object.keys(value);
  if (operators.length === 0 || !operators.every((key) => key.startsWith('$'))) return false;
  return operators.every(
    (key) =>
      NEGATIONS.has(key) ||
      (key === '$exists' && (value as Record<string, unknown>).$exists === false),
  );
}

/**
 * Whether some index serves the query: its first field is one the filter constrains (in every
 * branch of an `$or`), or, without a filter, the field it sorts by first. A filter-less read with
 * no sort reads everything on purpose (an export) and needs none.
 */
export function isServed(shape: QueryShape, indexes: readonly string[][]): boolean {
  const branches = filterBranches(shape.filter);
  const leading = new Set(indexes.map((fields) => fields[0]));
  if (branches.every((fields) => fields.length === 0)) {
    const [sortedBy] = shape.sort;
    return sortedBy === undefined || leading.has(sortedBy);
  }
  return branches.every((fields) => fields.some((field) => leading.has(field)));
}

/** The indexes a model declares, each as its fields in order, `_id` included. */
export function declaredIndexes(model: mongoose.Model<unknown>): string[][] {
  return [['_id'], ...model.schema.indexes().map(([fields]) => Object.keys(fields))];
}

/** The shape of one collection call as mongoose's debug hook reports it. */
export function shapeOf(
  collection: string,
  operation: string,
  args: unknown[],
): QueryShape | undefined {
  const object = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const sortOf = (options: unknown): string[] => Object.keys(object(object(options).sort));
  switch (operation) {
    case 'find':
    case 'findOne':
    case 'countDocuments':
    case 'updateOne':
    case 'updateMany':
    case 'replaceOne':
    case 'deleteOne':
    case 'deleteMany':
    case 'findOneAndUpdate':
    case 'findOneAndReplace':
    case 'findOneAndDelete':
      return { collection, operation, filter: object(args[0]), sort: sortOf(args.at(-1)) };
    case 'distinct':
      return { collection, operation, filter: object(args[1]), sort: [] };
    case 'aggregate': {
      const pipeline = Array.isArray(args[0]) ? (args[0] as Record<string, unknown>[]) : [];
      const first = object(pipeline[0]);
      const match = object(first.$match);
      const sortStage = pipeline.find((stage) => '$sort' in object(stage));
      return {
        collection,
        operation,
        filter: match,
        sort: Object.keys(object(sortStage?.$sort)),
      };
    }
    default:
      return undefined;
  }
}

/**
 * Installs the check for the calling test file: each query on a growing collection that no
 * declared index serves is recorded, and the file fails at its end listing them.
 */
export function checkQueriesUseIndexes(): void {
  const unserved = new Map<string, string>();
  const stop = watchQueries((collectionName, operation, args) => {
    const model = Object.values(mongoose.models).find(
      (candidate) => candidate.collection.collectionName === collectionName,
    );
    if (!model || !(GROWING_MODELS as readonly string[]).includes(model.modelName)) return;
    const shape = shapeOf(collectionName, operation, args);
    if (!shape || isServed(shape, declaredIndexes(model as mongoose.Model<unknown>))) return;
    const from = queryCaller();
    if (isFromTestFile(from)) return;
    const described = `${collectionName}.${operation}(${JSON.stringify(
      filterBranches(shape.filter),
    )}${shape.sort.length > 0 ? `, sort ${shape.sort.join(',')}` : ''}) from ${from}`;
    unserved.set(described, described);
  });
  afterAll(() => {
    stop();
    expect(
      [...unserved.keys()],
      'queries on growing collections with no index to serve them',
    ).toEqual([]);
  });
}
