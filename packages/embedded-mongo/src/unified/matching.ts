/**
 * Value matching of the unified test format ("Evaluating Matches"): root-level documents may
 * carry extra fields, nested ones may not, arrays match element by element, numbers compare by
 * value whatever their BSON type, and `$$` operators express looser expectations.
 */
import {
  Binary,
  BSONRegExp,
  Decimal128,
  Double,
  EJSON,
  Int32,
  Long,
  ObjectId,
  Timestamp,
} from 'bson';
import type { EntityMap } from './entities.js';

export class MatchError extends Error {
  override name = 'MatchError';
}

/** Special operators this matcher implements. */
export const SPECIAL_OPERATORS = new Set([
  '$$exists',
  '$$type',
  '$$unsetOrMatches',
  '$$matchesEntity',
  '$$matchesHexBytes',
  '$$sessionLsid',
  '$$lte',
  '$$matchAsDocument',
  '$$matchAsRoot',
]);

type Plain = Record<string, unknown>;

function isPlainDocument(value: unknown): value is Plain {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  if (value instanceof Map) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A document-like actual value (plain object, Map, or a driver result class) as key access. */
function isDocumentLike(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return !isBsonScalar(value);
}

function isBsonScalar(value: unknown): boolean {
  return (
    value instanceof Date ||
    value instanceof RegExp ||
    value instanceof Uint8Array ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { _bsontype?: unknown })._bsontype === 'string')
  );
}

function getKey(actual: unknown, key: string): unknown {
  if (actual instanceof Map) {
    const map = actual as Map<unknown, unknown>;
    if (map.has(key)) return map.get(key);
    const asNumber = Number(key);
    return Number.isNaN(asNumber) ? undefined : map.get(asNumber);
  }
  return (actual as Plain)[key];
}

function ownKeys(actual: unknown): string[] {
  if (actual instanceof Map) return [...(actual as Map<unknown, unknown>).keys()].map(String);
  return Object.keys(actual as object).filter((k) => (actual as Plain)[k] !== undefined);
}

function hasKey(actual: unknown, key: string): boolean {
  return getKey(actual, key) !== undefined;
}

/** The one `$$` key of a document, if it is an operator document. */
export function specialOperator(value: unknown): string | undefined {
  if (!isPlainDocument(value)) return undefined;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0]!.startsWith('$$') ? keys[0] : undefined;
}

export function show(value: unknown): string {
  try {
    return EJSON.stringify(toPlain(value), { relaxed: true });
  } catch {
    return String(value);
  }
}

function toPlain(value: unknown): unknown {
  if (value instanceof Map) {
    return Object.fromEntries(
      [...(value as Map<unknown, unknown>)].map(([k, v]) => [String(k), toPlain(v)]),
    );
  }
  if (Array.isArray(value)) return value.map(toPlain);
  if (value !== null && typeof value === 'object' && !isBsonScalar(value)) {
    const out: Plain = {};
    for (const key of Object.keys(value)) out[key] = toPlain((value as Plain)[key]);
    return out;
  }
  return value;
}

function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (value instanceof Int32 || value instanceof Double) return value.valueOf();
  if (Long.isLong(value)) return value.toNumber();
  return undefined;
}

const TYPE_CHECKS: Record<string, (v: unknown) => boolean> = {
  double: (v) => typeof v === 'number' || v instanceof Double,
  string: (v) => typeof v === 'string',
  object: (v) => isDocumentLike(v),
  array: (v) => Array.isArray(v),
  binData: (v) => v instanceof Binary || v instanceof Uint8Array,
  undefined: (v) => v === undefined,
  objectId: (v) => v instanceof ObjectId,
  bool: (v) => typeof v === 'boolean',
  date: (v) => v instanceof Date,
  null: (v) => v === null,
  regex: (v) => v instanceof RegExp || v instanceof BSONRegExp,
  int: (v) => (typeof v === 'number' && Number.isInteger(v)) || v instanceof Int32,
  timestamp: (v) => v instanceof Timestamp,
  // Integers come back from the driver as JavaScript numbers (promoteLongs).
  long: (v) => (typeof v === 'number' && Number.isInteger(v)) || Long.isLong(v),
  decimal: (v) => v instanceof Decimal128,
  number: (v) => numeric(v) !== undefined || v instanceof Decimal128,
};

function fail(path: string, message: string): never {
  throw new MatchError(`${path || '(root)'}: ${message}`);
}

function scalarEquals(expected: unknown, actual: unknown): boolean {
  const e = numeric(expected);
  const a = numeric(actual);
  if (e !== undefined || a !== undefined) {
    if (e === undefined || a === undefined) return false;
    return e === a || (Number.isNaN(e) && Number.isNaN(a));
  }
  if (expected === null || actual === null) return expected === actual;
  if (expected instanceof Date)
    return actual instanceof Date && actual.getTime() === expected.getTime();
  if (expected instanceof ObjectId) return actual instanceof ObjectId && actual.equals(expected);
  if (expected instanceof Decimal128)
    return actual instanceof Decimal128 && actual.toString() === expected.toString();
  if (expected instanceof BSONRegExp || expected instanceof RegExp) {
    const norm = (r: unknown): string | undefined => {
      if (r instanceof RegExp) return `${r.source}/${[...r.flags].sort().join('')}`;
      if (r instanceof BSONRegExp) return `${r.pattern}/${[...r.options].sort().join('')}`;
      return undefined;
    };
    return norm(expected) === norm(actual);
  }
  if (typeof expected !== 'object') return expected === actual;
  return show(expected) === show(actual);
}

