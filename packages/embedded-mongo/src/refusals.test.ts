import { MongoServerError } from 'mongodb';
import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from './test-support.js';
import { serverError, setupTestDatabase, usingRealMongo } from './test-support.js';

/**
 * Every option the driver can send either gets MongoDB's answer or is refused with MongoDB's own
 * error code and a message naming the feature, so that an application fails loudly in
 * development instead of behaving differently in production. Tests that check a refusal only the
 * embedded engine makes are skipped against a real MongoDB (MONGODB_URI); the others describe
 * MongoDB's answer and run against both.
 */

let env: TestDatabase;
let counter = 0;
/** Test documents use small numbers as _id. */
interface Row {
  _id?: number;
  [field: string]: unknown;
}
let coll: Collection<Row>;

beforeAll(async () => {
  env = await setupTestDatabase();
});
afterAll(() => env.teardown());
beforeEach(() => {
  coll = env.db.collection<Row>(`refusals_${++counter}`);
});

/** The server error a promise is rejected with. */
const NOT_IMPLEMENTED = 238;
const caseInsensitive = { locale: 'en', strength: 2 };

describe.skipIf(usingRealMongo)('collation is refused (except the simple one)', () => {
  const refusal = /collation .* is not supported by the embedded engine; use a real MongoDB/;

  beforeEach(async () => {
    await coll.insertMany([
      { _id: 1, x: 'ping' },
      { _id: 2, x: 'PING' },
    ]);
  });

  const cases: [string, () => Promise<unknown>][] = [
    ['find', () => coll.find({ x: 'ping' }, { collation: caseInsensitive }).toArray()],
    ['aggregate', () => coll.aggregate([], { collation: caseInsensitive }).toArray()],
    ['countDocuments', () => coll.countDocuments({ x: 'ping' }, { collation: caseInsensitive })],
    [
      'count',
      () =>
        coll.estimatedDocumentCount().then(() => coll.count({}, { collation: caseInsensitive })),
    ],
    ['distinct', () => coll.distinct('x', {}, { collation: caseInsensitive })],
    [
      'updateMany',
      () => coll.updateMany({ x: 'ping' }, { $set: { y: 1 } }, { collation: caseInsensitive }),
    ],
    ['deleteMany', () => coll.deleteMany({ x: 'ping' }, { collation: caseInsensitive })],
    [
      'findOneAndUpdate',
      () =>
        coll.findOneAndUpdate({ x: 'ping' }, { $set: { y: 1 } }, { collation: caseInsensitive }),
    ],
    ['createIndex', () => coll.createIndex({ x: 1 }, { collation: caseInsensitive })],
    [
      'createCollection',
      () => env.db.createCollection(`collated_${counter}`, { collation: caseInsensitive }),
    ],
  ];
  for (const [name, run] of cases) {
    it(`refuses ${name} with a collation: NotImplemented (238) naming it`, async () => {
      const error = await serverError(run());
      expect(error.code).toBe(NOT_IMPLEMENTED);
      expect(error.message).toMatch(refusal);
    });
  }

  it('leaves the documents alone when a collated delete is refused', async () => {
    await serverError(coll.deleteMany({ x: 'ping' }, { collation: caseInsensitive }));
    expect(await coll.countDocuments()).toBe(2);
  });
});

describe('the simple collation is binary comparison', () => {
  it('accepts { locale: "simple" } and compares strings by code point', async () => {
    await coll.insertMany([
      { _id: 1, x: 'ping' },
      { _id: 2, x: 'PING' },
    ]);
    const simple = { locale: 'simple' };
    expect(await coll.distinct('x', {}, { collation: simple })).toEqual(['PING', 'ping']);
    expect(await coll.countDocuments({ x: 'ping' }, { collation: simple })).toBe(1);
    const deleted = await coll.deleteMany({ x: 'ping' }, { collation: simple });
    expect(deleted.deletedCount).toBe(1);
  });
});

