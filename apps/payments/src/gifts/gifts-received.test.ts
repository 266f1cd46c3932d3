import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { giftsReceivedSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { buildTestApp } from '../testing/harness.js';
import { createStaff, TEST_JWT_SECRET } from '../testing/orders.js';
import { GiftModel } from './gift.model.js';

useTestDatabase();

let receipts = 1000;
const giftPaidAt = (paidAt: string, amountCents: number) => {
  receipts += 1;
  return GiftModel.create({
    key: `key-${receipts}`,
    receiptNumber: `G-${receipts}`,
    pledge: new mongoose.Types.ObjectId(),
    frequency: 'once',
    amountCents,
    paidAt: new Date(paidAt),
  });
};

describe('GET /gifts/received (the dashboard: gifts since the last visit)', () => {
  it('counts and totals the gifts paid after the given moment only', async () => {
    const { app } = await buildTestApp({ JWT_SECRET: TEST_JWT_SECRET });
    const admin = await createStaff('admin');
    await giftPaidAt('2026-11-20T10:00:00Z', 5000);
    await giftPaidAt('2026-11-21T09:00:01Z', 2500);
    await giftPaidAt('2026-11-22T18:30:00Z', 1250);

    const response = await request(app)
      .get('/gifts/received')
      .query({ since: '2026-11-21T09:00:00Z' })
      .set(admin.auth)
      .expect(200);

    expect(giftsReceivedSchema.parse(response.body)).toEqual({
      since: '2026-11-21T09:00:00.000Z',
      count: 2,
      amount: 37.5,
    });
  });

  it('is for admins only, and refuses a moment that is not an ISO date with a 400', async () => {
    const { app } = await buildTestApp({ JWT_SECRET: TEST_JWT_SECRET });
    const admin = await createStaff('admin');
    const editor = await createStaff('editor');
    const since = { since: '2026-11-21T09:00:00Z' };

    await request(app).get('/gifts/received').query(since).expect(401);
    await request(app).get('/gifts/received').query(since).set(editor.auth).expect(403);
    const bad = await request(app)
      .get('/gifts/received')
      .query({ since: 'yesterday' })
      .set(admin.auth)
      .expect(400);
    expect(bad.body.message).toMatch(/since/);
  });
});
