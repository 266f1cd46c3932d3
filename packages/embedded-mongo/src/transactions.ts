import type { Document } from 'bson';
import { MongoCommandError } from './errors.js';
import { newUndoLog, type UndoLog } from './store.js';
import { isPlainObject, valueKey } from './values.js';

interface OpenTransaction {
  txnNumber: string;
  undo: UndoLog;
}

/**
 * Multi-document transactions without isolation: writes are applied immediately (other clients
 * see them, except snapshot reads: snapshots.ts), and each transaction keeps an undo log so
 * `abortTransaction` can revert its writes.
 */
export class TransactionManager {
  private readonly open = new Map<string, OpenTransaction>();

  constructor(private readonly log: (line: string) => void = () => undefined) {}

  /**
   * The undo log of the transaction a command belongs to, starting one when the command says so;
   * undefined for commands outside transactions.
   */
  undoLogFor(command: Document): UndoLog | undefined {
    if (command.autocommit !== false || command.txnNumber === undefined) return undefined;
    const session = sessionKey(command.lsid);
    if (!session)
      throw new MongoCommandError('InvalidOptions', 'Transaction numbers require a session (lsid)');
    const txnNumber = String(command.txnNumber);
    const current = this.open.get(session);
    if (command.startTransaction === true) {
      // A new transaction on a session implicitly aborts an unfinished previous one.
      if (current && current.txnNumber !== txnNumber) this.rollback(current);
      const started: OpenTransaction = { txnNumber, undo: newUndoLog() };
      this.open.set(session, started);
      return started.undo;
    }
    if (!current || current.txnNumber !== txnNumber) {
      throw new MongoCommandError(
        'NoSuchTransaction',
        `Transaction with { txnNumber: ${txnNumber} } has been aborted.`,
      );
    }
    return current.undo;
  }

  commit(command: Document): Document {
    const session = sessionKey(command.lsid);
    const current = session ? this.open.get(session) : undefined;
    // A retried commit (or one for a transaction that only read) finds nothing to do.
    if (session && current && current.txnNumber === String(command.txnNumber))
      this.open.delete(session);
    return { ok: 1 };
  }

  abort(command: Document): Document {
    const session = sessionKey(command.lsid);
    const current = session ? this.open.get(session) : undefined;
    if (!session || !current || current.txnNumber !== String(command.txnNumber)) {
      throw new MongoCommandError(
        'NoSuchTransaction',
        `Transaction with { txnNumber: ${String(command.txnNumber)} } has been aborted.`,
      );
    }
    this.open.delete(session);
    this.rollback(current);
    return { ok: 1 };
  }

  /** Ending a session aborts its unfinished transaction, as MongoDB does. */
  endSessions(ids: unknown[]): void {
    for (const id of ids) {
      const session = sessionKey(id);
      const current = session ? this.open.get(session) : undefined;
      if (session && current) {
        this.open.delete(session);
        this.rollback(current);
      }
    }
  }

  private rollback(transaction: OpenTransaction): void {
    for (const undo of transaction.undo.steps.reverse()) {
      try {
        undo();
      } catch (err) {
        this.log(
          `embedded-mongo: could not undo a write of an aborted transaction: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
    }
    transaction.undo.steps.length = 0;
    transaction.undo.before.clear();
  }

  /** What the open transactions have written, not yet committed. */
  uncommitted(): UndoLog[] {
    return Array.from(this.open.values(), (transaction) => transaction.undo);
  }
}

function sessionKey(lsid: unknown): string | undefined {
  if (!isPlainObject(lsid) || lsid.id === undefined) return undefined;
  return valueKey(lsid.id);
}