describe('let: variables of a command, as $$name', () => {
  beforeEach(async () => {
    await coll.insertMany([
      { _id: 1, x: 'a' },
      { _id: 2, x: 'b' },
      { _id: 3, x: 'c' },
    ]);
  });

  it('aggregate: usable in $match $expr and $project, each value evaluated once', async () => {
    const result = await coll
      .aggregate(
        [
          { $match: { $expr: { $eq: ['$_id', '$$id'] } } },
          { $project: { _id: 0, x: '$$x', y: '$$y', n: '$$n' } },
        ],
        { let: { id: 1, x: 'foo', y: { $literal: '$$x' }, n: { $add: [1, 2] } } },
      )
      .toArray();
    expect(result).toEqual([{ x: 'foo', y: '$$x', n: 3 }]);
  });

  it('find: usable in the filter', async () => {
    const found = await coll
      .find({ $expr: { $eq: ['$x', '$$wanted'] } }, { let: { wanted: 'b' } })
      .toArray();
    expect(found).toEqual([{ _id: 2, x: 'b' }]);
  });

  it('deleteOne / deleteMany: usable in the filter', async () => {
    const one = await coll.deleteOne({ $expr: { $eq: ['$_id', '$$id'] } }, { let: { id: 1 } });
    expect(one.deletedCount).toBe(1);
    const many = await coll.deleteMany({ $expr: { $gt: ['$_id', '$$min'] } }, { let: { min: 2 } });
    expect(many.deletedCount).toBe(1);
    expect(await coll.find().toArray()).toEqual([{ _id: 2, x: 'b' }]);
  });

  it('updateOne: usable in the filter and in a pipeline update', async () => {
    const result = await coll.updateOne(
      { $expr: { $eq: ['$_id', '$$id'] } },
      [{ $set: { y: '$$value' } }],
      { let: { id: 3, value: { $concat: ['x', 'y'] } } },
    );
    expect(result.modifiedCount).toBe(1);
    expect(await coll.findOne({ _id: 3 })).toEqual({ _id: 3, x: 'c', y: 'xy' });
  });

  it('findOneAndUpdate: usable in the query', async () => {
    const before = await coll.findOneAndUpdate(
      { $expr: { $eq: ['$x', '$$x'] } },
      { $set: { seen: true } },
      { let: { x: 'c' } },
    );
    expect(before).toEqual({ _id: 3, x: 'c' });
  });

  it('rejects a variable name MongoDB does not allow (16870)', async () => {
    const error = await serverError(coll.find({}, { let: { Bad: 1 } }).toArray());
    expect(error.code).toBe(16870);
  });
});

describe('update statement constants (c) for pipeline updates', () => {
  it('makes the constants $$name variables of the pipeline', async () => {
    await coll.insertOne({ _id: 1 });
    await env.db.command({
      update: coll.collectionName,
      updates: [{ q: { _id: 1 }, u: [{ $set: { y: '$$k' } }], c: { k: 42 } }],
    });
    expect(await coll.findOne({ _id: 1 })).toEqual({ _id: 1, y: 42 });
  });
});

describe.skipIf(usingRealMongo)('the version reported is MongoDB 7.0, and its features', () => {
  it('reports 7.0.0 through buildInfo and wire version 21 through hello', async () => {
    const info = await env.db.admin().buildInfo();
    expect(info.version).toBe('7.0.0');
    const hello = await env.db.admin().command({ hello: 1 });
    expect(hello.maxWireVersion).toBe(21);
  });

  it("refuses updateOne's sort (MongoDB 8.0) as MongoDB 7.0 does: unknown field 40415", async () => {
    await coll.insertMany([{ _id: 1 }, { _id: 2 }]);
    const error = await serverError(coll.updateOne({}, { $set: { s: 1 } }, { sort: { _id: -1 } }));
    expect(error.code).toBe(40415);
    expect(error.message).toBe("BSON field 'update.updates.sort' is an unknown field.");
    expect(await coll.countDocuments({ s: 1 })).toBe(0);
  });

  it("refuses replaceOne's sort likewise", async () => {
    await coll.insertOne({ _id: 1 });
    const error = await serverError(coll.replaceOne({}, { r: 1 }, { sort: { _id: 1 } }));
    expect(error.code).toBe(40415);
  });

  it("refuses distinct's hint (MongoDB 7.1) as 7.0 does", async () => {
    const error = await serverError(
      env.db.command({ distinct: coll.collectionName, key: 'x', hint: { _id: 1 } }),
    );
    expect(error.code).toBe(40415);
    expect(error.message).toBe("BSON field 'distinct.hint' is an unknown field.");
  });
});

