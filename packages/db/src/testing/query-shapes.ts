/**
 * The shape of a database call with its values taken out: which collection, which operation,
 * which fields and operators its filter, update, pipeline and options use, and the type of each
 * value (`"status":"string"`, `"$in":["objectId"]`). Two calls that differ only in values have the
 * same shape, and the engine answers them by the same code; the app-shapes suite runs one case of
 * every shape the services send, on the embedded engine and on a real MongoDB.
 */
export function querySignature(
  collection: string,
  operation: string,
  args: readonly unknown[],
): string | undefined {
  const parts = partsOf(operation, args);
  return parts && `${collection}.${operation} ${stringify(parts)}`;
}

/** The collection calls a shape is taken of: reads, writes and aggregations, not index upkeep. */
export const SHAPED_READS = ['find', 'findOne', 'countDocuments', 'distinct', 'aggregate'];
export const SHAPED_WRITES = new Set([
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'bulkWrite',
  'insertOne',
  'insertMany',
]);
const SHAPED = new Set([...SHAPED_READS, ...SHAPED_WRITES]);

/** Options that change what a call answers or writes; the rest (sessions, timeouts…) do not. */
const MEANINGFUL_OPTIONS = [
  'sort',
  'projection',
  'limit',
  'skip',
  'upsert',
  'arrayFilters',
  'returnDocument',
  'new',
  'collation',
  'hint',
  'let',
  'includeResultMetadata',
  'ordered',
] as const;

function partsOf(operation: string, args: readonly unknown[]): Record<string, unknown> | undefined {
  if (!SHAPED.has(operation)) return undefined;
  switch (operation) {
    case 'insertOne':
    case 'insertMany':
      return { options: optionsOf(args[1]) };
    case 'distinct':
      return { key: args[0], filter: filterShape(args[1]), options: optionsOf(args[2]) };
    case 'aggregate':
      return { pipeline: expressionShape(args[0]), options: optionsOf(args[1]) };
    case 'bulkWrite':
      return {
        operations: uniqueShapes(
          (Array.isArray(args[0]) ? args[0] : []).map((entry) =>
            Object.fromEntries(
              Object.entries(object(entry)).map(([kind, spec]) => [kind, writeShape(spec)]),
            ),
          ),
        ),
        options: optionsOf(args[1]),
      };
    case 'updateOne':
    case 'updateMany':
    case 'replaceOne':
    case 'findOneAndUpdate':
    case 'findOneAndReplace':
      return {
        filter: filterShape(args[0]),
        update: updateShape(args[1]),
        options: optionsOf(args[2]),
      };
    default:
      return { filter: filterShape(args[0]), options: optionsOf(args[1]) };
  }
}

/** One operation of a bulkWrite: `{ filter, update, upsert }`, `{ document }`, etc. */
function writeShape(spec: unknown): Record<string, unknown> {
  const { filter, update, replacement, document, ...options } = object(spec);
  return {
    ...(filter === undefined ? {} : { filter: filterShape(filter) }),
    ...(update === undefined ? {} : { update: updateShape(update) }),
    ...(replacement === undefined ? {} : { replacement: 'document' }),
    ...(document === undefined ? {} : { document: 'document' }),
    ...optionsOf(options),
  };
}

function optionsOf(options: unknown): Record<string, unknown> {
  const given = object(options);
  const kept: Record<string, unknown> = {};
  for (const name of MEANINGFUL_OPTIONS) {
    const value = given[name];
    if (value === undefined) continue;
    kept[name] =
      name === 'sort' || name === 'projection' || name === 'hint'
        ? value
        : name === 'arrayFilters' || name === 'let'
          ? expressionShape(value)
          : valueType(value);
  }
  return kept;
}

/**
 * A filter: field names and operators kept, values replaced by their types. A document matched
 * whole (`{ address: { city: … } }`) is a value like any other.
 */
function filterShape(filter: unknown): unknown {
  if (Array.isArray(filter)) return uniqueShapes(filter.map(filterShape));
  if (!isPlainObject(filter)) return valueType(filter);
  const shape: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$')) {
      shape[key] =
        key === '$expr' || key === '$where' || key === '$text'
          ? expressionShape(value)
          : filterShape(value);
    } else {
      shape[key] = isOperatorObject(value) ? filterShape(value) : valueType(value);
    }
  }
  return shape;
}

/** An update: operators and the fields they write kept, the values written only typed. */
function updateShape(update: unknown): unknown {
  if (Array.isArray(update)) return update.map(expressionShape); // a pipeline update
  if (!isPlainObject(update)) return valueType(update);
  if (!Object.keys(update).some((key) => key.startsWith('$'))) return 'replacement';
  return Object.fromEntries(
    Object.entries(update).map(([operator, fields]) => [
      operator,
      Object.fromEntries(
        Object.entries(object(fields)).map(([field, value]) => [
          field,
          operator === '$push' || operator === '$addToSet' || operator === '$pull'
            ? pushShape(operator, value)
            : valueType(value),
        ]),
      ),
    ]),
  );
}

/**
 * `$push: { events: { $each: […], $slice: -50 } }` keeps its modifiers; a `$pull` its condition
 * (`{ $pull: { holds: { sessionId: … } } }` removes the elements that match it).
 */
function pushShape(operator: string, value: unknown): unknown {
  if (operator === '$pull') return isPlainObject(value) ? filterShape(value) : valueType(value);
  if (!isOperatorObject(value) || !('$each' in value)) return valueType(value);
  return Object.fromEntries(
    Object.entries(value).map(([modifier, inner]) => [
      modifier,
      modifier === '$sort' ? inner : valueType(inner),
    ]),
  );
}

/**
 * An aggregation expression or pipeline: every key and `$field` path kept (they are what the
 * engine evaluates), other literals typed.
 */
function expressionShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expressionShape);
  if (typeof value === 'string' && value.startsWith('$')) return value;
  if (!isPlainObject(value)) return valueType(value);
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$match' ? filterShape(inner) : expressionShape(inner),
    ]),
  );
}

function valueType(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return uniqueShapes(value.map(valueType));
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  if (Buffer.isBuffer(value)) return 'binary';
  if (typeof value === 'object') {
    // BSON values (ObjectId, Decimal128, Long…) name their type.
    const bsonType = (value as { _bsontype?: string })._bsontype;
    return bsonType ? bsonType.toLowerCase() : 'document';
  }
  return typeof value;
}

/** The distinct shapes of a list's elements, in a fixed order. */
function uniqueShapes(shapes: unknown[]): unknown[] {
  const byText = new Map(shapes.map((shape) => [stringify(shape), shape]));
  return [...byText.keys()].sort().map((text) => byText.get(text));
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  return (
    isPlainObject(value) &&
    Object.keys(value).length > 0 &&
    Object.keys(value).every((key) => key.startsWith('$'))
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function object(value: unknown): Record<string, unknown> {
  return isPlainObject(value) ? value : {};
}

/**
 * JSON with object keys in order, except where order is meaning (sorts and projections, the
 * fields of `$sort`, and every array), so that one shape is always written the same way.
 */
function stringify(value: unknown): string {
  return JSON.stringify(value, function (this: unknown, key, inner: unknown) {
    if (!isPlainObject(inner) || key === 'sort' || key === '$sort' || key === 'projection')
      return inner;
    return Object.fromEntries(
      Object.keys(inner)
        .sort()
        .map((name) => [name, inner[name]]),
    );
  });
}
