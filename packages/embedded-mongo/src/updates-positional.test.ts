import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from './test-support.js';
import { setupTestDatabase } from './test-support.js';

/**
 * Positional update operators (`$`, `$[]`, `$[<identifier>]` with arrayFilters), field names
 * with dots and dollars, and pipeline updates touching `_id`, as MongoDB 8 answers them.
 * Messages are MongoDB's own (checked against its sources and manual).
 */

let env: TestDatabase;
let coll: Collection<Document>;
let counter = 0;

beforeAll(async () => {
  env = await setupTestDatabase();
});
afterAll(() => env.teardown());
beforeEach(() => {
  coll = env.db.collection(`positional_${++counter}`);
});

/** The error an operation fails with (the test fails if it succeeds). */
async function failure(operation: Promise<unknown>): Promise<{ code?: number; message: string }> {
  const error = await operation.then(
    () => {
      throw new Error('expected the operation to fail');
    },
    (e: unknown) => e as { code?: number; message: string },
  );
  return error;
}

async function stored(id: unknown = 1): Promise<Document | null> {
  return coll.findOne({ _id: id as never });
}

describe('the positional $ operator', () => {
  it('updates the first element the query matched', async () => {
    await coll.insertOne({
      _id: 1,
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 1 },
      ],
    } as never);
    const result = await coll.updateOne({ _id: 1, 'items.sku': 'b' } as never, {
      $set: { 'items.$.qty': 5 },
    });
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect((await stored())?.items).toEqual([
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 5 },
    ]);
  });

  it('replaces an element of an array of scalars', async () => {
    await coll.insertOne({ _id: 1, tags: ['a', 'b', 'c'] } as never);
    await coll.updateOne({ _id: 1, tags: 'b' } as never, { $set: { 'tags.$': 'B' } });
    expect((await stored())?.tags).toEqual(['a', 'B', 'c']);
  });

  it('uses the element $elemMatch matched', async () => {
    await coll.insertOne({
      _id: 1,
      refunds: [
        { key: 'k1', status: 'succeeded' },
        { key: 'k2', status: 'pending', sendingUntil: 1 },
      ],
    } as never);
    await coll.updateOne(
      { _id: 1, refunds: { $elemMatch: { key: 'k2', status: 'pending' } } } as never,
      { $set: { 'refunds.$.status': 'failed', 'refunds.$.reason': 'no' } },
    );
    expect((await stored())?.refunds).toEqual([
      { key: 'k1', status: 'succeeded' },
      { key: 'k2', status: 'failed', sendingUntil: 1, reason: 'no' },
    ]);
  });

  it('lets several operators change fields of the same matched element', async () => {
    await coll.insertOne({
      _id: 1,
      refunds: [
        { key: 'k1', status: 'pending', sendingUntil: 1 },
        { key: 'k2', status: 'pending', sendingUntil: 2 },
      ],
    } as never);
    // Two separate conditions on the array may each match another element (MongoDB's manual
    // leaves `$` undefined then): $elemMatch names one element.
    const result = await coll.updateOne(
      { _id: 1, refunds: { $elemMatch: { key: 'k2', status: 'pending' } } } as never,
      {
        $set: { 'refunds.$.status': 'succeeded', 'refunds.$.providerRefundId': 're_1' },
        $unset: { 'refunds.$.sendingUntil': 1 },
      },
    );
    expect(result.modifiedCount).toBe(1);
    expect((await stored())?.refunds).toEqual([
      { key: 'k1', status: 'pending', sendingUntil: 1 },
      { key: 'k2', status: 'succeeded', providerRefundId: 're_1' },
    ]);
  });

  it('finds the match through $and and $or', async () => {
    await coll.insertOne({ _id: 1, a: [{ x: 1 }, { x: 2 }, { x: 3 }] } as never);
    await coll.updateOne({ $and: [{ _id: 1 }, { 'a.x': 2 }] } as never, { $set: { 'a.$.y': 1 } });
    await coll.updateOne({ $or: [{ 'a.x': 9 }, { 'a.x': 3 }] }, { $set: { 'a.$.z': 1 } });
    expect((await stored())?.a).toEqual([{ x: 1 }, { x: 2, y: 1 }, { x: 3, z: 1 }]);
  });

  it('stands for the matched position even in another array of the document', async () => {
    await coll.insertOne({ _id: 1, names: ['a', 'b', 'c'], scores: [10, 20, 30] } as never);
    await coll.updateOne({ names: 'c' }, { $set: { 'scores.$': 0 } });
    expect(await stored()).toEqual({ _id: 1, names: ['a', 'b', 'c'], scores: [10, 20, 0] });
  });

  it('applies $inc, $mul, $min, $max, $push, $addToSet and $pull to the matched element', async () => {
    await coll.insertOne({
      _id: 1,
      lines: [
        { n: 1, qty: 1, price: 10, low: 5, high: 5, tags: ['x'] },
        { n: 2, qty: 1, price: 10, low: 5, high: 5, tags: ['x', 'y'] },
      ],
    } as never);
    await coll.updateOne({ 'lines.n': 2 }, {
      $inc: { 'lines.$.qty': 2 },
      $mul: { 'lines.$.price': 3 },
      $min: { 'lines.$.low': 1 },
      $max: { 'lines.$.high': 9 },
      $push: { 'lines.$.tags': 'z' },
    } as never);
    await coll.updateOne({ 'lines.n': 2 }, { $addToSet: { 'lines.$.tags': 'z' } });
    await coll.updateOne({ 'lines.n': 2 }, { $pull: { 'lines.$.tags': 'x' } } as never);
    expect((await stored())?.lines).toEqual([
      { n: 1, qty: 1, price: 10, low: 5, high: 5, tags: ['x'] },
      { n: 2, qty: 3, price: 30, low: 1, high: 9, tags: ['y', 'z'] },
    ]);
  });

  it('resolves the position per document in updateMany', async () => {
    await coll.insertMany([
      { _id: 1, a: [{ k: 'x' }, { k: 'y' }] },
      { _id: 2, a: [{ k: 'y' }, { k: 'x' }] },
    ] as never);
    const result = await coll.updateMany({ 'a.k': 'y' }, { $set: { 'a.$.hit': true } });
    expect(result.modifiedCount).toBe(2);
    expect((await stored(1))?.a).toEqual([{ k: 'x' }, { k: 'y', hit: true }]);
    expect((await stored(2))?.a).toEqual([{ k: 'y', hit: true }, { k: 'x' }]);
  });

  it('refuses two operators on the same positional path (ConflictingUpdateOperators, 40)', async () => {
    await coll.insertOne({ _id: 1, a: [{ n: 1, t: ['x'] }] } as never);
    const error = await failure(
      coll.updateOne({ 'a.n': 1 }, {
        $addToSet: { 'a.$.t': 'z' },
        $pull: { 'a.$.t': 'x' },
      } as never),
    );
    expect(error).toMatchObject({
      code: 40,
      message: "Updating the path 'a.$.t' would create a conflict at 'a.$.t'",
    });
  });

  it('works in findOneAndUpdate', async () => {
    await coll.insertOne({
      _id: 1,
      a: [
        { k: 'x', n: 0 },
        { k: 'y', n: 0 },
      ],
    } as never);
    const after = await coll.findOneAndUpdate(
      { 'a.k': 'y' },
      { $inc: { 'a.$.n': 1 } },
      { returnDocument: 'after' },
    );
    expect(after?.a).toEqual([
      { k: 'x', n: 0 },
      { k: 'y', n: 1 },
    ]);
  });

  it('fails with BadValue (2) when the query matched no array element', async () => {
    await coll.insertOne({ _id: 1, a: [{ x: 1 }] } as never);
    const error = await failure(coll.updateOne({ _id: 1 } as never, { $set: { 'a.$.y': 1 } }));
    expect(error).toMatchObject({
      code: 2,
      message: 'The positional operator did not find the match needed from the query.',
    });
    expect(await stored()).toEqual({ _id: 1, a: [{ x: 1 }] });
  });

  it('does not take a position from a negation ($ne)', async () => {
    await coll.insertOne({ _id: 1, a: [1, 2] } as never);
    const error = await failure(coll.updateOne({ a: { $ne: 5 } }, { $set: { 'a.$': 0 } }));
    expect(error).toMatchObject({ code: 2 });
  });

  it('refuses two $ in one path (BadValue, 2)', async () => {
    await coll.insertOne({ _id: 1, a: [{ b: [1] }] } as never);
    const error = await failure(coll.updateOne({ 'a.b': 1 }, { $set: { 'a.$.b.$': 2 } }));
    expect(error).toMatchObject({
      code: 2,
      message: "Too many positional (i.e. '$') elements found in path 'a.$.b.$'",
    });
  });

  it('refuses a positional element at the start of a path (BadValue, 2)', async () => {
    await coll.insertOne({ _id: 1, a: [1] } as never);
    const error = await failure(coll.updateOne({ a: 1 }, { $set: { '$[]': 2 } }));
    expect(error).toMatchObject({
      code: 2,
      message: "Cannot have positional (i.e. '$') element in the first position in path '$[]'",
    });
  });

  it('refuses an upsert that inserts, as the query matched no element (BadValue, 2)', async () => {
    const error = await failure(
      coll.updateOne({ _id: 5, 'a.x': 1 } as never, { $set: { 'a.$.y': 1 } }, { upsert: true }),
    );
    expect(error).toMatchObject({
      code: 2,
      message: 'The positional operator did not find the match needed from the query.',
    });
    expect(await coll.countDocuments()).toBe(0);
  });

  it('still updates an existing document when the upsert matches one', async () => {
    await coll.insertOne({ _id: 5, a: [{ x: 1 }] } as never);
    const result = await coll.updateOne(
      { _id: 5, 'a.x': 1 } as never,
      { $set: { 'a.$.y': 1 } },
      { upsert: true },
    );
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect((await stored(5))?.a).toEqual([{ x: 1, y: 1 }]);
  });
});