describe('hint', () => {
  const noSuchIndex =
    'planner returned error :: caused by :: hint provided does not correspond to an existing index';

  beforeEach(async () => {
    await coll.insertMany([
      { _id: 1, age: 30 },
      { _id: 2, age: 10 },
      { _id: 3, age: 20 },
    ]);
    await coll.createIndex({ age: 1 }, { name: 'age_1' });
  });

  const cases: [string, () => Promise<unknown>][] = [
    ['find', () => coll.find({}, { hint: 'nope_1' }).toArray()],
    ['find (key pattern)', () => coll.find({}, { hint: { nope: 1 } }).toArray()],
    ['aggregate', () => coll.aggregate([], { hint: { nope: 1 } }).toArray()],
    ['countDocuments', () => coll.countDocuments({}, { hint: 'nope_1' })],
    ['updateOne', () => coll.updateOne({}, { $set: { y: 1 } }, { hint: 'nope_1' })],
    ['updateMany', () => coll.updateMany({}, { $set: { y: 1 } }, { hint: { nope: 1 } })],
    ['deleteOne', () => coll.deleteOne({}, { hint: 'nope_1' })],
    [
      'findOneAndUpdate',
      () => coll.findOneAndUpdate({}, { $set: { y: 1 } }, { hint: { nope: 1 } }),
    ],
  ];
  for (const [name, run] of cases) {
    it(`fails ${name} hinting an index that does not exist: BadValue (2)`, async () => {
      const error = await serverError(run());
      expect(error.code).toBe(2);
      expect(error.message).toContain(noSuchIndex);
    });
  }

  it('changes nothing when the hint is refused', async () => {
    await serverError(coll.updateMany({}, { $set: { y: 1 } }, { hint: 'nope_1' }));
    await serverError(coll.deleteMany({}, { hint: 'nope_1' }));
    expect(await coll.countDocuments({ y: 1 })).toBe(0);
    expect(await coll.countDocuments()).toBe(3);
  });

  it('returns documents in the order of the hinted index, by name or key pattern', async () => {
    const byName = await coll.find({}, { hint: 'age_1' }).toArray();
    expect(byName.map((d) => d._id)).toEqual([2, 3, 1]);
    const byKey = await coll.find({}, { hint: { age: 1 } }).toArray();
    expect(byKey.map((d) => d._id)).toEqual([2, 3, 1]);
    const natural = await coll.find({}, { hint: { $natural: 1 } }).toArray();
    expect(natural.map((d) => d._id)).toEqual([1, 2, 3]);
  });

  it('updates and deletes the first document in index order when one is hinted', async () => {
    await coll.updateOne({}, { $set: { first: true } }, { hint: { age: 1 } });
    expect(await coll.findOne({ first: true })).toMatchObject({ _id: 2 });
    await coll.deleteOne({}, { hint: 'age_1' });
    expect(await coll.findOne({ _id: 2 })).toBeNull();
  });

  it('answers nothing, without an error, on a collection that does not exist', async () => {
    const missing = env.db.collection(`missing_${counter}`);
    expect(await missing.find({}, { hint: 'nope_1' }).toArray()).toEqual([]);
  });
});

