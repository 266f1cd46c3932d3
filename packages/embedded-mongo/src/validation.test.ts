import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from './test-support.js';
import { serverError, setupTestDatabase, usingRealMongo } from './test-support.js';

// Schema validation with a query-language validator, as MongoDB enforces it; these run on both
// engines (MONGODB_URI), so the engine's answers are MongoDB's.

interface Person {
  _id: number;
  name?: unknown;
  role?: string;
}

let env: TestDatabase;
let counter = 0;
let people: Collection<Person>;

beforeAll(async () => {
  env = await setupTestDatabase();
});
afterAll(() => env.teardown());

/** A new collection of people whose `name` must be a string. */
async function validated(options: Document = {}): Promise<Collection<Person>> {
  const name = `people_${++counter}`;
  await env.db.createCollection(name, { validator: { name: { $type: 'string' } }, ...options });
  return env.db.collection<Person>(name);
}

describe('a validator', () => {
  beforeEach(async () => {
    people = await validated();
  });

  it('refuses an insert that fails it (121), with the failing document in errInfo', async () => {
    await people.insertOne({ _id: 1, name: 'Seraphim' });
    const error = await serverError(people.insertOne({ _id: 2, name: 42 }));
    expect(error.code).toBe(121);
    expect(error.errInfo).toMatchObject({ failingDocumentId: 2, details: expect.any(Object) });
    expect(await people.countDocuments()).toBe(1);
  });

  it('refuses an update and a findOneAndUpdate that would break it, leaving the document', async () => {
    await people.insertOne({ _id: 1, name: 'Seraphim' });
    expect((await serverError(people.updateOne({ _id: 1 }, { $set: { name: 7 } }))).code).toBe(121);
    const error = await serverError(people.findOneAndUpdate({ _id: 1 }, { $unset: { name: '' } }));
    expect(error.code).toBe(121);
    expect(error.errInfo).toMatchObject({ failingDocumentId: 1 });
    expect(await people.findOne({ _id: 1 })).toEqual({ _id: 1, name: 'Seraphim' });
  });

  it('refuses an upsert that would insert a failing document', async () => {
    const error = await serverError(
      people.updateOne({ _id: 3 }, { $set: { role: 'reader' } }, { upsert: true }),
    );
    expect(error.code).toBe(121);
    expect(await people.countDocuments()).toBe(0);
  });

  it('lets a write through with bypassDocumentValidation', async () => {
    await people.insertOne({ _id: 1, name: 1 }, { bypassDocumentValidation: true });
    expect(await people.findOne({ _id: 1 })).toEqual({ _id: 1, name: 1 });
  });

  it('takes effect on existing documents from collMod on, and shows in listCollections', async () => {
    const plain = env.db.collection<Person>(`plain_${++counter}`);
    await plain.insertOne({ _id: 1, name: 1 });
    await env.db.command({
      collMod: plain.collectionName,
      validator: { name: { $type: 'string' } },
    });
    expect((await serverError(plain.insertOne({ _id: 2 }))).code).toBe(121);
    const [info] = await env.db.listCollections({ name: plain.collectionName }).toArray();
    expect(info).toMatchObject({ options: { validator: { name: { $type: 'string' } } } });
  });
});

describe('validationLevel and validationAction', () => {
  it('moderate: a document already invalid may still be changed; a valid one may not break', async () => {
    const plain = env.db.collection<Person>(`moderate_${++counter}`);
    await plain.insertMany([
      { _id: 1, name: 1 },
      { _id: 2, name: 'Anna' },
    ]);
    await env.db.command({
      collMod: plain.collectionName,
      validator: { name: { $type: 'string' } },
      validationLevel: 'moderate',
    });
    await plain.updateOne({ _id: 1 }, { $set: { role: 'reader' } });
    expect(await plain.findOne({ _id: 1 })).toEqual({ _id: 1, name: 1, role: 'reader' });
    expect((await serverError(plain.updateOne({ _id: 2 }, { $set: { name: 2 } }))).code).toBe(121);
  });

  it('off, and the warn action: writes are accepted', async () => {
    const off = await validated({ validationLevel: 'off' });
    await off.insertOne({ _id: 1, name: 1 });
    const warned = await validated({ validationAction: 'warn' });
    await warned.insertOne({ _id: 1, name: 1 });
    expect([await off.countDocuments(), await warned.countDocuments()]).toEqual([1, 1]);
  });

  it('refuses an unknown level', async () => {
    const error = await serverError(
      env.db.createCollection(`bad_${++counter}`, {
        validator: { name: { $type: 'string' } },
        validationLevel: 'lenient',
      }),
    );
    expect(error.code).toBe(2);
  });
});

describe.skipIf(usingRealMongo)('what the engine cannot enforce', () => {
  it('refuses a $jsonSchema validator (NotImplemented) rather than storing it unenforced', async () => {
    const error = await serverError(
      env.db.createCollection(`schema_${++counter}`, {
        validator: { $jsonSchema: { required: ['name'] } },
      }),
    );
    expect(error.code).toBe(238);
    expect(error.message).toBe(
      'a $jsonSchema validator is not supported by the embedded engine; use a real MongoDB',
    );
  });
});
