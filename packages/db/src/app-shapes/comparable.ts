import { mongo } from 'mongoose';
import type { ShapeExample } from '../testing/index.js';

const { EJSON } = mongo.BSON;

/**
 * An answer written so that two engines' answers compare equal when the app would take them for
 * the same: canonical Extended JSON (an int is not a double); an id or a time the server made up
 * (not in the call or the collection before it) written as such, not by value; fields in name
 * order (where an update puts a new field is the engine's affair); and, where MongoDB promises no
 * order (a find without a sort, an aggregation without `$sort`, the collection afterwards), its
 * documents in a fixed order.
 */
export function comparable(
  value: unknown,
  example: ShapeExample,
  { unordered = !isOrdered(example) }: { unordered?: boolean } = {},
): unknown {
  const known = knownValues(example);
  const plain = JSON.parse(EJSON.stringify(value ?? null, { relaxed: false })) as unknown;
  const marked = markMadeUp(plain, known);
  if (unordered && Array.isArray(marked)) {
    return marked
      .map((element) => JSON.stringify(element))
      .sort()
      .map((text) => JSON.parse(text) as unknown);
  }
  return marked;
}

function isOrdered(example: ShapeExample): boolean {
  if (example.operation === 'find') {
    const options = example.args[1] as { sort?: unknown } | undefined;
    return options?.sort !== undefined && Object.keys(options.sort as object).length > 0;
  }
  if (example.operation === 'aggregate') return JSON.stringify(example.args[0]).includes('"$sort"');
  return false;
}

/** Every ObjectId and date the call and the collection before it hold. */
function knownValues(example: ShapeExample): Set<string> {
  const known = new Set<string>();
  const collect = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(collect);
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if (typeof record.$oid === 'string') known.add(`oid:${record.$oid}`);
    else if (record.$date !== undefined) known.add(`date:${JSON.stringify(record.$date)}`);
    else Object.values(record).forEach(collect);
  };
  collect(
    JSON.parse(
      EJSON.stringify([example.args, example.before, example.joined ?? {}], { relaxed: false }),
    ),
  );
  return known;
}

function markMadeUp(value: unknown, known: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((element) => markMadeUp(element, known));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.$oid === 'string')
    return known.has(`oid:${record.$oid}`) ? record : 'an ObjectId the server made';
  if (record.$date !== undefined)
    return known.has(`date:${JSON.stringify(record.$date)}`) ? record : 'a time the server took';
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, markMadeUp(record[key], known)]),
  );
}