describe('unknown command fields are rejected as MongoDB 7 does (40415)', () => {
  it('rejects an unknown top-level field of find, insert, update and delete', async () => {
    const name = coll.collectionName;
    const cases: [Document, string][] = [
      [{ find: name, foo: 1 }, "BSON field 'find.foo' is an unknown field."],
      [{ insert: name, documents: [{}], foo: 1 }, "BSON field 'insert.foo' is an unknown field."],
      [
        { update: name, updates: [{ q: {}, u: { $set: { a: 1 } } }], foo: 1 },
        "BSON field 'update.foo' is an unknown field.",
      ],
      [
        { delete: name, deletes: [{ q: {}, limit: 0 }], foo: 1 },
        "BSON field 'delete.foo' is an unknown field.",
      ],
      [
        { aggregate: name, pipeline: [], cursor: {}, foo: 1 },
        "BSON field 'aggregate.foo' is an unknown field.",
      ],
      [{ count: name, foo: 1 }, "BSON field 'count.foo' is an unknown field."],
      [
        { findAndModify: name, remove: true, foo: 1 },
        "BSON field 'findAndModify.foo' is an unknown field.",
      ],
    ];
    for (const [command, message] of cases) {
      const error = await serverError(env.db.command(command));
      expect(error.code, message).toBe(40415);
      expect(error.message).toBe(message);
    }
    expect(await coll.countDocuments()).toBe(0);
  });

  it('rejects an unknown field of an update or delete statement', async () => {
    const name = coll.collectionName;
    const update = await serverError(
      env.db.command({ update: name, updates: [{ q: {}, u: { $set: { a: 1 } }, foo: 1 }] }),
    );
    expect(update.code).toBe(40415);
    expect(update.message).toBe("BSON field 'update.updates.foo' is an unknown field.");
    const remove = await serverError(
      env.db.command({ delete: name, deletes: [{ q: {}, limit: 0, foo: 1 }] }),
    );
    expect(remove.code).toBe(40415);
    expect(remove.message).toBe("BSON field 'delete.deletes.foo' is an unknown field.");
  });

  it('accepts comment, maxTimeMS, allowDiskUse and bypassDocumentValidation', async () => {
    await coll.insertOne({ _id: 1 }, { comment: 'c', bypassDocumentValidation: true });
    expect(
      await coll.find({}, { comment: 'c', maxTimeMS: 1000, allowDiskUse: true }).toArray(),
    ).toHaveLength(1);
    expect(
      await coll
        .aggregate([], {
          comment: 'c',
          maxTimeMS: 1000,
          allowDiskUse: true,
          bypassDocumentValidation: true,
        })
        .toArray(),
    ).toHaveLength(1);
    await coll.updateOne(
      { _id: 1 },
      { $set: { a: 1 } },
      { comment: 'c', bypassDocumentValidation: true },
    );
    await coll.deleteOne({ _id: 1 }, { comment: 'c' });
    expect(await coll.countDocuments()).toBe(0);
  });
});

