import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mongoose, { mongo } from 'mongoose';
import { afterAll, afterEach, expect } from 'vitest';
import { querySignature, SHAPED_READS, SHAPED_WRITES } from './query-shapes.js';
import { isFromTestFile, queryCaller, watchQueries } from './query-watch.js';

/**
 * One call of each shape the services send, as it happened in their tests: the collection as it
 * stood (documents and indexes), the call's arguments, what it answered (or the error code it
 * failed with) and, for a write, the collection after. The app-shapes suite replays each on a
 * fresh collection and expects the same; on a real MongoDB (`TEST_MONGODB_URI`) that proves the
 * embedded engine's answers are MongoDB's.
 */
export interface ShapeExample {
  signature: string;
  collection: string;
  operation: string;
  args: unknown[];
  indexes: {
    key: Record<string, unknown>;
    unique?: boolean;
    sparse?: boolean;
    partialFilterExpression?: mongo.Document;
  }[];
  before: mongo.Document[];
  /** The other collections an aggregation reads (`$lookup`, `$unionWith`), as they stood. */
  joined?: Record<string, mongo.Document[]>;
  result?: unknown;
  /** The server's error code when the call failed (a duplicate key is 11000). */
  errorCode?: number;
  /** A write's effect: the documents it inserted or changed, as they were after it… */
  written?: mongo.Document[];
  /** …and the `_id`s of those it deleted. */
  deleted?: unknown[];
}

/** The collection after a write, as the example says it was. */
export function collectionAfter(example: ShapeExample): mongo.Document[] {
  const key = (doc: mongo.Document) => idKey(doc._id);
  const byId = new Map(example.before.map((doc) => [key(doc), doc]));
  for (const id of example.deleted ?? []) byId.delete(idKey(id));
  for (const doc of example.written ?? []) byId.set(key(doc), doc);
  return [...byId.values()];
}

function idKey(id: unknown): string {
  return mongo.BSON.EJSON.stringify({ id }, { relaxed: false });
}

/** What a write changed: the documents new or different after it, and those gone. */
function changes(
  before: mongo.Document[],
  after: mongo.Document[],
): Pick<ShapeExample, 'written' | 'deleted'> {
  const text = (doc: mongo.Document) => mongo.BSON.EJSON.stringify(doc, { relaxed: false });
  const earlier = new Map(before.map((doc) => [idKey(doc._id), text(doc)]));
  const later = new Set(after.map((doc) => idKey(doc._id)));
  return {
    written: after.filter((doc) => earlier.get(idKey(doc._id)) !== text(doc)),
    deleted: before.filter((doc) => !later.has(idKey(doc._id))).map((doc) => doc._id as unknown),
  };
}

/** The collections a pipeline reads besides its own, at any depth. */
function joinedCollections(pipeline: unknown): string[] {
  const names = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if ((key === '$lookup' || key === '$graphLookup') && typeof inner === 'object' && inner) {
        const from = (inner as { from?: unknown }).from;
        if (typeof from === 'string') names.add(from);
      }
      if (key === '$unionWith') {
        const coll = typeof inner === 'string' ? inner : (inner as { coll?: unknown }).coll;
        if (typeof coll === 'string') names.add(coll);
      }
      visit(inner);
    }
  };
  visit(pipeline);
  return [...names];
}

/** The examples, one file of canonical Extended JSON per collection. */
export const EXAMPLES_DIRECTORY = fileURLToPath(new URL('../app-shapes/examples', import.meta.url));

/** Examples as their files hold them: canonical Extended JSON, one example a line. */
export function examplesText(examples: ShapeExample[]): string {
  return `[\n${examples.map((example) => mongo.BSON.EJSON.stringify(example, { relaxed: false })).join(',\n')}\n]\n`;
}

/**
 * The shapes the examples cover, read from the start of each line without parsing the rest: every
 * api and payments test file asks, and the examples are megabytes.
 */
export function readListedSignatures(): Set<string> {
  const signatures = new Set<string>();
  for (const file of readdirSync(EXAMPLES_DIRECTORY).filter((name) => name.endsWith('.json'))) {
    for (const line of readFileSync(join(EXAMPLES_DIRECTORY, file), 'utf8').split('\n')) {
      const quoted = /^\{"signature":("(?:[^"\\]|\\.)*")/.exec(line)?.[1];
      if (quoted) signatures.add(JSON.parse(quoted) as string);
    }
  }
  return signatures;
}

