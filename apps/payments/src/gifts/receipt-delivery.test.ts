import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '@ministry/db/testing';
import { buildTestApp } from '../testing/harness.js';
import { receiptDeps, recordingMailer } from '../testing/recording-mailer.js';
import { GiftModel } from './gift.model.js';
import { retryUnsentReceipts } from './receipt-delivery.js';

useTestDatabase();

describe('gift receipts that could not be sent', () => {
  it('keeps the gift with its receipt owed, then sends it once on retry', async () => {
    const mailer = recordingMailer();
    const { app } = await buildTestApp({}, { mailer });
    await request(app)
      .post('/gifts')
      .send({ frequency: 'once', amount: 25, email: 'donor@example.org' })
      .expect(201);
    expect(await GiftModel.findOne().lean()).toMatchObject({ receiptNumber: 'G-1001' });
    expect((await GiftModel.findOne().lean())?.receiptSentAt).toBeUndefined();

    mailer.down = false;
    const deps = receiptDeps(mailer);
    // Two retries at once (two processes, or a slow one): the receipt goes out once.
    const sent = await Promise.all([retryUnsentReceipts(deps), retryUnsentReceipts(deps)]);
    const later = await retryUnsentReceipts(deps);

    expect(sent[0] + sent[1]).toBe(1);
    expect(later).toBe(0);
    expect(mailer.sent.map((message) => [message.to, message.subject])).toEqual([
      ['donor@example.org', expect.stringContaining('G-1001')],
    ]);
    expect((await GiftModel.findOne().lean())?.receiptSentAt).toBeInstanceOf(Date);
  });

  it('leaves a receipt owed while mail is still down, for the next retry', async () => {
    const mailer = recordingMailer();
    const { app } = await buildTestApp({}, { mailer });
    await request(app)
      .post('/gifts')
      .send({ frequency: 'monthly', amount: 10, email: 'donor@example.org' })
      .expect(201);
    const deps = receiptDeps(mailer);

    expect(await retryUnsentReceipts(deps)).toBe(0);
    mailer.down = false;
    expect(await retryUnsentReceipts(deps)).toBe(1);
    expect(mailer.sent).toHaveLength(1);
  });
});
