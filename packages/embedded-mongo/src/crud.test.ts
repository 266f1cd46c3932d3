import { MongoServerError, ObjectId } from 'mongodb';
import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from './test-support.js';
import { setupTestDatabase } from './test-support.js';

/** People are plain documents: tests add ad-hoc fields (born, items, owner, ...) as they need. */
interface Person extends Document {
  _id?: ObjectId;
  name: string;
  age: number;
  city?: string;
  tags?: string[];
  address?: { street: string; zip: string };
}

/** The driver's update-operator types only accept array operators on a declared array field. */
interface Tagged {
  name: string;
  tags: string[];
}

let counter = 0;
function person(overrides: Partial<Person> = {}): Person {
  counter++;
  return { name: `person-${counter}`, age: 20 + (counter % 50), ...overrides };
}

let env: TestDatabase;
let people: Collection<Person>;

beforeAll(async () => {
  env = await setupTestDatabase();
});
afterAll(() => env.teardown());
beforeEach(() => {
  people = env.db.collection<Person>(`people_${++counter}`);
});

describe('inserting and finding', () => {
  it('generates an ObjectId _id and finds the document by it', async () => {
    const { insertedId } = await people.insertOne(person({ name: 'Ann' }));
    const found = await people.findOne({ _id: insertedId });
    expect(insertedId).toBeInstanceOf(ObjectId);
    expect(found).toMatchObject({ _id: insertedId, name: 'Ann' });
  });

  it('keeps a client-supplied string _id', async () => {
    await people.insertOne({ ...person(), _id: 'custom-id' as unknown as ObjectId });
    expect(await people.countDocuments({ _id: 'custom-id' as unknown as ObjectId })).toBe(1);
  });

  it('round-trips nested documents, arrays and dates', async () => {
    const born = new Date('1990-05-17T10:00:00.000Z');
    const { insertedId } = await people.insertOne({
      ...person({ tags: ['a', 'b'], address: { street: 'Main', zip: '1000' } }),
      born,
    });
    const found = await people.findOne({ _id: insertedId });
    expect(found?.tags).toEqual(['a', 'b']);
    expect(found?.address).toEqual({ street: 'Main', zip: '1000' });
    expect(found?.born).toEqual(born);
  });

  it('matches nested fields with dot notation and array elements by value', async () => {
    await people.insertMany([
      person({ name: 'Ann', tags: ['admin', 'staff'], address: { street: 'Main', zip: '1000' } }),
      person({ name: 'Bob', tags: ['staff'], address: { street: 'High', zip: '2000' } }),
    ]);
    expect((await people.find({ 'address.zip': '2000' }).toArray()).map((p) => p.name)).toEqual([
      'Bob',
    ]);
    expect((await people.find({ tags: 'admin' }).toArray()).map((p) => p.name)).toEqual(['Ann']);
  });

  it('sorts, skips, limits and projects', async () => {
    await people.insertMany(
      [30, 10, 50, 20, 40].map((age) => person({ name: `age-${age}`, age, city: 'X' })),
    );
    const page = await people
      .find({}, { projection: { _id: 0, name: 1 } })
      .sort({ age: -1 })
      .skip(1)
      .limit(3)
      .toArray();
    expect(page).toEqual([{ name: 'age-40' }, { name: 'age-30' }, { name: 'age-20' }]);
  });

  it('excludes fields with an exclusion projection', async () => {
    await people.insertOne(person({ name: 'Ann', city: 'Athens' }));
    const found = await people.findOne({ name: 'Ann' }, { projection: { city: 0, _id: 0 } });
    expect(found).toEqual({ name: 'Ann', age: expect.any(Number) as number });
  });

  it('rejects a projection mixing inclusion and exclusion', async () => {
    await people.insertOne(person());
    await expect(people.findOne({}, { projection: { name: 1, age: 0 } })).rejects.toBeInstanceOf(
      MongoServerError,
    );
  });

  it('answers an unknown query operator with an error naming it', async () => {
    await people.insertOne(person());
    await expect(people.findOne({ age: { $foo: 1 } } as Document)).rejects.toThrow(/\$foo/);
  });
});

