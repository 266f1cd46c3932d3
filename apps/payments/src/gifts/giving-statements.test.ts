import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '@ministry/db/testing';
import { testLogger } from '@ministry/http/testing';
import { createMailer } from '@ministry/mail';
import { decodeQuotedPrintable } from '../testing/harness.js';
import { GiftModel } from './gift.model.js';
import { sendGivingStatements, statementsFor } from './giving-statements.js';

useTestDatabase();

let receipt = 1000;
const gift = (email: string | undefined, amountCents: number, paidAt: string) => {
  receipt += 1;
  return GiftModel.create({
    key: `test_${receipt}`,
    receiptNumber: `G-${receipt}`,
    pledge: new mongoose.Types.ObjectId(),
    frequency: 'monthly',
    renewal: true,
    amountCents,
    fundName: 'Printed copies for prisons',
    email,
    paidAt: new Date(paidAt),
  });
};

describe('the January giving statement', () => {
  it('sums each donor’s gifts of the past year only, and sends one statement each', async () => {
    await gift('anna@example.org', 2500, '2025-01-01T00:00:00Z');
    await gift('anna@example.org', 2500, '2025-06-15T12:00:00Z');
    await gift('anna@example.org', 1050, '2025-12-31T23:59:59Z');
    await gift('anna@example.org', 9900, '2026-01-01T00:00:00Z');
    await gift('anna@example.org', 7700, '2024-12-31T23:59:59Z');
    await gift('basil@example.org', 10_000, '2025-03-03T10:00:00Z');
    await gift(undefined, 500, '2025-03-03T10:00:00Z');

    const statements = await statementsFor(2025);
    expect(statements.map((s) => [s.email, s.gifts.length, s.totalCents])).toEqual([
      ['anna@example.org', 3, 6050],
      ['basil@example.org', 1, 10_000],
    ]);

    const outbox = await mkdtemp(join(tmpdir(), 'statements-'));
    const result = await sendGivingStatements({
      year: 2025,
      mailer: createMailer({ kind: 'outbox', dir: outbox, from: 'Shop <shop@example.org>' }),
      supportEmail: 'orders@example.org',
      logger: testLogger(),
    });

    expect(result).toEqual({ sent: 2, failed: 0 });
    const mails = await Promise.all(
      (await readdir(outbox)).map(async (file) =>
        decodeQuotedPrintable(await readFile(join(outbox, file), 'utf8')),
      ),
    );
    const anna = mails.find((mail) => mail.includes('To: anna@example.org'));
    expect(anna).toContain('Total for 2025: $60.50');
    expect(anna).toContain('2025-12-31  G-1003  $10.50');
    expect(anna).not.toContain('G-1004');
  });
});
