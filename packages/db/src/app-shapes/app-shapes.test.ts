import mongoose, { mongo } from 'mongoose';
import { describe, expect, it } from 'vitest';
import {
  collectionAfter,
  readListedSignatures,
  readShapeExamples,
  useTestDatabase,
  type ShapeExample,
} from '../testing/index.js';
import { comparable } from './comparable.js';

/**
 * Every query, update and aggregation shape the services send (recorded from their tests, see
 * ../testing/shape-examples.ts), replayed on a collection that stands as it did: the answer and
 * the collection afterwards must be what they were. Run by `pnpm check` on the embedded engine,
 * and on a real MongoDB with `TEST_MONGODB_URI`, where it shows the embedded engine answers these
 * shapes as MongoDB does.
 */
useTestDatabase();

const examples = readShapeExamples();

const isWrite = (example: ShapeExample) =>
  example.written !== undefined || example.deleted !== undefined;

async function replay(example: ShapeExample) {
  const db = mongoose.connection.db;
  if (!db) throw new Error('app-shapes: no database');
  const collection = db.collection(example.collection);
  await collection.drop().catch(() => undefined);
  await db.createCollection(example.collection);
  for (const { key, ...options } of example.indexes) {
    if (Object.keys(key).length === 1 && '_id' in key) continue;
    await collection.createIndex(key as mongo.IndexSpecification, options);
  }
  if (example.before.length > 0) await collection.insertMany(example.before);
  for (const [name, docs] of Object.entries(example.joined ?? {})) {
    if (name === example.collection) continue;
    await db
      .collection(name)
      .drop()
      .catch(() => undefined);
    if (docs.length > 0) await db.collection(name).insertMany(docs);
  }
  const call = (collection as unknown as Record<string, (...args: unknown[]) => unknown>)[
    example.operation
  ];
  if (!call) throw new Error(`app-shapes: no collection call ${example.operation}`);
  try {
    const answer = call.apply(collection, example.args);
    const result =
      answer instanceof mongo.AbstractCursor
        ? await answer.toArray()
        : await (answer as Promise<unknown>);
    return {
      result,
      after: isWrite(example) ? await collection.find({}).toArray() : undefined,
    };
  } catch (error) {
    return { errorCode: (error as { code?: unknown }).code };
  }
}

const byCollection = new Map<string, ShapeExample[]>();
for (const example of examples) {
  byCollection.set(example.collection, [...(byCollection.get(example.collection) ?? []), example]);
}

describe.each([...byCollection].sort(([a], [b]) => a.localeCompare(b)))(
  'the app’s shapes on %s',
  (_collection, ofCollection) => {
    it.each(
      ofCollection.map((example) => [example.signature.replace(/^[^.]+\./, ''), example] as const),
    )('%s', async (_signature, example) => {
      const replayed = await replay(example);
      if (example.errorCode !== undefined) {
        expect(replayed.errorCode, 'the call fails with the same error').toBe(
          Number(example.errorCode),
        );
        return;
      }
      expect(replayed.errorCode, 'the call succeeds').toBeUndefined();
      expect(comparable(replayed.result, example)).toEqual(comparable(example.result, example));
      if (isWrite(example)) {
        expect(comparable(replayed.after, example, { unordered: true })).toEqual(
          comparable(collectionAfter(example), example, { unordered: true }),
        );
      }
    });
  },
);

it('has one example of each shape, where the services’ tests look for it', () => {
  const signatures = examples.map((example) => example.signature);
  expect(signatures.length).toBeGreaterThan(0);
  expect(new Set(signatures).size).toBe(signatures.length);
  expect([...readListedSignatures()].sort()).toEqual([...signatures].sort());
});