describe('looking up by a list of _ids', () => {
  it('finds each listed _id once, applies the rest of the filter and leaves out unknown ids', async () => {
    const { insertedIds } = await people.insertMany([
      person({ name: 'Ann', city: 'Athens' }),
      person({ name: 'Basil', city: 'Sofia' }),
      person({ name: 'Catherine', city: 'Athens' }),
    ]);
    const [ann, basil, catherine] = [insertedIds[0]!, insertedIds[1]!, insertedIds[2]!];
    const listed = [catherine, new ObjectId(), ann, catherine, basil];

    const all = await people.find({ _id: { $in: listed } }).toArray();
    expect(all.map((p) => p.name).sort()).toEqual(['Ann', 'Basil', 'Catherine']);
    const inAthens = await people.find({ _id: { $in: listed }, city: 'Athens' }).toArray();
    expect(inAthens.map((p) => p.name).sort()).toEqual(['Ann', 'Catherine']);
    const notAnn = await people.find({ _id: { $in: listed, $ne: ann } }).toArray();
    expect(notAnn.map((p) => p.name).sort()).toEqual(['Basil', 'Catherine']);
    expect(await people.countDocuments({ _id: { $in: [] } })).toBe(0);
    const changed = await people.updateMany({ _id: { $in: listed } }, { $set: { seen: true } });
    expect(changed.modifiedCount).toBe(3);
  });

  it('matches a regex or an array in the list as MongoDB does', async () => {
    await people.insertMany([
      { ...person({ name: 'Ann' }), _id: 'ann-1' as unknown as ObjectId },
      { ...person({ name: 'Basil' }), _id: 'basil-1' as unknown as ObjectId },
    ]);
    const byPattern = await people
      .find({ _id: { $in: [/^ann/, 'basil-1'] as unknown as ObjectId[] } })
      .toArray();
    expect(byPattern.map((p) => p.name).sort()).toEqual(['Ann', 'Basil']);
  });
});

describe('counting', () => {
  it('counts with countDocuments (filtered) and estimatedDocumentCount (all)', async () => {
    await people.insertMany([person({ age: 10 }), person({ age: 20 }), person({ age: 30 })]);
    expect(await people.countDocuments({ age: { $gte: 20 } })).toBe(2);
    expect(await people.countDocuments({}, { skip: 1, limit: 1 })).toBe(1);
    expect(await people.estimatedDocumentCount()).toBe(3);
  });

  it('counts zero for a collection that does not exist', async () => {
    expect(await env.db.collection('never_created').countDocuments()).toBe(0);
    expect(await env.db.collection('never_created').estimatedDocumentCount()).toBe(0);
  });

  it('lists distinct values, unwinding arrays', async () => {
    await people.insertMany([
      person({ city: 'A', tags: ['x', 'y'] }),
      person({ city: 'B', tags: ['y'] }),
      person({ city: 'A' }),
    ]);
    expect((await people.distinct('city')).sort()).toEqual(['A', 'B']);
    expect((await people.distinct('tags')).sort()).toEqual(['x', 'y']);
    expect(await people.distinct('city', { tags: 'x' })).toEqual(['A']);
  });
});