describe('the all-positional $[] operator', () => {
  it('updates every element, through nested $[]', async () => {
    await coll.insertOne({ _id: 1, a: [{ b: [1, 2] }, { b: [3] }, { b: [] }] } as never);
    await coll.updateOne({ _id: 1 } as never, { $inc: { 'a.$[].b.$[]': 10 } });
    expect((await stored())?.a).toEqual([{ b: [11, 12] }, { b: [13] }, { b: [] }]);
  });

  it('$unset sets every element to null, as for any array element', async () => {
    await coll.insertOne({ _id: 1, a: [1, 2] } as never);
    await coll.updateOne({ _id: 1 } as never, { $unset: { 'a.$[]': 1 } });
    expect((await stored())?.a).toEqual([null, null]);
  });

  it('$push appends to the array inside every element', async () => {
    await coll.insertOne({ _id: 1, a: [{ t: [] }, { t: [1] }] } as never);
    await coll.updateOne({ _id: 1 } as never, { $push: { 'a.$[].t': 9 } } as never);
    expect((await stored())?.a).toEqual([{ t: [9] }, { t: [1, 9] }]);
  });

  it('leaves an empty array as it is (not modified)', async () => {
    await coll.insertOne({ _id: 1, a: [] } as never);
    const result = await coll.updateOne({ _id: 1 } as never, { $set: { 'a.$[]': 1 } });
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
  });

  it('fails with BadValue (2) when the array is missing', async () => {
    await coll.insertOne({ _id: 1 } as never);
    const error = await failure(coll.updateOne({ _id: 1 } as never, { $set: { 'a.b.$[]': 1 } }));
    expect(error).toMatchObject({
      code: 2,
      message: "The path 'a.b' must exist in the document in order to apply array updates.",
    });
  });

  it('fails with BadValue (2) when the field is not an array', async () => {
    await coll.insertOne({ _id: 1, a: 5 } as never);
    const error = await failure(coll.updateOne({ _id: 1 } as never, { $set: { 'a.$[]': 1 } }));
    expect(error).toMatchObject({
      code: 2,
      message: 'Cannot apply array updates to non-array element a: 5',
    });
  });

  it('fails in an upsert that inserts when the query gives no array', async () => {
    const error = await failure(
      coll.updateOne({ _id: 9 } as never, { $set: { 'a.$[]': 1 } }, { upsert: true }),
    );
    expect(error).toMatchObject({
      code: 2,
      message: "The path 'a' must exist in the document in order to apply array updates.",
    });
  });

  it('refuses two paths that meet at the same element (ConflictingUpdateOperators, 40)', async () => {
    await coll.insertOne({ _id: 1, a: [{ x: 1 }] } as never);
    const error = await failure(
      coll.updateOne({ _id: 1 } as never, { $set: { 'a.$[].x': 2, 'a.0.x': 3 } }),
    );
    expect(error).toMatchObject({ code: 40, message: "Update created a conflict at 'a.0.x'" });
  });

  it('refuses a path and one inside it as written (ConflictingUpdateOperators, 40)', async () => {
    await coll.insertOne({ _id: 1, a: [{ x: 1 }] } as never);
    const error = await failure(
      coll.updateOne({ 'a.x': 1 }, { $set: { 'a.$': { x: 2 } }, $unset: { 'a.$.x': 1 } }),
    );
    expect(error).toMatchObject({
      code: 40,
      message: "Updating the path 'a.$.x' would create a conflict at 'a.$'",
    });
  });
});