export function readShapeExamples(): ShapeExample[] {
  return readdirSync(EXAMPLES_DIRECTORY)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap(
      (file) =>
        mongo.BSON.EJSON.parse(readFileSync(join(EXAMPLES_DIRECTORY, file), 'utf8'), {
          relaxed: false,
        }) as ShapeExample[],
    );
}

/** Calls whose answer is a cursor: recorded beside the call, read again from the same state. */
const CURSOR_CALLS = new Set(['find', 'aggregate']);

/** A copy of a value as BSON would send it, so later changes to the original do not show. */
function frozen<T>(value: T): T {
  // Through BSON, as the driver sends it: a mongoose document becomes its fields (toBSON).
  const bytes = mongo.BSON.serialize({ value });
  return mongo.BSON.deserialize(bytes, { promoteValues: false, promoteLongs: false }).value as T;
}

/** The arguments without what only the calling process has (its session). */
function portableArgs(args: unknown[]): unknown[] {
  return args.map((arg) => {
    if (typeof arg !== 'object' || arg === null || Array.isArray(arg)) return arg;
    if (!('session' in arg)) return arg;
    const { session: _session, ...rest } = arg as Record<string, unknown>;
    return rest;
  });
}

function sessionOf(args: unknown[]): mongo.ClientSession | undefined {
  for (const arg of args) {
    const session = (arg as { session?: mongo.ClientSession } | null)?.session;
    if (session) return session;
  }
  return undefined;
}

/**
 * Record mode: wraps mongoose's collection calls so that the first call of each shape `wanted`
 * picks is written down with the collection around it; `save` receives each example.
 */
export function recordShapeExamples(
  wanted: (signature: string) => boolean,
  save: (example: Promise<ShapeExample | undefined>) => void,
): void {
  const prototype = mongoose.Collection.prototype as unknown as Record<
    string,
    (...args: unknown[]) => unknown
  >;
  const taken = new Set<string>();
  // While a call is taken, the other writes to its collection wait for it, and it waits for those
  // already running: its `before` and its changes are its own.
  const running = new Map<string, Set<Promise<unknown>>>();
  const gates = new Map<string, Promise<unknown>>();
  for (const operation of [...SHAPED_READS, ...SHAPED_WRITES]) {
    const original = prototype[operation];
    if (!original) continue;
    const isWrite = SHAPED_WRITES.has(operation);
    prototype[operation] = function (
      this: { name: string; collection: mongo.Collection },
      ...args
    ) {
      const name = this.name;
      const signature = querySignature(name, operation, args);
      if (signature && !taken.has(signature) && wanted(signature)) {
        taken.add(signature);
        return take.call(this, signature, args);
      }
      if (!isWrite) return original.apply(this, args);
      const gate = gates.get(name);
      const answer = gate
        ? gate.then(() => original.apply(this, args))
        : (original.apply(this, args) as Promise<unknown>);
      const writes = running.get(name) ?? new Set<Promise<unknown>>();
      running.set(name, writes);
      const settled = answer.then(
        () => undefined,
        () => undefined,
      );
      writes.add(settled);
      void settled.then(() => writes.delete(settled));
      return answer;
    };

    function take(
      this: { name: string; collection: mongo.Collection },
      signature: string,
      args: unknown[],
    ): unknown {
      const name = this.name;
      const collection = this.collection;
      const call = () => original!.apply(this, args);
      const session = sessionOf(args);
      const given = frozen(portableArgs(args));
      const snapshotOf = (target: mongo.Collection) =>
        target
          .find({}, session ? { session } : {})
          .toArray()
          .then(frozen);
      const snapshot = () => snapshotOf(collection);
      const joined = operation === 'aggregate' ? joinedCollections(args[0]) : [];
      const base = async (): Promise<ShapeExample> => ({
        signature,
        collection: name,
        operation,
        args: given,
        // What decides a write's answer (a duplicate key); not a TTL, which would delete.
        indexes: (await collection.indexes()).map(
          ({ key, unique, sparse, partialFilterExpression }) => ({
            key,
            ...(unique ? { unique } : {}),
            ...(sparse ? { sparse } : {}),
            ...(partialFilterExpression ? { partialFilterExpression } : {}),
          }),
        ),
        before: await snapshot(),
        ...(joined.length > 0
          ? {
              joined: Object.fromEntries(
                await Promise.all(
                  joined.map(
                    async (other) =>
                      [other, await snapshotOf(collection.db.collection(other))] as const,
                  ),
                ),
              ),
            }
          : {}),
      });

      if (CURSOR_CALLS.has(operation)) {
        // Mongoose needs the cursor itself; the same call is made again for the record, until
        // the collection stood still around it, so that the answer is the one `before` gives.
        const attempt = async (times: number): Promise<ShapeExample | undefined> => {
          const example = await base();
          const again = (collection[operation as 'find'] as (...a: unknown[]) => mongo.FindCursor)(
            ...args,
          );
          const result = frozen(await again.toArray());
          const still =
            mongo.BSON.EJSON.stringify(await snapshot(), { relaxed: false }) ===
            mongo.BSON.EJSON.stringify(example.before, { relaxed: false });
          if (still) return { ...example, result };
          if (times < 5) return attempt(times + 1);
          taken.delete(signature); // the next call of the shape is taken instead
          return undefined;
        };
        save(attempt(1));
        return call();
      }

      // Any other call runs alone on its collection: after the writes already running, and
      // before those that start meanwhile (they wait at the gate).
      let open: () => void = () => undefined;
      const previous = gates.get(name);
      // Those running now, not those that will wait at this call's gate.
      const already = [...(running.get(name) ?? new Set<Promise<unknown>>())];
      const gate = new Promise<void>((resolve) => (open = resolve));
      gates.set(name, gate);
      const example = (async () => {
        await previous;
        await Promise.all(already);
        // A collection that cannot be read now (the database hung, in a test of that) is
        // not recorded; the call itself goes ahead.
        return base().catch(() => undefined);
      })();
      const answer: Promise<unknown> = example.then(() => call());
      const after = answer.then(
        () => (isWrite ? snapshot() : undefined),
        () => undefined,
      );
      save(
        answer.then(
          async (result) => {
            const recorded = await example;
            return (
              recorded && {
                ...recorded,
                result: frozen(result),
                ...(isWrite ? changes(recorded.before, (await after) ?? []) : {}),
              }
            );
          },
          async (error: unknown) => {
            const recorded = await example;
            const code = (error as { code?: unknown }).code;
            // A failure the server did not answer with a code is not an answer to compare.
            return recorded && typeof code === 'number'
              ? { ...recorded, errorCode: code }
              : undefined;
          },
        ),
      );
      // The gate opens once the record has its `after`.
      void after.finally(() => {
        if (gates.get(name) === gate) gates.delete(name);
        open();
      });
      return answer;
    }
  }
}