describe('update operators', () => {
  it('applies $set, $unset and $inc', async () => {
    const { insertedId } = await people.insertOne(person({ name: 'Ann', age: 30, city: 'Athens' }));
    const result = await people.updateOne(
      { _id: insertedId },
      { $set: { name: 'Anna' }, $unset: { city: '' }, $inc: { age: 2 } },
    );
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await people.findOne({ _id: insertedId }, { projection: { _id: 0 } })).toEqual({
      name: 'Anna',
      age: 32,
    });
  });

  it('applies $push with $each, $addToSet and $pull', async () => {
    const tagged = env.db.collection<Tagged>(people.collectionName);
    const { insertedId } = await tagged.insertOne({ name: 'Ann', tags: ['a'] });
    await tagged.updateOne({ _id: insertedId }, { $push: { tags: { $each: ['b', 'c'] } } });
    await tagged.updateOne({ _id: insertedId }, { $addToSet: { tags: { $each: ['c', 'd'] } } });
    await tagged.updateOne({ _id: insertedId }, { $pull: { tags: 'a' } });
    expect((await tagged.findOne({ _id: insertedId }))?.tags).toEqual(['b', 'c', 'd']);
  });

  it('updates every match with updateMany and reports matched and modified counts', async () => {
    await people.insertMany([
      person({ city: 'A', age: 1 }),
      person({ city: 'A', age: 2 }),
      person({ city: 'B', age: 3 }),
    ]);
    const result = await people.updateMany({ city: 'A' }, { $set: { age: 2 } });
    expect(result).toMatchObject({ matchedCount: 2, modifiedCount: 1 });
  });

  it('updates an array element through the positional $ operator', async () => {
    const { insertedId } = await people.insertOne({
      ...person(),
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 1 },
      ],
    });
    await people.updateOne({ _id: insertedId, 'items.sku': 'b' }, { $inc: { 'items.$.qty': 5 } });
    expect((await people.findOne({ _id: insertedId }))?.items).toEqual([
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 6 },
    ]);
  });

  it('updates only the array elements selected by arrayFilters', async () => {
    const { insertedId } = await people.insertOne({
      ...person(),
      grades: [{ score: 40 }, { score: 90 }, { score: 75 }],
    });
    await people.updateOne(
      { _id: insertedId },
      { $set: { 'grades.$[low].score': 50 } },
      { arrayFilters: [{ 'low.score': { $lt: 50 } }] },
    );
    expect((await people.findOne({ _id: insertedId }))?.grades).toEqual([
      { score: 50 },
      { score: 90 },
      { score: 75 },
    ]);
  });

  it('rejects $inc on a non-numeric field (TypeMismatch, 14) instead of ignoring it', async () => {
    const { insertedId } = await people.insertOne(person({ name: 'Ann' }));
    const error = await people
      .updateOne({ _id: insertedId }, { $inc: { name: 1 } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 14 });
    expect((await people.findOne({ _id: insertedId }))?.name).toBe('Ann');
  });

  it('replaces a whole document with replaceOne and keeps its _id', async () => {
    const { insertedId } = await people.insertOne(person({ name: 'Ann', city: 'Athens' }));
    await people.replaceOne({ _id: insertedId }, { name: 'Bea', age: 5 });
    expect(await people.findOne({ _id: insertedId })).toEqual({
      _id: insertedId,
      name: 'Bea',
      age: 5,
    });
  });

  it('runs an aggregation-pipeline update', async () => {
    const { insertedId } = await people.insertOne(person({ age: 40 }));
    await people.updateOne({ _id: insertedId }, [
      { $set: { decade: { $multiply: [{ $floor: { $divide: ['$age', 10] } }, 10] } } },
    ]);
    expect((await people.findOne({ _id: insertedId }))?.decade).toBe(40);
  });

  it('rejects two operators on the same path with ConflictingUpdateOperators (40)', async () => {
    const tagged = env.db.collection<Tagged>(people.collectionName);
    const { insertedId } = await tagged.insertOne({ name: 'Ann', tags: ['a'] });
    const error = await tagged
      .updateOne({ _id: insertedId }, { $addToSet: { tags: 'b' }, $pull: { tags: 'a' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error).toMatchObject({ code: 40 });
  });

  it('refuses to change _id (ImmutableField, 66)', async () => {
    const { insertedId } = await people.insertOne(person());
    const error = await people
      .updateOne({ _id: insertedId }, { $set: { _id: new ObjectId() } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 66 });
  });

  it('answers an unknown update operator with FailedToParse (9)', async () => {
    const { insertedId } = await people.insertOne(person());
    const error = await people
      .updateOne({ _id: insertedId }, { $frobnicate: { a: 1 } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 9 });
  });
});

