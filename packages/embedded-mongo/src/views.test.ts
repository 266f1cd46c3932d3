import type { Collection } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from './test-support.js';
import { serverError, setupTestDatabase } from './test-support.js';

// Read-only views, as MongoDB gives them; these run on both engines (MONGODB_URI).

interface Order {
  _id: number;
  status: string;
  total: number;
  buyer?: number;
}

let env: TestDatabase;
let counter = 0;
let orders: Collection<Order>;
let paidName: string;

beforeAll(async () => {
  env = await setupTestDatabase();
});
afterAll(() => env.teardown());

beforeEach(async () => {
  orders = env.db.collection<Order>(`orders_${++counter}`);
  await orders.insertMany([
    { _id: 1, status: 'paid', total: 10, buyer: 1 },
    { _id: 2, status: 'pending', total: 5, buyer: 2 },
    { _id: 3, status: 'paid', total: 7, buyer: 1 },
  ]);
  paidName = `paid_${counter}`;
  await env.db.createCollection(paidName, {
    viewOn: orders.collectionName,
    pipeline: [{ $match: { status: 'paid' } }, { $project: { status: 0 } }],
  });
});

describe('a view', () => {
  it('is read with find, count, distinct and aggregate through its pipeline', async () => {
    const paid = env.db.collection<Order>(paidName);
    expect(await paid.find({ total: { $gt: 8 } }).toArray()).toEqual([
      { _id: 1, total: 10, buyer: 1 },
    ]);
    expect(await paid.countDocuments()).toBe(2);
    expect(await paid.estimatedDocumentCount()).toBe(2);
    expect(await paid.distinct('buyer')).toEqual([1]);
    expect(
      await paid.aggregate([{ $group: { _id: null, sum: { $sum: '$total' } } }]).toArray(),
    ).toEqual([{ _id: null, sum: 17 }]);
  });

  it('follows later writes to what it is a view of', async () => {
    await orders.updateOne({ _id: 2 }, { $set: { status: 'paid' } });
    expect(await env.db.collection(paidName).countDocuments()).toBe(3);
  });

  it('may be a view of a view, and be looked up from', async () => {
    const bigName = `big_${counter}`;
    await env.db.createCollection(bigName, {
      viewOn: paidName,
      pipeline: [{ $match: { total: { $gte: 10 } } }],
    });
    expect(await env.db.collection(bigName).find().toArray()).toEqual([
      { _id: 1, total: 10, buyer: 1 },
    ]);
    const buyers = env.db.collection<{ _id: number; name: string }>(`buyers_${counter}`);
    await buyers.insertOne({ _id: 1, name: 'Anna' });
    expect(
      await buyers
        .aggregate([
          { $lookup: { from: paidName, localField: '_id', foreignField: 'buyer', as: 'paid' } },
          { $project: { count: { $size: '$paid' } } },
        ])
        .toArray(),
    ).toEqual([{ _id: 1, count: 2 }]);
  });

  it('is listed as a view, with its definition', async () => {
    const [info] = await env.db.listCollections({ name: paidName }).toArray();
    expect(info).toMatchObject({
      name: paidName,
      type: 'view',
      options: {
        viewOn: orders.collectionName,
        pipeline: [{ $match: { status: 'paid' } }, { $project: { status: 0 } }],
      },
      info: { readOnly: true },
    });
  });

  it('refuses writes and indexes (CommandNotSupportedOnView, 166)', async () => {
    const paid = env.db.collection<Order>(paidName);
    expect((await serverError(paid.insertOne({ _id: 9, status: 'paid', total: 1 }))).code).toBe(
      166,
    );
    expect((await serverError(paid.updateOne({ _id: 1 }, { $set: { total: 0 } }))).code).toBe(166);
    expect((await serverError(paid.deleteMany({}))).code).toBe(166);
    expect((await serverError(paid.createIndex({ total: 1 }))).code).toBe(166);
    expect((await serverError(orders.aggregate([{ $out: paidName }]).toArray())).code).toBe(166);
    expect(await orders.countDocuments()).toBe(3);
  });

  it('refuses a name already taken, and a view of itself', async () => {
    expect(
      (await serverError(env.db.createCollection(paidName, { viewOn: 'elsewhere', pipeline: [] })))
        .code,
    ).toBe(48);
    expect((await serverError(env.db.createCollection(paidName))).code).toBe(48);
    const selfName = `self_${counter}`;
    expect(
      (await serverError(env.db.createCollection(selfName, { viewOn: selfName, pipeline: [] })))
        .code,
    ).toBe(5);
  });

  it('is gone once dropped, leaving what it was a view of', async () => {
    expect(await env.db.collection(paidName).drop()).toBe(true);
    const names = (await env.db.listCollections({}, { nameOnly: true }).toArray()).map(
      (info) => info.name,
    );
    expect(names).not.toContain(paidName);
    expect(await orders.countDocuments()).toBe(3);
  });
});
