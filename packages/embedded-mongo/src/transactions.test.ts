import { ObjectId, type Collection, type Document } from 'mongodb';
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

  it('hides a transaction’s writes from everyone else until it commits', async () => {
    await orders.insertOne(order({ number: 200, status: 'open' }));
    const session = env.client.startSession();
    try {
      session.startTransaction();
      await orders.updateOne({ number: 200 }, { $set: { status: 'paid' } }, { session });
      await orders.insertOne(order({ number: 201, status: 'paid' }), { session });
      // Outside the transaction: the committed data, by every way of reading it.
      expect(await orders.countDocuments({ status: 'paid' })).toBe(0);
      expect((await orders.findOne({ number: 200 }))?.status).toBe('open');
      expect(await orders.distinct('number', { number: { $gte: 200 } })).toEqual([200]);
      // Inside it: its own writes.
      expect(await orders.countDocuments({ status: 'paid' }, { session })).toBe(2);
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
    expect(await orders.countDocuments({ status: 'paid' })).toBe(2);
  });

  it('refuses a second transaction’s write to a document the first has written, and aborts it', async () => {
    await orders.insertOne(order({ number: 300, status: 'open' }));
    const first = env.client.startSession();
    const second = env.client.startSession();
    try {
      first.startTransaction();
      second.startTransaction();
      await orders.updateOne({ number: 300 }, { $set: { status: 'first' } }, { session: first });
      const conflict = await orders
        .updateOne({ number: 300 }, { $set: { status: 'second' } }, { session: second })
        .catch((error: unknown) => error);
      expect(conflict).toMatchObject({ code: 112, codeName: 'WriteConflict' });
      expect((conflict as { errorLabels?: string[] }).errorLabels).toContain(
        'TransientTransactionError',
      );
      // MongoDB aborts the transaction that met the conflict.
      await expect(
        orders.insertOne(order({ status: 'second' }), { session: second }),
      ).rejects.toMatchObject({ code: 251 });
      await first.commitTransaction();
    } finally {
      await second.endSession();
      await first.endSession();
    }
    expect((await orders.findOne({ number: 300 }))?.status).toBe('first');
  });

  it('refuses, saying why, a write outside any transaction to a document one has written', async () => {
    await orders.insertOne(order({ number: 400, status: 'open' }));
    const session = env.client.startSession();
    try {
      session.startTransaction();
      await orders.deleteOne({ number: 400 }, { session });
      await expect(
        orders.updateOne({ number: 400 }, { $set: { status: 'outside' } }),
      ).rejects.toMatchObject({
        code: 112,
        message: expect.stringMatching(
          /would wait for the transaction to end on MongoDB.*real MongoDB/,
        ),
      });
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
    // Ended, the transaction no longer holds the document.
    await orders.updateOne({ number: 400 }, { $set: { status: 'after' } });
    expect((await orders.findOne({ number: 400 }))?.status).toBe('after');
  });

  it('is aborted by a statement of it that fails, as MongoDB aborts it', async () => {
    const session = env.client.startSession();
    try {
      session.startTransaction();
      const taken = new ObjectId();
      await orders.insertOne(order({ _id: taken, status: 'inside' }), { session });
      await expect(orders.insertOne(order({ _id: taken }), { session })).rejects.toMatchObject({
        code: 11000,
      });
      // Gone: its writes undone, its next command and its commit refused.
      await expect(orders.insertOne(order({ status: 'later' }), { session })).rejects.toMatchObject(
        { code: 251, codeName: 'NoSuchTransaction' },
      );
      await expect(session.commitTransaction()).rejects.toMatchObject({ code: 251 });
    } finally {
      await session.endSession();
    }
    expect(await orders.countDocuments({ status: { $in: ['inside', 'later'] } })).toBe(0);
  });

  it('reads the data as it stood when it started, with its own writes', async () => {
    await orders.insertOne(order({ number: 600, status: 'open' }));
    const session = env.client.startSession();
    try {
      session.startTransaction();
      await orders.insertOne(order({ number: 601, status: 'mine' }), { session });
      // Committed by others after the transaction started: not in its snapshot.
      await orders.updateOne({ number: 600 }, { $set: { status: 'changed' } });
      await orders.insertOne(order({ number: 602, status: 'later' }));
      expect((await orders.findOne({ number: 600 }, { session }))?.status).toBe('open');
      expect(await orders.countDocuments({ number: { $gte: 600 } }, { session })).toBe(2);
      // Its write to the document changed since is a conflict, and ends it.
      await expect(
        orders.updateOne({ number: 600 }, { $set: { status: 'mine' } }, { session }),
      ).rejects.toMatchObject({ code: 112, codeName: 'WriteConflict' });
    } finally {
      await session.endSession();
    }
    expect(await orders.countDocuments({ number: 601 })).toBe(0);
    expect((await orders.findOne({ number: 600 }))?.status).toBe('changed');
  });

  it('refuses, saying why, to create a collection or an index inside a transaction', async () => {
    const session = env.client.startSession();
    try {
      session.startTransaction();
      await expect(
        env.db.collection(`created_in_txn_${counter}`).insertOne({ a: 1 }, { session }),
      ).rejects.toMatchObject({
        code: 238,
        message: expect.stringMatching(
          /inside a transaction is not supported.*before the transaction/,
        ),
      });
      await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
    const names = (await env.db.listCollections().toArray()).map(({ name }) => name);
    expect(names).not.toContain(`created_in_txn_${counter}`);
  });
});