describe('upserts', () => {
  it('inserts from the filter equality fields and $set, applying $setOnInsert only on insert', async () => {
    const first = await people.updateOne(
      { name: 'Ann' },
      { $set: { age: 30 }, $setOnInsert: { city: 'Athens' } },
      { upsert: true },
    );
    expect(first.upsertedCount).toBe(1);
    await people.updateOne(
      { name: 'Ann' },
      { $set: { age: 31 }, $setOnInsert: { city: 'Sparta' } },
      { upsert: true },
    );
    expect(await people.findOne({ name: 'Ann' }, { projection: { _id: 0 } })).toEqual({
      name: 'Ann',
      age: 31,
      city: 'Athens',
    });
    expect(await people.countDocuments({ name: 'Ann' })).toBe(1);
  });

  it('returns the upserted _id and honours an _id in the filter', async () => {
    const result = await people.updateOne(
      { _id: 'fixed' as unknown as ObjectId },
      { $set: { age: 1 } },
      { upsert: true },
    );
    expect(result.upsertedId).toBe('fixed');
  });

  it('upserts with a replacement document', async () => {
    const result = await people.replaceOne(
      { name: 'Zed' },
      { name: 'Zed', age: 9 },
      { upsert: true },
    );
    expect(result.upsertedCount).toBe(1);
    expect(await people.findOne({ name: 'Zed' }, { projection: { _id: 0 } })).toEqual({
      name: 'Zed',
      age: 9,
    });
  });
});

describe('findOneAndUpdate / findOneAndDelete', () => {
  it('returns the document after the update when asked, choosing by sort', async () => {
    await people.insertMany([
      person({ city: 'A', age: 10 }),
      person({ city: 'A', age: 30 }),
      person({ city: 'A', age: 20 }),
    ]);
    const after = await people.findOneAndUpdate(
      { city: 'A' },
      { $inc: { age: 1 } },
      { sort: { age: -1 }, returnDocument: 'after' },
    );
    expect(after?.age).toBe(31);
    const before = await people.findOneAndUpdate(
      { city: 'A' },
      { $inc: { age: 1 } },
      { sort: { age: 1 } },
    );
    expect(before?.age).toBe(10);
  });

  it('upserts and returns the new document', async () => {
    const created = await people.findOneAndUpdate(
      { name: 'New' },
      { $set: { age: 1 } },
      { upsert: true, returnDocument: 'after', projection: { _id: 0 } },
    );
    expect(created).toEqual({ name: 'New', age: 1 });
  });

  it('returns null when nothing matches and upsert is off', async () => {
    expect(await people.findOneAndUpdate({ name: 'nobody' }, { $set: { age: 1 } })).toBeNull();
  });

  it('deletes and returns the removed document', async () => {
    await people.insertMany([person({ name: 'Ann', age: 1 }), person({ name: 'Bob', age: 2 })]);
    const removed = await people.findOneAndDelete({}, { sort: { age: -1 } });
    expect(removed?.name).toBe('Bob');
    expect(await people.countDocuments()).toBe(1);
  });
});

describe('deleting', () => {
  it('deletes one or many documents', async () => {
    await people.insertMany([
      person({ city: 'A' }),
      person({ city: 'A' }),
      person({ city: 'A' }),
      person({ city: 'B' }),
    ]);
    expect((await people.deleteOne({ city: 'A' })).deletedCount).toBe(1);
    expect((await people.deleteMany({ city: 'A' })).deletedCount).toBe(2);
    expect(
      await people
        .find()
        .map((p) => p.city)
        .toArray(),
    ).toEqual(['B']);
  });
});

describe('dates and ObjectIds', () => {
  it('finds by a list of ObjectIds with $in', async () => {
    const { insertedIds } = await people.insertMany([person(), person(), person()]);
    const wanted = [insertedIds[0]!, insertedIds[2]!].map((id) => new ObjectId(id.toHexString()));
    const found = await people.find({ _id: { $in: wanted } }).toArray();
    expect(found.map((p) => p._id?.toHexString()).sort()).toEqual(
      wanted.map((id) => id.toHexString()).sort(),
    );
  });

  it('sorts by _id in creation order', async () => {
    const ids = [new ObjectId(), new ObjectId(), new ObjectId()];
    await people.insertMany([ids[2]!, ids[0]!, ids[1]!].map((_id) => ({ ...person(), _id })));
    const sorted = await people.find().sort({ _id: 1 }).toArray();
    expect(sorted.map((p) => p._id?.toHexString())).toEqual(ids.map((id) => id.toHexString()));
  });

  it('compares and sorts dates', async () => {
    const at = (day: number): Date => new Date(Date.UTC(2024, 0, day));
    await people.insertMany(
      [3, 1, 2].map((day) => ({ ...person({ name: `day-${day}` }), at: at(day) })),
    );
    const recent = await people
      .find({ at: { $gt: at(1) } })
      .sort({ at: 1 })
      .toArray();
    expect(recent.map((p) => p.name)).toEqual(['day-2', 'day-3']);
  });

  it('treats an ObjectId reference field like any other value', async () => {
    const owner = new ObjectId();
    await people.insertMany([
      { ...person(), owner },
      { ...person(), owner: new ObjectId() },
    ]);
    expect(await people.countDocuments({ owner: new ObjectId(owner.toHexString()) })).toBe(1);
  });
});