export interface MatchOptions {
  entities: EntityMap;
  /** Outcome comparison: no extra fields anywhere, not even at the root. */
  exact?: boolean;
  /** Extra fields allowed in nested documents too (see checkEvents in runner.ts). */
  extraFieldsAnywhere?: boolean;
}

/**
 * Asserts that `actual` matches `expected`; throws a MatchError naming the path otherwise.
 * `root` allows extra fields in `actual` at this level.
 */
export function match(
  expected: unknown,
  actual: unknown,
  options: MatchOptions,
  root = true,
  path = '',
): void {
  const operator = specialOperator(expected);
  if (operator) {
    matchOperator(operator, (expected as Plain)[operator], actual, options, root, path);
    return;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) fail(path, `expected an array, got ${show(actual)}`);
    if (actual.length !== expected.length) {
      fail(path, `expected ${expected.length} elements, got ${actual.length}: ${show(actual)}`);
    }
    expected.forEach((item, i) => match(item, actual[i], options, false, `${path}[${i}]`));
    return;
  }
  if (isPlainDocument(expected)) {
    if (!isDocumentLike(actual)) fail(path, `expected a document, got ${show(actual)}`);
    for (const [key, value] of Object.entries(expected)) {
      const childPath = `${path}.${key}`;
      const op = specialOperator(value);
      if (op === '$$exists') {
        const wanted = (value as Plain)[op];
        if (Boolean(wanted) !== hasKey(actual, key)) {
          fail(
            childPath,
            wanted
              ? 'expected the field to exist'
              : `expected no field, got ${show(getKey(actual, key))}`,
          );
        }
        continue;
      }
      if (op === '$$unsetOrMatches' && !hasKey(actual, key)) continue;
      if (!hasKey(actual, key) && !(op === '$$type' && typeTypes(value).includes('undefined'))) {
        fail(childPath, 'field is missing');
      }
      match(value, getKey(actual, key), options, false, childPath);
    }
    if ((!root && !options.extraFieldsAnywhere) || options.exact) {
      const extra = ownKeys(actual).filter((k) => !(k in expected));
      if (extra.length > 0)
        fail(path, `unexpected field(s) ${extra.join(', ')} in ${show(actual)}`);
    }
    return;
  }
  if (!scalarEquals(expected, actual))
    fail(path, `expected ${show(expected)}, got ${show(actual)}`);
}

function typeTypes(value: unknown): string[] {
  const t = (value as Plain).$$type;
  return (Array.isArray(t) ? t : [t]) as string[];
}

function matchOperator(
  operator: string,
  operand: unknown,
  actual: unknown,
  options: MatchOptions,
  root: boolean,
  path: string,
): void {
  switch (operator) {
    case '$$exists':
      if (Boolean(operand) !== (actual !== undefined)) fail(path, `$$exists ${String(operand)}`);
      return;
    case '$$type': {
      const types = (Array.isArray(operand) ? operand : [operand]) as string[];
      for (const t of types) {
        const check = TYPE_CHECKS[t];
        if (!check) fail(path, `unknown $$type ${t}`);
        if (check(actual)) return;
      }
      fail(path, `expected type ${types.join('|')}, got ${show(actual)}`);
      break;
    }
    case '$$unsetOrMatches':
      if (actual === undefined) return;
      match(operand, actual, options, root, path);
      return;
    case '$$matchesEntity': {
      const entity = options.entities.get(String(operand));
      match(entity, actual, options, root, path);
      return;
    }
    case '$$matchesHexBytes': {
      const bytes =
        actual instanceof Binary
          ? actual.buffer
          : actual instanceof Uint8Array
            ? actual
            : undefined;
      if (!bytes || Buffer.from(bytes).toString('hex') !== String(operand).toLowerCase()) {
        fail(path, `expected bytes ${String(operand)}, got ${show(actual)}`);
      }
      return;
    }
    case '$$sessionLsid': {
      const lsid = options.entities.sessionLsid(String(operand));
      match(lsid, actual, options, false, path);
      return;
    }
    case '$$lte': {
      const a = numeric(actual);
      const e = numeric(operand);
      if (a === undefined || e === undefined || a > e)
        fail(path, `expected <= ${show(operand)}, got ${show(actual)}`);
      return;
    }
    case '$$matchAsDocument': {
      if (typeof actual !== 'string')
        fail(path, `expected an Extended JSON string, got ${show(actual)}`);
      match(operand, EJSON.parse(actual, { relaxed: false }), options, false, path);
      return;
    }
    case '$$matchAsRoot':
      match(operand, actual, options, true, path);
      return;
    default:
      fail(path, `unsupported special operator ${operator}`);
  }
}
