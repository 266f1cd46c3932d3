import { Long } from 'bson';
import { describe, expect, it } from 'vitest';
import { serverErrorLabels, withServerErrorLabels } from './error-labels.js';

const session = { lsid: { id: 'session' } };
const inTransaction = { ...session, txnNumber: Long.fromNumber(1), autocommit: false };
const retryableWrite = { ...session, txnNumber: Long.fromNumber(1) };

const WRITE_CONFLICT = 112;
const NOT_WRITABLE_PRIMARY = 10107;
const NO_SUCH_TRANSACTION = 251;
const DUPLICATE_KEY = 11000;
const WRITE_CONCERN_TIMEOUT = 64;

describe('the error labels a failure carries, as MongoDB puts them', () => {
  it('labels a write conflict or a lost primary inside a transaction as transient', () => {
    const insert = { insert: 'orders', ...inTransaction };
    expect(serverErrorLabels(insert, WRITE_CONFLICT, undefined)).toEqual([
      'TransientTransactionError',
    ]);
    expect(serverErrorLabels(insert, NOT_WRITABLE_PRIMARY, undefined)).toEqual([
      'TransientTransactionError',
    ]);
  });

  it('labels a commit that found no transaction transient only when no write concern failed', () => {
    const commit = { commitTransaction: 1, ...inTransaction };
    expect(serverErrorLabels(commit, NO_SUCH_TRANSACTION, undefined)).toEqual([
      'TransientTransactionError',
    ]);
    expect(serverErrorLabels(commit, NO_SUCH_TRANSACTION, WRITE_CONCERN_TIMEOUT)).toEqual([]);
  });

  it('labels a commit, an abort or a retryable write that met a retriable error as retryable', () => {
    expect(
      serverErrorLabels(
        { commitTransaction: 1, ...inTransaction },
        NOT_WRITABLE_PRIMARY,
        undefined,
      ),
    ).toEqual(['RetryableWriteError']);
    expect(
      serverErrorLabels({ update: 'orders', ...retryableWrite }, NOT_WRITABLE_PRIMARY, undefined),
    ).toEqual(['RetryableWriteError']);
  });

  it('labels nothing outside sessions, and nothing for an error trying again cannot mend', () => {
    expect(serverErrorLabels({ insert: 'orders' }, NOT_WRITABLE_PRIMARY, undefined)).toEqual([]);
    expect(
      serverErrorLabels({ insert: 'orders', ...inTransaction }, DUPLICATE_KEY, undefined),
    ).toEqual([]);
  });

  it('keeps the labels a reply already has, and leaves a success alone', () => {
    const insert = { insert: 'orders', ...inTransaction };
    const labelled = { ok: 0, code: WRITE_CONFLICT, errorLabels: ['Chosen'] };
    expect(withServerErrorLabels(insert, labelled)).toBe(labelled);
    const success = { ok: 1, n: 1 };
    expect(withServerErrorLabels(insert, success)).toBe(success);
    expect(withServerErrorLabels(insert, { ok: 0, code: WRITE_CONFLICT })).toEqual({
      ok: 0,
      code: WRITE_CONFLICT,
      errorLabels: ['TransientTransactionError'],
    });
  });
});