describe('find options without an embedded equivalent', () => {
  it('fails awaitData without tailable (FailedToParse), as MongoDB does', async () => {
    const error = await serverError(env.db.command({ find: coll.collectionName, awaitData: true }));
    expect(error.code).toBe(9);
    expect(error.message).toBe("Cannot set 'awaitData' without also setting 'tailable'");
  });

  it('fails a getMore maxTimeMS (maxAwaitTimeMS) on a cursor that is not awaitData', async () => {
    await coll.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }]);
    const first = await env.db.command({ find: coll.collectionName, batchSize: 1 });
    const cursor = first.cursor as { id: unknown };
    const error = await serverError(
      env.db.command({ getMore: cursor.id, collection: coll.collectionName, maxTimeMS: 100 }),
    );
    expect(error.code).toBe(2);
    expect(error.message).toMatch(
      /cannot set maxTimeMS on getMore command for a non-awaitData cursor/,
    );
    await env.db.command({ killCursors: coll.collectionName, cursors: [cursor.id] });
  });

  it('fails a tailable cursor on a collection that is not capped (BadValue)', async () => {
    await coll.insertOne({ _id: 1 });
    const error = await serverError(coll.find({}, { tailable: true }).toArray());
    expect(error.code).toBe(2);
    expect(error.message).toMatch(/tailable cursor requested on non capped collection/);
  });

  it.skipIf(usingRealMongo)(
    'refuses min/max, returnKey and showRecordId (NotImplemented)',
    async () => {
      await coll.insertOne({ _id: 1 });
      for (const [options, feature] of [
        [{ min: { _id: 0 }, hint: { _id: 1 } }, "find's min/max"],
        [{ returnKey: true }, 'returnKey'],
        [{ showRecordId: true }, 'showRecordId'],
      ] as const) {
        const error = await serverError(coll.find({}, options).toArray());
        expect(error.code).toBe(NOT_IMPLEMENTED);
        expect(error.message).toBe(
          `${feature} is not supported by the embedded engine; use a real MongoDB`,
        );
      }
    },
  );

  it.skipIf(usingRealMongo)(
    'refuses capped and time-series collections (NotImplemented)',
    async () => {
      const capped = await serverError(
        env.db.createCollection(`capped_${counter}`, { capped: true, size: 4096 }),
      );
      expect(capped.code).toBe(NOT_IMPLEMENTED);
      expect(capped.message).toMatch(/capped collection is not supported by the embedded engine/);
      const series = await serverError(
        env.db.createCollection(`series_${counter}`, { timeseries: { timeField: 't' } }),
      );
      expect(series.code).toBe(NOT_IMPLEMENTED);
    },
  );
});

