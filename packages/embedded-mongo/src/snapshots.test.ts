import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MongoCommandError } from './errors.js';
import { HISTORY_WINDOW_MS, SnapshotReads } from './snapshots.js';
import { Store } from './store.js';
import type { TestDatabase } from './test-support.js';
import { setupTestDatabase } from './test-support.js';
import { TransactionManager } from './transactions.js';

let env: TestDatabase;
let orders: Collection;
let products: Collection;
let counter = 0;

beforeAll(async () => {
  env = await setupTestDatabase();
});
afterAll(() => env.teardown());
beforeEach(async () => {
  counter++;
  orders = env.db.collection(`orders_${counter}`);
  products = env.db.collection(`products_${counter}`);
  await products.insertMany([
    { _id: 'rope' as never, stock: 5 },
    { _id: 'icon' as never, stock: 2 },
  ]);
  await orders.insertOne({ number: 1, lines: ['icon'] });
});

/** Reads both collections through one snapshot session, the way a backup does. */
async function readAtOneInstant(between: () => Promise<void>) {
  const session = env.client.startSession({ snapshot: true });
  try {
    const stockFirst = await products.find({}, { session }).sort({ _id: 1 }).toArray();
    await between();
    return {
      products: stockFirst,
      productsAgain: await products.find({}, { session }).sort({ _id: 1 }).toArray(),
      orders: await orders.find({}, { session, projection: { _id: 0 } }).toArray(),
      numbers: await orders.distinct('number', {}, { session }),
      counted: await orders.aggregate<Document>([{ $count: 'orders' }], { session }).toArray(),
    };
  } finally {
    await session.endSession();
  }
}

describe('snapshot reads', () => {
  it('see every collection as of the first read, whatever is written after it', async () => {
    const seen = await readAtOneInstant(async () => {
      await products.updateOne({ _id: 'rope' as never }, { $inc: { stock: -1 } });
      await products.deleteOne({ _id: 'icon' as never });
      await orders.insertOne({ number: 2, lines: ['rope'] });
    });

    expect(seen.products).toEqual([
      { _id: 'icon', stock: 2 },
      { _id: 'rope', stock: 5 },
    ]);
    expect(seen.productsAgain).toEqual(seen.products);
    expect(seen.orders).toEqual([{ number: 1, lines: ['icon'] }]);
    expect(seen.numbers).toEqual([1]);
    expect(seen.counted).toEqual([{ orders: 1 }]);
    // The live data moved on.
    expect(await orders.countDocuments()).toBe(2);
  });

  it('leave out the writes of a transaction still open, and show all of them once committed', async () => {
    const buyer = env.client.startSession();
    try {
      buyer.startTransaction();
      await orders.insertOne({ number: 2, lines: ['rope'] }, { session: buyer });
      await products.updateOne(
        { _id: 'rope' as never },
        { $inc: { stock: -1 } },
        { session: buyer },
      );

      const during = await readAtOneInstant(() => Promise.resolve());
      await buyer.commitTransaction();
      const after = await readAtOneInstant(() => Promise.resolve());

      expect(during.orders.map((order) => order.number as number)).toEqual([1]);
      expect(during.products).toContainEqual({ _id: 'rope', stock: 5 });
      expect(after.orders.map((order) => order.number as number)).toEqual([1, 2]);
      expect(after.products).toContainEqual({ _id: 'rope', stock: 4 });
    } finally {
      await buyer.endSession();
    }
  });

  it('never show a transaction that was aborted', async () => {
    const buyer = env.client.startSession();
    try {
      buyer.startTransaction();
      await orders.insertOne({ number: 3 }, { session: buyer });
      await products.deleteOne({ _id: 'icon' as never }, { session: buyer });
      const seen = await readAtOneInstant(() => buyer.abortTransaction());

      expect(seen.orders.map((order) => order.number as number)).toEqual([1]);
      expect(seen.products.map((product) => product._id as unknown)).toEqual(['icon', 'rope']);
    } finally {
      await buyer.endSession();
    }
  });
});

describe('the history a snapshot is kept for', () => {
  const snapshotRead = (atClusterTime?: unknown): Document => ({
    find: 'orders',
    readConcern: { level: 'snapshot', ...(atClusterTime ? { atClusterTime } : {}) },
  });

  it('lets an idle snapshot go after the history window, as MongoDB does', () => {
    let now = 1_000_000;
    const store = new Store();
    const reads = new SnapshotReads(store, new TransactionManager(store), () => now);
    const { time } = reads.viewFor(snapshotRead(), 'shop')!;

    now += HISTORY_WINDOW_MS - 1;
    expect(reads.viewFor(snapshotRead(time), 'shop')?.time).toEqual(time);
    now += HISTORY_WINDOW_MS + 1;
    expect(() => reads.viewFor(snapshotRead(time), 'shop')).toThrow(MongoCommandError);
    expect(() => reads.viewFor(snapshotRead(time), 'shop')).toThrow(/older than the oldest/);
  });

  it('refuses a snapshot read by a command that cannot read at one', () => {
    const store = new Store();
    const reads = new SnapshotReads(store, new TransactionManager(store));
    expect(() =>
      reads.viewFor({ count: 'orders', readConcern: { level: 'snapshot' } }, 'shop'),
    ).toThrow(/does not support/);
  });
});