describe('the filtered positional $[<identifier>] operator with arrayFilters', () => {
  it('updates only the elements the array filter selects', async () => {
    await coll.insertOne({
      _id: 1,
      grades: [{ score: 40 }, { score: 90 }, { score: 45 }],
    } as never);
    await coll.updateOne(
      { _id: 1 } as never,
      { $set: { 'grades.$[low].passed': false } },
      { arrayFilters: [{ 'low.score': { $lt: 50 } }] },
    );
    expect((await stored())?.grades).toEqual([
      { score: 40, passed: false },
      { score: 90 },
      { score: 45, passed: false },
    ]);
  });

  it('filters scalar elements by the identifier itself', async () => {
    await coll.insertOne({ _id: 1, n: [1, 5, 10] } as never);
    await coll.updateOne(
      { _id: 1 } as never,
      { $mul: { 'n.$[big]': 2 } },
      { arrayFilters: [{ big: { $gte: 5 } }] },
    );
    expect((await stored())?.n).toEqual([1, 10, 20]);
  });

  it('combines identifiers in nested arrays, and with $[]', async () => {
    await coll.insertOne({
      _id: 1,
      orders: [
        { open: true, lines: [{ q: 1 }, { q: 5 }] },
        { open: false, lines: [{ q: 5 }] },
      ],
    } as never);
    await coll.updateOne(
      { _id: 1 } as never,
      { $inc: { 'orders.$[o].lines.$[l].q': 100 }, $set: { 'orders.$[].seen': true } },
      { arrayFilters: [{ 'o.open': true }, { 'l.q': { $gt: 1 } }] },
    );
    expect((await stored())?.orders).toEqual([
      { open: true, lines: [{ q: 1 }, { q: 105 }], seen: true },
      { open: false, lines: [{ q: 5 }], seen: true },
    ]);
  });

  it('accepts $or inside an array filter', async () => {
    await coll.insertOne({ _id: 1, a: [{ x: 1 }, { y: 2 }, { z: 3 }] } as never);
    await coll.updateOne(
      { _id: 1 } as never,
      { $set: { 'a.$[e].hit': true } },
      { arrayFilters: [{ $or: [{ 'e.x': 1 }, { 'e.z': 3 }] }] },
    );
    expect((await stored())?.a).toEqual([{ x: 1, hit: true }, { y: 2 }, { z: 3, hit: true }]);
  });

  it('applies $push, $addToSet and $pull to the selected elements', async () => {
    await coll.insertOne({
      _id: 1,
      a: [
        { k: 1, t: [1] },
        { k: 2, t: [1] },
      ],
    } as never);
    await coll.updateOne(
      { _id: 1 } as never,
      { $push: { 'a.$[e].t': 2 }, $addToSet: { 'a.$[f].t': 1 } } as never,
      { arrayFilters: [{ 'e.k': 2 }, { 'f.k': 1 }] },
    );
    await coll.updateOne({ _id: 1 } as never, { $pull: { 'a.$[e].t': 1 } } as never, {
      arrayFilters: [{ 'e.k': 2 }],
    });
    expect((await stored())?.a).toEqual([
      { k: 1, t: [1] },
      { k: 2, t: [2] },
    ]);
  });

  it('matches but does not modify when no element is selected', async () => {
    await coll.insertOne({ _id: 1, a: [1, 2] } as never);
    const result = await coll.updateOne(
      { _id: 1 } as never,
      { $set: { 'a.$[e]': 0 } },
      { arrayFilters: [{ e: 99 }] },
    );
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
  });

  it('works in findOneAndUpdate and updateMany', async () => {
    await coll.insertMany([
      { _id: 1, a: [1, 2] },
      { _id: 2, a: [2, 3] },
    ] as never);
    await coll.updateMany({}, { $set: { 'a.$[two]': 20 } }, { arrayFilters: [{ two: 2 }] });
    const after = await coll.findOneAndUpdate(
      { _id: 2 } as never,
      { $inc: { 'a.$[three]': 1 } },
      { arrayFilters: [{ three: 3 }], returnDocument: 'after' },
    );
    expect(after?.a).toEqual([20, 4]);
    expect((await stored(1))?.a).toEqual([1, 20]);
  });

  it('refuses an array filter the update does not use (FailedToParse, 9)', async () => {
    await coll.insertOne({ _id: 1, a: [1] } as never);
    const error = await failure(
      coll.updateOne(
        { _id: 1 } as never,
        { $set: { 'a.$[i]': 5 } },
        {
          arrayFilters: [{ i: 1 }, { j: 0 }],
        },
      ),
    );
    expect(error).toMatchObject({
      code: 9,
      message:
        "The array filter for identifier 'j' was not used in the update { $set: { a.$[i]: 5 } }",
    });
    expect((await stored())?.a).toEqual([1]);
  });

  it('refuses an identifier that no array filter defines (BadValue, 2)', async () => {
    await coll.insertOne({ _id: 1, a: [{ b: 1 }] } as never);
    const error = await failure(coll.updateOne({ _id: 1 } as never, { $set: { 'a.$[y].b': 1 } }));
    expect(error).toMatchObject({
      code: 2,
      message: "No array filter found for identifier 'y' in path 'a.$[y].b'",
    });
  });

  it('refuses two array filters for the same identifier (FailedToParse, 9)', async () => {
    await coll.insertOne({ _id: 1, a: [1] } as never);
    const error = await failure(
      coll.updateOne(
        { _id: 1 } as never,
        { $set: { 'a.$[i]': 5 } },
        {
          arrayFilters: [{ i: 1 }, { i: 2 }],
        },
      ),
    );
    expect(error).toMatchObject({
      code: 9,
      message: 'Found multiple array filters with the same top-level field name i',
    });
  });

  it('refuses an array filter naming two identifiers (FailedToParse, 9)', async () => {
    await coll.insertOne({ _id: 1, a: [1] } as never);
    const error = await failure(
      coll.updateOne(
        { _id: 1 } as never,
        { $set: { 'a.$[i]': 5 } },
        {
          arrayFilters: [{ i: 1, j: 1 }],
        },
      ),
    );
    expect(error).toMatchObject({ code: 9 });
    expect(error.message).toContain("Expected a single top-level field name, found 'i' and 'j'");
  });

  it('refuses an identifier that does not begin with a lowercase letter (BadValue, 2)', async () => {
    await coll.insertOne({ _id: 1, a: [1] } as never);
    const error = await failure(
      coll.updateOne(
        { _id: 1 } as never,
        { $set: { 'a.$[I]': 5 } },
        {
          arrayFilters: [{ I: 1 }],
        },
      ),
    );
    expect(error).toMatchObject({ code: 2 });
    expect(error.message).toContain(
      "The top-level field name must be an alphanumeric string beginning with a lowercase letter, found 'I'",
    );
  });
});

