import { describe, expect, it } from 'vitest';
import { filterBranches, isServed, shapeOf, type QueryShape } from './index-check.js';

const ORDER_INDEXES = [
  ['_id'],
  ['status', 'createdAt'],
  ['sessionId'],
  ['discount.code', 'createdAt'],
];

const query = (filter: Record<string, unknown>, sort: string[] = []): QueryShape => ({
  collection: 'orders',
  operation: 'find',
  filter,
  sort,
});

describe('which index serves a query', () => {
  it('is one whose first field the filter constrains', () => {
    expect(isServed(query({ status: 'paid', total: { $gt: 5 } }), ORDER_INDEXES)).toBe(true);
    expect(isServed(query({ 'discount.code': 'LENT' }), ORDER_INDEXES)).toBe(true);
    // createdAt leads no index: a range on it alone reads every order.
    expect(isServed(query({ createdAt: { $gte: new Date() } }), ORDER_INDEXES)).toBe(false);
  });

  it('must exist for each branch of an $or', () => {
    expect(
      isServed(query({ $or: [{ status: 'paid' }, { sessionId: 'cs_1' }] }), ORDER_INDEXES),
    ).toBe(true);
    expect(isServed(query({ $or: [{ status: 'paid' }, { email: 'a@b.c' }] }), ORDER_INDEXES)).toBe(
      false,
    );
    expect(
      isServed(query({ status: 'paid', $or: [{ email: 'a@b.c' }, { total: 1 }] }), ORDER_INDEXES),
    ).toBe(true);
  });

  it('reads the fields of an $elemMatch on an array of documents as dotted paths', () => {
    expect(
      filterBranches({
        refunds: {
          $elemMatch: { status: 'pending', $or: [{ until: null }, { until: { $lte: 1 } }] },
        },
      }),
    ).toEqual([
      ['refunds.status', 'refunds.until'],
      ['refunds.status', 'refunds.until'],
    ]);
    expect(isServed(query({ lines: { $elemMatch: { sku: 'a' } } }), [['lines.sku']])).toBe(true);
  });

  it('does not count a negation, which has no bounds to look up', () => {
    expect(filterBranches({ status: { $ne: 'paid' }, email: { $exists: false } })).toEqual([[]]);
    expect(isServed(query({ status: { $ne: 'paid' } }, ['total']), ORDER_INDEXES)).toBe(false);
  });

  it('without a filter, is the one the sort reads in order; a plain full read needs none', () => {
    expect(isServed(query({}, ['status']), ORDER_INDEXES)).toBe(true);
    expect(isServed(query({}, ['total']), ORDER_INDEXES)).toBe(false);
    expect(isServed(query({}), ORDER_INDEXES)).toBe(true);
  });
});

describe('the shape of a collection call', () => {
  it('reads the filter and sort of finds, updates and a pipeline’s first $match', () => {
    expect(shapeOf('orders', 'find', [{ status: 'paid' }, { sort: { createdAt: -1 } }])).toEqual(
      query({ status: 'paid' }, ['createdAt']),
    );
    expect(
      shapeOf('orders', 'updateMany', [{ status: 'paid' }, { $set: { a: 1 } }, {}]),
    ).toMatchObject({
      filter: { status: 'paid' },
      sort: [],
    });
    expect(
      shapeOf('orders', 'aggregate', [[{ $match: { status: 'paid' } }, { $sort: { total: 1 } }]]),
    ).toMatchObject({ filter: { status: 'paid' }, sort: ['total'] });
    expect(shapeOf('orders', 'distinct', ['email', { status: 'paid' }])).toMatchObject({
      filter: { status: 'paid' },
    });
    expect(shapeOf('orders', 'insertOne', [{ status: 'paid' }])).toBeUndefined();
  });
});
