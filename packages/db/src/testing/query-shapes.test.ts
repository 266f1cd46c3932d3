import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { querySignature } from './query-shapes.js';

describe('a query shape', () => {
  it('is the same for two calls that differ only in their values', () => {
    const one = querySignature('orders', 'findOne', [
      { orderNumber: 'MIN-1', status: { $in: ['paid', 'pending'] } },
      { sort: { createdAt: -1 }, session: {} },
    ]);
    const other = querySignature('orders', 'findOne', [
      { status: { $in: ['failed'] }, orderNumber: 'MIN-2' },
      { sort: { createdAt: -1 } },
    ]);
    expect(one).toBe(other);
    expect(one).toBe(
      'orders.findOne {"filter":{"orderNumber":"string","status":{"$in":["string"]}},"options":{"sort":{"createdAt":-1}}}',
    );
  });

  it('tells fields, operators, value types and sort order apart', () => {
    const shape = (filter: object, options: object = {}) =>
      querySignature('orders', 'find', [filter, options]);
    const distinct = new Set([
      shape({ email: 'a@example.com' }),
      shape({ email: /a/ }),
      shape({ email: { $exists: true } }),
      shape({ buyerEmail: 'a@example.com' }),
      shape({ _id: new Types.ObjectId() }),
      shape({}, { sort: { createdAt: -1, _id: -1 } }),
      shape({}, { sort: { _id: -1, createdAt: -1 } }),
      shape({}, { limit: 20 }),
    ]);
    expect(distinct.size).toBe(8);
    expect(shape({ _id: new Types.ObjectId() })).toContain('"_id":"objectid"');
  });

  it('keeps an update’s operators and fields, and a pipeline’s field paths, not their values', () => {
    expect(
      querySignature('orders', 'updateOne', [
        { _id: new Types.ObjectId(), 'refunds.id': 're_1' },
        {
          $set: { 'refunds.$.status': 'succeeded' },
          $push: { events: { $each: [{}], $slice: -50 } },
        },
        { upsert: false },
      ]),
    ).toBe(
      'orders.updateOne {"filter":{"_id":"objectid","refunds.id":"string"},"options":{"upsert":"boolean"},' +
        '"update":{"$push":{"events":{"$each":["document"],"$slice":"number"}},"$set":{"refunds.$.status":"string"}}}',
    );
    expect(
      querySignature('orders', 'aggregate', [
        [
          { $match: { paidAt: { $gte: new Date() } } },
          { $group: { _id: '$currency', n: { $sum: 1 } } },
        ],
      ]),
    ).toBe(
      'orders.aggregate {"options":{},"pipeline":[{"$match":{"paidAt":{"$gte":"date"}}},' +
        '{"$group":{"_id":"$currency","n":{"$sum":"number"}}}]}',
    );
  });

  it('is not taken of index upkeep or other calls that are not queries', () => {
    expect(querySignature('orders', 'createIndex', [{ email: 1 }])).toBeUndefined();
  });
});