describe('$rename with positional paths', () => {
  it('refuses a positional source (BadValue, 2)', async () => {
    await coll.insertOne({ _id: 1, a: [{ x: 1 }] } as never);
    const error = await failure(coll.updateOne({ 'a.x': 1 }, { $rename: { 'a.$.x': 'b' } }));
    expect(error).toMatchObject({
      code: 2,
      message: 'The source field for $rename may not be dynamic: a.$.x',
    });
    expect(await stored()).toEqual({ _id: 1, a: [{ x: 1 }] });
  });

  it('refuses a positional destination (BadValue, 2)', async () => {
    await coll.insertOne({ _id: 1, b: 1, a: [{ x: 1 }] } as never);
    const error = await failure(coll.updateOne({ _id: 1 } as never, { $rename: { b: 'a.$[].y' } }));
    expect(error).toMatchObject({
      code: 2,
      message: 'The destination field for $rename may not be dynamic: a.$[].y',
    });
  });
});

describe('field names with dots and dollars (MongoDB 5+)', () => {
  it('stores a replacement document with dotted and nested dollar-prefixed field names', async () => {
    await coll.insertOne({ _id: 1, a: 1 } as never);
    const result = await coll.replaceOne({ _id: 1 } as never, {
      'price.usd': 5,
      meta: { $source: 'import', 'x.y': 1 },
    });
    expect(result.modifiedCount).toBe(1);
    expect(await stored()).toEqual({
      _id: 1,
      'price.usd': 5,
      meta: { $source: 'import', 'x.y': 1 },
    });
  });

  it('refuses a top-level dollar-prefixed field in a replacement (DollarPrefixedFieldName, 52)', async () => {
    await coll.insertOne({ _id: 1 } as never);
    const reply = await env.db.command({
      update: coll.collectionName,
      updates: [{ q: { _id: 1 }, u: { a: 1, $b: 2 } }],
    });
    expect(reply.writeErrors?.[0]).toMatchObject({ code: 52 });
  });

  it('refuses to create a dollar-prefixed field with an update operator (52)', async () => {
    await coll.insertOne({ _id: 1, a: {} } as never);
    const top = await failure(coll.updateOne({ _id: 1 } as never, { $set: { $hotel: 1 } }));
    expect(top).toMatchObject({
      code: 52,
      message:
        "The dollar ($) prefixed field '$hotel' in '$hotel' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.",
    });
    const nested = await failure(coll.updateOne({ _id: 1 } as never, { $set: { 'a.$x': 1 } }));
    expect(nested).toMatchObject({ code: 52 });
    expect(nested.message).toContain("The dollar ($) prefixed field '$x' in 'a.$x'");
    expect(await stored()).toEqual({ _id: 1, a: {} });
  });

  it('lets an upsert that inserts set a dollar-prefixed field (validated as an insert)', async () => {
    const result = await coll.updateOne(
      { date: '2021-07-07' },
      { $set: { phone: 25.17, $hotel: 320.1 } },
      { upsert: true },
    );
    expect(result.upsertedCount).toBe(1);
    expect(await coll.findOne({}, { projection: { _id: 0 } })).toEqual({
      date: '2021-07-07',
      phone: 25.17,
      $hotel: 320.1,
    });
  });

  it('sets dotted and dollar-prefixed field names through a pipeline with $setField', async () => {
    await coll.insertOne({ _id: 1, a: 1 } as never);
    await coll.updateOne({ _id: 1 } as never, [
      {
        $replaceWith: {
          $setField: { field: 'price.usd', input: '$$ROOT', value: 45 },
        },
      },
      {
        $replaceWith: {
          $setField: { field: { $literal: '$cost' }, input: '$$ROOT', value: 7 },
        },
      },
    ]);
    expect(await stored()).toEqual({ _id: 1, a: 1, 'price.usd': 45, $cost: 7 });
  });
});

