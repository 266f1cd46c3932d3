import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { OrderModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { numberUnnumberedOrders } from './order-numbers.js';

useTestDatabase();

describe('numbering orders kept before orders had numbers', () => {
  it('numbers them oldest first and leaves numbered orders alone', async () => {
    const line = {
      product: new mongoose.Types.ObjectId(),
      name: 'Rope',
      format: 'physical',
      unitPrice: 12,
      quantity: 1,
    };
    const old = (days: number) => ({
      status: 'paid',
      provider: 'demo',
      lines: [line],
      total: 12,
      createdAt: new Date(Date.now() - days * 86_400_000),
    });
    await OrderModel.collection.insertMany([old(2), old(3)]);
    const numbered = await OrderModel.create({ provider: 'demo', lines: [line], total: 12 });

    expect(await numberUnnumberedOrders()).toBe(2);
    expect(await numberUnnumberedOrders()).toBe(0);

    const orders = await OrderModel.find().sort({ createdAt: 1 }).lean();
    const [first, second] = orders.map((order) => Number(order.number?.slice(3)));
    expect(second).toBe((first ?? 0) + 1);
    expect(orders.at(-1)?.number).toBe(numbered.number);
  });
});
