import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from './test-support.js';
import { setupTestDatabase } from './test-support.js';

let counter = 0;
function order(overrides: Document = {}): Document {
  counter++;
  return { number: counter, status: 'open', total: 10 * counter, ...overrides };
}

let env: TestDatabase;
let orders: Collection;
let ledger: Collection;

beforeAll(async () => {
  env = await setupTestDatabase();
});
afterAll(() => env.teardown());
beforeEach(async () => {
  counter++;
  orders = env.db.collection(`orders_${counter}`);
  ledger = env.db.collection(`ledger_${counter}`);
  // Collections exist before the transactions, as MongoDB requires for multi-document writes.
  await orders.insertOne(order({ number: 0, status: 'seed' }));
  await ledger.insertOne({ seed: true });
});

describe('transactions', () => {
  it('commits the writes of withTransaction across collections', async () => {
    const session = env.client.startSession();
    try {
      await session.withTransaction(async () => {
        await orders.insertOne(order({ status: 'paid' }), { session });
        await ledger.insertOne({ entry: 'payment' }, { session });
      });
    } finally {
      await session.endSession();
    }
    expect(await orders.countDocuments({ status: 'paid' })).toBe(1);
    expect(await ledger.countDocuments({ entry: 'payment' })).toBe(1);
  });

  it('reads its own writes inside the transaction', async () => {
    const session = env.client.startSession();
    try {
      const seen = await session.withTransaction(async () => {
        await orders.insertOne(order({ status: 'draft' }), { session });
        return orders.countDocuments({ status: 'draft' }, { session });
      });
      expect(seen).toBe(1);
    } finally {
      await session.endSession();
    }
  });

  it('undoes inserts, updates and deletes when the transaction is aborted', async () => {
    await orders.insertMany([
      order({ number: 100, status: 'open' }),
      order({ number: 101, status: 'open' }),
    ]);
    const before = await orders
      .find({}, { projection: { _id: 0 } })
      .sort({ number: 1 })
      .toArray();
    const session = env.client.startSession();
    try {
      session.startTransaction();
      await orders.insertOne(order({ status: 'ghost' }), { session });
      await orders.updateOne({ number: 100 }, { $set: { status: 'closed' } }, { session });
      await orders.deleteOne({ number: 101 }, { session });
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
    expect(
      await orders
        .find({}, { projection: { _id: 0 } })
        .sort({ number: 1 })
        .toArray(),
    ).toEqual(before);
  });

  it('keeps writes made outside the aborted transaction', async () => {
    const session = env.client.startSession();
    try {
      session.startTransaction();
      await orders.insertOne(order({ status: 'inside' }), { session });
      await orders.insertOne(order({ status: 'outside' }));
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
    expect(await orders.countDocuments({ status: 'inside' })).toBe(0);
    expect(await orders.countDocuments({ status: 'outside' })).toBe(1);
  });
});
