import { MongoBulkWriteError, MongoServerError } from 'mongodb';
import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from './test-support.js';
import { setupTestDatabase } from './test-support.js';

let counter = 0;
function account(overrides: Document = {}): Document {
  counter++;
  return {
    email: `user-${counter}@example.org`,
    tenant: 't1',
    slug: `slug-${counter}`,
    ...overrides,
  };
}

let env: TestDatabase;
let accounts: Collection;

beforeAll(async () => {
  env = await setupTestDatabase();
});
afterAll(() => env.teardown());
beforeEach(async () => {
  accounts = env.db.collection(`accounts_${++counter}`);
  await accounts.createIndex({ email: 1 }, { unique: true });
});

describe('unique indexes', () => {
  it('rejects a duplicate email with E11000 and the keyValue', async () => {
    await accounts.insertOne(account({ email: 'a@b.c' }));
    const error = await accounts.insertOne(account({ email: 'a@b.c' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error).toMatchObject({
      code: 11000,
      keyPattern: { email: 1 },
      keyValue: { email: 'a@b.c' },
    });
    expect((error as Error).message).toMatch(
      new RegExp(
        `^E11000 duplicate key error collection: ${env.dbName}\\.${accounts.collectionName} index: email_1 dup key: \\{ email: "a@b\\.c" \\}`,
      ),
    );
  });

  it('rejects a duplicate _id', async () => {
    await accounts.insertOne(account({ _id: 'same' }));
    const error = await accounts.insertOne(account({ _id: 'same' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 11000, keyValue: { _id: 'same' } });
  });

  it('enforces a compound unique index on the combination only', async () => {
    await accounts.createIndex({ tenant: 1, slug: 1 }, { unique: true });
    await accounts.insertOne(account({ tenant: 't1', slug: 'home' }));
    await accounts.insertOne(account({ tenant: 't2', slug: 'home' }));
    const error = await accounts
      .insertOne(account({ tenant: 't1', slug: 'home' }))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 11000,
      keyPattern: { tenant: 1, slug: 1 },
      keyValue: { tenant: 't1', slug: 'home' },
    });
  });

  it('treats a missing field as null, unless the index is sparse', async () => {
    await accounts.createIndex({ phone: 1 }, { unique: true, name: 'phone_strict' });
    await accounts.insertOne(account());
    const error = await accounts.insertOne(account()).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 11000, keyValue: { phone: null } });

    const sparse = env.db.collection(`sparse_${counter}`);
    await sparse.createIndex({ phone: 1 }, { unique: true, sparse: true });
    await sparse.insertMany([account(), account()]);
    expect(await sparse.countDocuments()).toBe(2);
  });

  it('only constrains documents matching a partialFilterExpression', async () => {
    await accounts.createIndex(
      { nickname: 1 },
      { unique: true, partialFilterExpression: { active: true } },
    );
    await accounts.insertMany([
      account({ nickname: 'x', active: false }),
      account({ nickname: 'x', active: true }),
    ]);
    const error = await accounts
      .insertOne(account({ nickname: 'x', active: true }))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 11000 });
  });

  it('rejects an update that would duplicate a key and leaves the document unchanged', async () => {
    await accounts.insertMany([account({ email: 'one@x' }), account({ email: 'two@x' })]);
    const error = await accounts
      .updateOne({ email: 'two@x' }, { $set: { email: 'one@x' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 11000, keyValue: { email: 'one@x' } });
    expect(await accounts.countDocuments({ email: 'two@x' })).toBe(1);
  });

  it('rejects an upsert that would duplicate a key', async () => {
    await accounts.insertOne(account({ email: 'taken@x', slug: 's1' }));
    const error = await accounts
      .updateOne({ slug: 'other' }, { $set: { email: 'taken@x' } }, { upsert: true })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 11000 });
    expect(await accounts.countDocuments({ slug: 'other' })).toBe(0);
  });

  it('rejects findOneAndUpdate that would duplicate a key with a DuplicateKey command error', async () => {
    await accounts.insertMany([account({ email: 'one@x' }), account({ email: 'two@x' })]);
    const error = await accounts
      .findOneAndUpdate({ email: 'two@x' }, { $set: { email: 'one@x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error).toMatchObject({
      code: 11000,
      codeName: 'DuplicateKey',
      keyValue: { email: 'one@x' },
    });
  });

  it('allows a document to keep its own key on update', async () => {
    const { insertedId } = await accounts.insertOne(account({ email: 'me@x' }));
    await accounts.updateOne({ _id: insertedId }, { $set: { email: 'me@x', note: 'same email' } });
    expect(await accounts.countDocuments({ note: 'same email' })).toBe(1);
  });

  it('frees a key when its document is deleted', async () => {
    await accounts.insertOne(account({ email: 'free@x' }));
    await accounts.deleteOne({ email: 'free@x' });
    await accounts.insertOne(account({ email: 'free@x' }));
    expect(await accounts.countDocuments({ email: 'free@x' })).toBe(1);
  });

  it('refuses to build a unique index over existing duplicates', async () => {
    const plain = env.db.collection(`plain_${counter}`);
    await plain.insertMany([{ code: 'dup' }, { code: 'dup' }]);
    const error = await plain.createIndex({ code: 1 }, { unique: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 11000 });
    expect((await plain.listIndexes().toArray()).map((i) => i.name as string)).toEqual(['_id_']);
  });
});

