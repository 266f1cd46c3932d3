import { EJSON } from 'bson';
import type { Document } from 'bson';
import { cloneDeep } from 'mingo/util';

/** A stored document: plain objects, arrays and immutable BSON value classes. */
export type Doc = Document;

export function isPlainObject(value: unknown): value is Document {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function bsonType(value: object): string | undefined {
  const tag = (value as { _bsontype?: unknown })._bsontype;
  return typeof tag === 'string' ? tag : undefined;
}

/** Deep copy that keeps BSON value instances (ObjectId, Decimal128, ...) as they are. */
export function cloneDoc<T>(doc: T): T {
  return cloneDeep(doc);
}

/**
 * A string that is equal for two values exactly when MongoDB's index would treat them as equal
 * (numbers by value, ObjectIds by bytes, null and missing alike). Used as hash-map key.
 */
export function valueKey(value: unknown): string {
  if (value === null || value === undefined) return 'z';
  switch (typeof value) {
    case 'number':
      return `n${value}`;
    case 'string':
      return `s${JSON.stringify(value)}`;
    case 'boolean':
      return value ? 'b1' : 'b0';
    case 'bigint':
      return `n${value}`;
    case 'object':
      break;
    default:
      return `x${typeof value}`;
  }
  if (value instanceof Date) return `d${value.getTime()}`;
  if (Array.isArray(value)) return `[${value.map(valueKey).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${valueKey(v)}`)
      .join(',')}}`;
  }
  const tag = bsonType(value);
  if (tag === 'ObjectId') return `o${(value as { toHexString(): string }).toHexString()}`;
  if (tag === 'Long' || tag === 'Int32' || tag === 'Double')
    return `n${(value as { toString(): string }).toString()}`;
  return `x${tag ?? ''}${EJSON.stringify(value, { relaxed: false })}`;
}

function collectPathValues(value: unknown, parts: string[], at: number, out: unknown[]): void {
  if (at === parts.length) {
    if (!Array.isArray(value)) out.push(value);
    else if (value.length === 0) out.push(undefined);
    else out.push(...(value as unknown[]));
    return;
  }
  const head = parts[at]!;
  if (Array.isArray(value)) {
    if (/^\d+$/.test(head)) {
      collectPathValues((value as unknown[])[Number(head)], parts, at + 1, out);
    } else if (value.length === 0) {
      collectPathValues(undefined, parts, at + 1, out);
    } else {
      for (const element of value as unknown[]) collectPathValues(element, parts, at, out);
    }
    return;
  }
  collectPathValues(isPlainObject(value) ? value[head] : undefined, parts, at + 1, out);
}

/**
 * All values a dotted path yields in a document, expanding arrays like a multikey index does.
 * A missing field yields `undefined`, which indexes treat as `null`.
 */
export function indexValues(doc: Document, path: string): unknown[] {
  if (!path.includes('.')) {
    const value: unknown = doc[path];
    if (!Array.isArray(value)) return [value];
  }
  const out: unknown[] = [];
  collectPathValues(doc, path.split('.'), 0, out);
  return out;
}

/** Whether a dotted path exists in the document (used for sparse indexes). */
export function hasPath(doc: Document, path: string): boolean {
  return indexValues(doc, path).some((v) => v !== undefined);
}

/** Sets a dotted path, creating intermediate objects (used to seed upserted documents). */
export function setPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let target: Document = doc;
  for (const part of parts.slice(0, -1)) {
    const next: unknown = target[part];
    if (!isPlainObject(next)) target[part] = {};
    target = target[part] as Document;
  }
  target[parts[parts.length - 1]!] = value;
}

/** Renders a value the way MongoDB prints it in error messages (`dup key: { email: "a@b.c" }`). */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (typeof value !== 'object') return typeof value;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return `[ ${value.map(formatValue).join(', ')} ]`;
  if (isPlainObject(value)) {
    const entries = Object.entries(value).map(([k, v]) => `${k}: ${formatValue(v)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  const tag = bsonType(value);
  if (tag === 'ObjectId')
    return `ObjectId('${(value as { toHexString(): string }).toHexString()}')`;
  return (value as { toString(): string }).toString();
}