describe('pipeline updates and _id', () => {
  it('allows setting _id to itself', async () => {
    await coll.insertOne({ _id: 1, a: 1 } as never);
    const result = await coll.updateOne({ _id: 1 } as never, [{ $set: { _id: '$_id', b: 2 } }]);
    expect(result.modifiedCount).toBe(1);
    expect(await stored()).toEqual({ _id: 1, a: 1, b: 2 });
  });

  it('counts an update that changes nothing as not modified', async () => {
    await coll.insertOne({ _id: 1, a: 1 } as never);
    const result = await coll.updateOne({ _id: 1 } as never, [{ $set: { _id: '$_id', a: 1 } }]);
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
  });

  it('refuses changing _id (ImmutableField, 66)', async () => {
    await coll.insertOne({ _id: 1, a: 1 } as never);
    const error = await failure(coll.updateOne({ _id: 1 } as never, [{ $set: { _id: 7 } }]));
    expect(error).toMatchObject({ code: 66 });
    expect(error.message).toContain("the (immutable) field '_id' was found to have been altered");
    expect(await stored()).toEqual({ _id: 1, a: 1 });
  });

  it('keeps _id when a stage leaves it out', async () => {
    await coll.insertOne({ _id: 1, a: 1, b: 2 } as never);
    await coll.updateOne({ _id: 1 } as never, [{ $unset: ['_id', 'b'] }]);
    expect(await stored()).toEqual({ _id: 1, a: 1 });
    await coll.updateOne({ _id: 1 } as never, [{ $replaceWith: { z: '$a' } }]);
    expect(await stored()).toEqual({ _id: 1, z: 1 });
  });

  it('runs $replaceWith with an expression over $$ROOT', async () => {
    await coll.insertOne({ _id: 1, a: 1 } as never);
    const result = await coll.updateOne({ _id: 1 } as never, [
      { $replaceWith: { $mergeObjects: ['$$ROOT', { b: 2 }] } },
    ]);
    expect(result.modifiedCount).toBe(1);
    expect(await stored()).toEqual({ _id: 1, a: 1, b: 2 });
  });

  it('keeps _id first after $project', async () => {
    await coll.insertOne({ _id: 1, a: 1, b: 2 } as never);
    await coll.updateOne({ _id: 1 } as never, [{ $project: { a: 1 } }]);
    expect(Object.keys((await stored()) ?? {})).toEqual(['_id', 'a']);
  });

  it('refuses stages that are not allowed in an update (InvalidOptions, 72)', async () => {
    await coll.insertOne({ _id: 1, a: 1 } as never);
    const error = await failure(
      coll.updateOne({ _id: 1 } as never, [{ $match: { a: 1 } }] as never),
    );
    expect(error).toMatchObject({
      code: 72,
      message: '$match is not allowed to be used within an update',
    });
  });
});