/** Writes a test file's examples where the merge step (`pnpm shapes:record`) collects them. */
export function writeRecordedExamples(
  directory: string,
  examples: (ShapeExample | undefined)[],
): void {
  const taken = examples.filter((example) => example !== undefined);
  if (taken.length === 0) return;
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, `${randomUUID()}.json`), examplesText(taken));
}

/**
 * Installs the check for the calling test file: every query, update and aggregation a service
 * sends (not the test file itself) must have a shape the app-shapes suite has an example of, so
 * that a new shape is proven on both engines before it ships. With `RECORD_QUERY_SHAPES=<dir>`
 * the file records an example of each unlisted shape there instead of failing (`pnpm
 * shapes:record` runs the services' tests so and merges what they record).
 */
export function checkQueryShapesListed(): void {
  const unlisted = new Map<string, string>();
  let listed: Set<string> | undefined;
  const isListed = (signature: string) => {
    listed ??= readListedSignatures();
    return listed.has(signature);
  };
  const stop = watchQueries((collection, operation, args) => {
    const signature = querySignature(collection, operation, args);
    if (!signature || isListed(signature) || unlisted.has(signature)) return;
    const from = queryCaller();
    if (!isFromTestFile(from)) unlisted.set(signature, from);
  });
  const recordTo = process.env.RECORD_QUERY_SHAPES;
  const recorded: Promise<ShapeExample | undefined>[] = [];
  if (recordTo) {
    recordShapeExamples(
      (signature) => !isListed(signature) && !isFromTestFile(queryCaller()),
      (example) => recorded.push(example.catch(() => undefined)),
    );
    // A record may still be reading when its test ends: it finishes before the test's own
    // afterEach empties the collections (the record run orders hooks as listed, this first).
    afterEach(async () => {
      await Promise.all(recorded);
    });
  }
  afterAll(async () => {
    stop();
    if (recordTo) {
      writeRecordedExamples(recordTo, await Promise.all(recorded));
      return;
    }
    expect(
      [...unlisted].map(([signature, from]) => `${signature}   (from ${from})`),
      'query shapes the app-shapes suite (packages/db/src/app-shapes) has no example of: ' +
        'record them with `pnpm shapes:record`',
    ).toEqual([]);
  });
}