describe('$merge', () => {
  let target: Collection<Row>;
  beforeEach(async () => {
    target = env.db.collection<Row>(`merge_target_${counter}`);
    await coll.insertMany([
      { _id: 1, a: 'new-1' },
      { _id: 2, a: 'new-2' },
    ]);
    await target.insertMany([
      { _id: 1, a: 'old-1', b: 'kept' },
      { _id: 3, a: 'old-3' },
    ]);
  });
  const merge = (spec: Document) =>
    coll.aggregate([{ $merge: { into: target.collectionName, ...spec } }]).toArray();
  const contents = () => target.find().sort({ _id: 1 }).toArray();

  it('defaults to whenMatched: merge, whenNotMatched: insert, on _id', async () => {
    expect(await merge({})).toEqual([]);
    expect(await contents()).toEqual([
      { _id: 1, a: 'new-1', b: 'kept' },
      { _id: 2, a: 'new-2' },
      { _id: 3, a: 'old-3' },
    ]);
  });

  it('accepts the collection name alone', async () => {
    await coll.aggregate([{ $merge: target.collectionName }]).toArray();
    expect(await target.countDocuments()).toBe(3);
  });

  it('replaces, keeps existing, or discards', async () => {
    await merge({ whenMatched: 'replace', whenNotMatched: 'discard' });
    expect(await contents()).toEqual([
      { _id: 1, a: 'new-1' },
      { _id: 3, a: 'old-3' },
    ]);
    await merge({ whenMatched: 'keepExisting', whenNotMatched: 'insert' });
    expect(await contents()).toEqual([
      { _id: 1, a: 'new-1' },
      { _id: 2, a: 'new-2' },
      { _id: 3, a: 'old-3' },
    ]);
  });

  it('fails on a match with whenMatched: fail (DuplicateKey)', async () => {
    const error = await serverError(merge({ whenMatched: 'fail' }));
    expect(error.code).toBe(11000);
    expect(error.errorResponse).toMatchObject({ keyPattern: { _id: 1 }, keyValue: { _id: 1 } });
  });

  it('fails without a match with whenNotMatched: fail (13113)', async () => {
    const error = await serverError(merge({ whenNotMatched: 'fail' }));
    expect(error.code).toBe(13113);
  });

  it('runs a whenMatched pipeline with the incoming document as $$new', async () => {
    await merge({
      whenMatched: [{ $set: { a: { $concat: ['$a', '+', '$$new.a'] } } }],
      whenNotMatched: 'discard',
    });
    expect(await contents()).toEqual([
      { _id: 1, a: 'old-1+new-1', b: 'kept' },
      { _id: 3, a: 'old-3' },
    ]);
  });

  it('matches on other fields only when a unique index covers them (51183)', async () => {
    await coll.deleteMany({});
    await coll.insertOne({ k: 'old-3', c: 1 });
    const error = await serverError(merge({ on: 'k' }));
    expect(error.code).toBe(51183);
    await target.updateOne({ _id: 3 }, { $set: { k: 'old-3' } });
    await target.createIndex({ k: 1 }, { unique: true });
    // The incoming document's own _id would differ from the target's: leave it out, as MongoDB
    // refuses to change a target's _id.
    const incoming = () =>
      coll.aggregate([
        { $project: { _id: 0 } },
        { $merge: { into: target.collectionName, on: 'k' } },
      ]);
    await incoming().toArray();
    expect(await target.findOne({ _id: 3 })).toEqual({ _id: 3, a: 'old-3', k: 'old-3', c: 1 });
  });

  it.skipIf(usingRealMongo)('is refused in a transaction (263)', async () => {
    const session = env.client.startSession();
    try {
      session.startTransaction();
      const error = await serverError(
        coll.aggregate([{ $merge: { into: target.collectionName } }], { session }).toArray(),
      );
      expect(error.code).toBe(263);
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
    expect(await target.countDocuments()).toBe(2);
  });

  it('must be the last stage (40601)', async () => {
    const error = await serverError(
      coll.aggregate([{ $merge: { into: target.collectionName } }, { $match: {} }]).toArray(),
    );
    expect(error.code).toBe(40601);
  });
});

describe('_id values MongoDB cannot store', () => {
  it("fails an _id holding a '$'-prefixed field (DollarPrefixedFieldName, 52)", async () => {
    const error = await serverError(
      env.db
        .command({ insert: coll.collectionName, documents: [{ _id: { $a: 1 } }] })
        .then((reply) => {
          const writeErrors = reply.writeErrors as { code: number; errmsg: string }[] | undefined;
          if (writeErrors?.[0])
            throw new MongoServerError({ ...writeErrors[0], message: writeErrors[0].errmsg });
          return reply;
        }),
    );
    expect(error.code).toBe(52);
    expect(await coll.countDocuments()).toBe(0);
  });
});

describe('$out', () => {
  it("replaces the target's documents and keeps its indexes", async () => {
    const target = env.db.collection<Row>(`out_target_${counter}`);
    await target.insertOne({ _id: 9 });
    await target.createIndex({ a: 1 }, { name: 'a_1' });
    await coll.insertMany([
      { _id: 1, a: 1 },
      { _id: 2, a: 2 },
    ]);
    await coll.aggregate([{ $match: { a: 2 } }, { $out: target.collectionName }]).toArray();
    expect(await target.find().toArray()).toEqual([{ _id: 2, a: 2 }]);
    expect((await target.indexes()).map((i) => i.name)).toContain('a_1');
  });

  it('leaves the target untouched when the results break one of its unique indexes', async () => {
    const target = env.db.collection<Row>(`out_unique_${counter}`);
    await target.insertOne({ _id: 9, a: 'x' });
    await target.createIndex({ a: 1 }, { unique: true });
    await coll.insertMany([
      { _id: 1, a: 1 },
      { _id: 2, a: 1 },
    ]);
    const error = await serverError(coll.aggregate([{ $out: target.collectionName }]).toArray());
    expect(error.code).toBe(11000);
    expect(await target.find().toArray()).toEqual([{ _id: 9, a: 'x' }]);
  });
});