describe('aggregation', () => {
  beforeEach(async () => {
    await people.insertMany([
      person({ name: 'Ann', city: 'A', age: 30 }),
      person({ name: 'Bob', city: 'A', age: 40 }),
      person({ name: 'Cyd', city: 'B', age: 50 }),
    ]);
  });

  it('groups, sorts and projects', async () => {
    const result = await people
      .aggregate([
        { $match: { age: { $gte: 30 } } },
        { $group: { _id: '$city', total: { $sum: '$age' }, count: { $sum: 1 } } },
        { $sort: { _id: 1 } },
        { $project: { _id: 0, city: '$_id', total: 1, count: 1 } },
      ])
      .toArray();
    expect(result).toEqual([
      { city: 'A', total: 70, count: 2 },
      { city: 'B', total: 50, count: 1 },
    ]);
  });

  it('counts with $count and unwinds arrays', async () => {
    await people.insertOne(person({ name: 'Tag', tags: ['x', 'y', 'z'] }));
    expect(await people.aggregate([{ $match: { city: 'A' } }, { $count: 'n' }]).toArray()).toEqual([
      { n: 2 },
    ]);
    const unwound = await people
      .aggregate([
        { $match: { name: 'Tag' } },
        { $unwind: '$tags' },
        { $project: { _id: 0, tags: 1 } },
      ])
      .toArray();
    expect(unwound).toEqual([{ tags: 'x' }, { tags: 'y' }, { tags: 'z' }]);
  });

  it('joins another collection of the same database with $lookup', async () => {
    const cities = env.db.collection(`cities_${counter}`);
    await cities.insertMany([
      { code: 'A', label: 'Athens' },
      { code: 'B', label: 'Berlin' },
    ]);
    const result = await people
      .aggregate([
        { $match: { name: 'Cyd' } },
        {
          $lookup: {
            from: cities.collectionName,
            localField: 'city',
            foreignField: 'code',
            as: 'cityInfo',
          },
        },
        { $addFields: { cityLabel: { $first: '$cityInfo.label' } } },
        { $project: { _id: 0, name: 1, cityLabel: 1 } },
      ])
      .toArray();
    expect(result).toEqual([{ name: 'Cyd', cityLabel: 'Berlin' }]);
  });

  it('does not change stored documents when a stage rewrites fields', async () => {
    await people.aggregate([{ $addFields: { age: 0 } }]).toArray();
    expect(await people.countDocuments({ age: 0 })).toBe(0);
  });

  it('writes the pipeline output to another collection with $out', async () => {
    const target = `by_city_${counter}`;
    await people
      .aggregate([{ $group: { _id: '$city', n: { $sum: 1 } } }, { $out: target }])
      .toArray();
    expect(await env.db.collection(target).find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'A', n: 2 },
      { _id: 'B', n: 1 },
    ]);
  });

  it('answers an unknown stage with an error naming it', async () => {
    await expect(people.aggregate([{ $teleport: {} }]).toArray()).rejects.toThrow(/\$teleport/);
  });
});

describe('collections', () => {
  it('lists, creates and drops collections', async () => {
    const name = `created_${counter}`;
    await env.db.createCollection(name);
    const names = await env.db.listCollections({ name }, { nameOnly: true }).toArray();
    expect(names.map((c) => c.name)).toEqual([name]);
    expect(await env.db.collection(name).drop()).toBe(true);
    expect(await env.db.listCollections({ name }).toArray()).toEqual([]);
  });
});