describe('batch inserts', () => {
  it('stops an ordered insertMany at the first duplicate and reports its index', async () => {
    const docs = [
      account({ email: 'a@x' }),
      account({ email: 'b@x' }),
      account({ email: 'a@x' }),
      account({ email: 'c@x' }),
    ];
    const error = await accounts.insertMany(docs).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoBulkWriteError);
    const bulk = error as MongoBulkWriteError;
    expect(bulk.code).toBe(11000);
    expect(bulk.insertedCount).toBe(2);
    expect(bulk.writeErrors).toMatchObject([{ index: 2, code: 11000 }]);
    expect(await accounts.countDocuments()).toBe(2);
  });

  it('continues an unordered insertMany past duplicates', async () => {
    const docs = [
      account({ email: 'a@x' }),
      account({ email: 'a@x' }),
      account({ email: 'b@x' }),
      account({ email: 'b@x' }),
    ];
    const error = await accounts.insertMany(docs, { ordered: false }).catch((e: unknown) => e);
    const bulk = error as MongoBulkWriteError;
    expect(bulk.insertedCount).toBe(2);
    const writeErrors: { index: number }[] = Array.isArray(bulk.writeErrors)
      ? bulk.writeErrors
      : [bulk.writeErrors];
    expect(writeErrors.map((e) => e.index)).toEqual([1, 3]);
    expect(await accounts.countDocuments()).toBe(2);
  });
});

describe('index management', () => {
  it('lists indexes with their options and drops them by name', async () => {
    await accounts.createIndex({ tenant: 1, createdAt: -1 }, { name: 'tenant_recent' });
    const listed = await accounts.listIndexes().toArray();
    expect(
      listed.map((i) => ({
        name: i.name as string,
        key: i.key as Document,
        unique: i.unique as boolean | undefined,
      })),
    ).toEqual([
      { name: '_id_', key: { _id: 1 }, unique: undefined },
      { name: 'email_1', key: { email: 1 }, unique: true },
      { name: 'tenant_recent', key: { tenant: 1, createdAt: -1 }, unique: undefined },
    ]);
    await accounts.dropIndex('tenant_recent');
    expect(await accounts.indexExists('tenant_recent')).toBe(false);
  });

  it('stops enforcing uniqueness once the index is dropped', async () => {
    await accounts.dropIndex('email_1');
    await accounts.insertMany([account({ email: 'same@x' }), account({ email: 'same@x' })]);
    expect(await accounts.countDocuments({ email: 'same@x' })).toBe(2);
  });

  it('treats creating an identical index again as a no-op', async () => {
    const name = await accounts.createIndex({ email: 1 }, { unique: true });
    expect(name).toBe('email_1');
    expect(await accounts.listIndexes().toArray()).toHaveLength(2);
  });

  it('refuses to drop the _id index', async () => {
    await expect(accounts.dropIndex('_id_')).rejects.toBeInstanceOf(MongoServerError);
  });
});
