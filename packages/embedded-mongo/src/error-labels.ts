import type { Document } from 'bson';

/**
 * The error labels MongoDB itself puts on a failed reply (src/mongo/db/error_labels.cpp), so a
 * driver retries a transaction or a write here as it would against a real server: a fail point
 * that sets only an error code, as the specifications' tests do, gets the labels too.
 */

/** MongoDB's RetriableError category: the server went away or stepped down; trying again is safe. */
const RETRIABLE = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  89, // NetworkTimeout
  91, // ShutdownInProgress
  134, // ReadConcernMajorityNotAvailableYet
  189, // PrimarySteppedDown
  262, // ExceededTimeLimit
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/** Failures that leave nothing behind, so the whole transaction can be tried again. */
const TRANSIENT_IN_TRANSACTION = new Set([
  112, // WriteConflict
  24, // LockTimeout
  267, // PreparedTransactionInProgress
  239, // SnapshotTooOld
  246, // SnapshotUnavailable
]);
const NO_SUCH_TRANSACTION = 251;

const COMMIT_OR_ABORT = new Set(['commitTransaction', 'abortTransaction']);

/** The labels for a command's failure, or for its write concern's failure. */
export function serverErrorLabels(
  command: Document,
  code: number | undefined,
  writeConcernCode: number | undefined,
): string[] {
  const name = Object.keys(command)[0] ?? '';
  const hasTxnNumber = command.txnNumber !== undefined;
  const inTransaction = hasTxnNumber && command.autocommit !== undefined;
  const commitOrAbort = COMMIT_OR_ABORT.has(name);
  const labels: string[] = [];

  if (inTransaction && code !== undefined && isTransient(code, writeConcernCode, commitOrAbort)) {
    labels.push('TransientTransactionError');
  }
  const retryableWrite = hasTxnNumber && command.autocommit === undefined;
  if (retryableWrite || (inTransaction && commitOrAbort)) {
    if (
      (code !== undefined && RETRIABLE.has(code)) ||
      (writeConcernCode !== undefined && RETRIABLE.has(writeConcernCode))
    ) {
      labels.push('RetryableWriteError');
    }
  }
  return labels;
}

function isTransient(
  code: number,
  writeConcernCode: number | undefined,
  commitOrAbort: boolean,
): boolean {
  if (TRANSIENT_IN_TRANSACTION.has(code)) return true;
  // A commit that found no transaction is safe to retry whole only if nothing can roll back.
  if (commitOrAbort) return code === NO_SUCH_TRANSACTION && writeConcernCode === undefined;
  return RETRIABLE.has(code) || code === NO_SUCH_TRANSACTION;
}

/** The reply with MongoDB's labels added, unless it already carries labels of its own. */
export function withServerErrorLabels(command: Document, reply: Document): Document {
  if (reply.errorLabels !== undefined) return reply;
  const failed = reply.ok !== 1;
  const writeConcernError = reply.writeConcernError as Document | undefined;
  if (!failed && !writeConcernError) return reply;
  const code = failed && typeof reply.code === 'number' ? reply.code : undefined;
  const writeConcernCode =
    typeof writeConcernError?.code === 'number' ? writeConcernError.code : undefined;
  const labels = serverErrorLabels(command, code, writeConcernCode);
  return labels.length > 0 ? { ...reply, errorLabels: labels } : reply;
}
