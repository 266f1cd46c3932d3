import type { Document } from 'bson';
import { MongoCommandError } from './errors.js';
import { newUndoLog, type Collection, type Store, type UndoLog } from './store.js';
import type { Doc } from './values.js';
import { isPlainObject, valueKey } from './values.js';

interface OpenTransaction {
  txnNumber: string;
  undo: UndoLog;
}

/**
 * Multi-document transactions. Writes are applied to the store at once and each transaction
 * keeps an undo log, so `abortTransaction` can revert them. Until it ends, the documents it wrote
 * are its own (another write to them is a WriteConflict, store.ts) and every other command reads
 * their committed versions (`committedDocuments`). The transaction itself reads the committed state of
 * its start with its own writes (its snapshot, `startedWith`), and a write of it to a document
 * someone changed since is a WriteConflict, as on MongoDB.
 */
export class TransactionManager {
  private readonly open = new Map<string, OpenTransaction>();
  /** Per session, the transaction the server aborted after a failure (a write conflict). */
  private readonly abortedAfterFailure = new Map<string, string>();

  constructor(
    private readonly store: Store,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

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
      this.abortedAfterFailure.delete(session);
      // A new transaction on a session implicitly aborts an unfinished previous one.
      if (current && current.txnNumber !== txnNumber) this.rollback(current);
      const started: OpenTransaction = {
        txnNumber,
        undo: { ...newUndoLog(), startedWith: this.committedState() },
      };
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
    if (session && this.abortedAfterFailure.get(session) === String(command.txnNumber)) {
      throw new MongoCommandError(
        'NoSuchTransaction',
        `Transaction with { txnNumber: ${String(command.txnNumber)} } has been aborted.`,
      );
    }
    // A retried commit (or one for a transaction that only read) finds nothing to do.
    if (session && current && current.txnNumber === String(command.txnNumber)) {
      this.open.delete(session);
      releaseWrites(current.undo);
    }
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
      if (session) this.abortedAfterFailure.delete(session);
      const current = session ? this.open.get(session) : undefined;
      if (session && current) {
        this.open.delete(session);
        this.rollback(current);
      }
    }
  }

  /**
   * Aborts the transaction a command of it failed in, as MongoDB does: its later commands, and
   * its commit, find it gone (NoSuchTransaction).
   */
  abortAfterFailure(command: Document): void {
    const session = sessionKey(command.lsid);
    const current = session ? this.open.get(session) : undefined;
    if (!session || !current || current.txnNumber !== String(command.txnNumber)) return;
    this.open.delete(session);
    this.abortedAfterFailure.set(session, current.txnNumber);
    this.rollback(current);
  }

  /**
   * A collection's committed documents now, by `_id` key: the stored ones with the writes of the
   * open transactions other than `own` put back as they were (what snapshot reads, a new
   * transaction's snapshot and every other command see). Undefined when nothing is hidden.
   */
  committedDocuments(collection: Collection, own?: UndoLog): Map<string, Doc> | undefined {
    let docs: Map<string, Doc> | undefined;
    for (const { undo } of this.open.values()) {
      if (undo === own) continue;
      for (const [id, committed] of undo.before.get(collection) ?? []) {
        docs ??= collection.copyDocuments();
        if (committed) docs.set(id, committed);
        else docs.delete(id);
      }
    }
    return docs;
  }

  /** Every collection's committed documents now: a transaction's snapshot when it starts. */
  private committedState(): Map<Collection, Map<string, Doc>> {
    return new Map(
      this.store
        .allCollections()
        .map((collection) => [
          collection,
          this.committedDocuments(collection) ?? collection.copyDocuments(),
        ]),
    );
  }

  private rollback(transaction: OpenTransaction): void {
    // Free its documents first: the undo steps write them back outside the transaction.
    releaseWrites(transaction.undo);
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
}

function releaseWrites(undo: UndoLog): void {
  for (const [collection, touched] of undo.before) collection.release(touched.keys(), undo);
}

function sessionKey(lsid: unknown): string | undefined {
  if (!isPlainObject(lsid) || lsid.id === undefined) return undefined;
  return valueKey(lsid.id);
}
