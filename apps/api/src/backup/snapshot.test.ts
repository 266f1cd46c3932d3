import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { OrderModel, ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { writeBackup } from './backup.js';
import { restoreBackup } from './restore.js';

useTestDatabase();

const db = () => {
  if (!mongoose.connection.db) throw new Error('no database');
  return mongoose.connection.db;
};

const STOCK = 20;

async function shopWithRope() {
  return ProductModel.create({
    name: 'Prayer rope',
    slug: 'snapshot-test-rope',
    format: 'physical',
    price: 12,
    stock: STOCK,
  });
}

/** A checkout's writes: the order, then the stock it takes (two collections). */
async function checkout(rope: { _id: mongoose.Types.ObjectId }, session?: mongoose.ClientSession) {
  await OrderModel.create(
    [
      {
        status: 'paid',
        provider: 'demo',
        lines: [
          { product: rope._id, name: 'Rope', format: 'physical', unitPrice: 12, quantity: 1 },
        ],
        total: 12,
      },
    ],
    { session },
  );
  await ProductModel.updateOne({ _id: rope._id }, { $inc: { stock: -1 } }, { session });
}

/** Orders and stock as a restore of the archive brings them back. */
async function restored(archive: string) {
  await restoreBackup(db(), [], archive, { force: true });
  const rope = await ProductModel.findOne({ slug: 'snapshot-test-rope' }).lean();
  return { orders: await OrderModel.countDocuments(), stock: rope?.stock };
}

const archivePath = () => join(mkdtempSync(join(tmpdir(), 'snapshot-test-')), 'shop.tar.gz');

describe('a backup taken while the shop sells', () => {
  it('holds the shop as it stood when it started, whatever is written between its collections', async () => {
    const rope = await shopWithRope();
    await checkout(rope);
    const archive = archivePath();
    let sold = 0;

    // After each collection is read, a buyer checks out: "orders" is read before "products",
    // so a backup reading each collection as it stands would hold a sale's stock without its order.
    const manifest = await writeBackup(db(), [], archive, {
      onProgress: async () => {
        await checkout(rope);
        sold += 1;
      },
    });

    expect(sold).toBeGreaterThanOrEqual(2);
    expect(manifest.collections).toMatchObject({ orders: 1, products: 1 });
    expect(await restored(archive)).toEqual({ orders: 1, stock: STOCK - 1 });
  });

  it('leaves out a transaction still open when it starts, though it commits before the backup ends', async () => {
    const rope = await shopWithRope();
    const archive = archivePath();
    const buyer = await mongoose.startSession();
    try {
      buyer.startTransaction();
      await checkout(rope, buyer);
      let committed = false;

      await writeBackup(db(), [], archive, {
        onProgress: async () => {
          if (committed) return;
          committed = true;
          await buyer.commitTransaction();
        },
      });

      expect(committed).toBe(true);
      expect(await OrderModel.countDocuments()).toBe(1);
      expect(await restored(archive)).toEqual({ orders: 0, stock: STOCK });
    } finally {
      await buyer.endSession();
    }
  });

  it('holds a sale whole once its transaction has committed', async () => {
    const rope = await shopWithRope();
    await mongoose.connection.transaction((session) => checkout(rope, session));
    const archive = archivePath();

    await writeBackup(db(), [], archive);

    expect(await restored(archive)).toEqual({ orders: 1, stock: STOCK - 1 });
  });
});
