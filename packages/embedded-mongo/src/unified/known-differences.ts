/**
 * Unified specification cases the embedded engine fails, keyed `<file> › <description>`,
 * each with what the engine answers instead. They run with `it.fails`: when one starts passing,
 * the suite fails until its entry is removed.
 */
const COLLATION =
  'collation: the engine answers 238 "collation {locale: en_US, strength: 2|3} is not supported"';
const COLLATION_BULK =
  'collation in bulkWrite: the engine answers a write error 238 (collation not supported)';

export const KNOWN_DIFFERENCES: Readonly<Record<string, string>> = {
  // Collations (strength 2, case-insensitive): refused with 238 (NotImplemented).
  'aggregate-collation › Aggregate with collation': COLLATION,
  'count-collation › Count documents with collation': COLLATION,
  'count-collation › Deprecated count with collation': COLLATION,
  'deleteMany-collation › DeleteMany when many documents match with collation': COLLATION,
  'deleteOne-collation › DeleteOne when many documents matches with collation': COLLATION,
  'distinct-collation › Distinct with a collation': COLLATION,
  'find-collation › Find with a collation': COLLATION,
  'findOneAndDelete-collation › FindOneAndDelete when one document matches with collation':
    COLLATION,
  'findOneAndReplace-collation › FindOneAndReplace when one document matches with collation returning the document after modification':
    COLLATION,
  'findOneAndUpdate-collation › FindOneAndUpdate when many documents match with collation returning the document before modification':
    COLLATION,
  'replaceOne-collation › ReplaceOne when one document matches with collation': COLLATION,
  'updateMany-collation › UpdateMany when many documents match with collation': COLLATION,
  'updateOne-collation › UpdateOne when one document matches with collation': COLLATION,
  'bulkWrite-collation › BulkWrite with delete operations and collation': COLLATION_BULK,
  'bulkWrite-collation › BulkWrite with update operations and collation': COLLATION_BULK,
};

// Transactions and sessions, judged as on the one-member replica set production runs.
const NO_ISOLATION_DDL =
  'creating a collection or an index inside a transaction is refused with 238 (NotImplemented): it would show before the commit';
const NO_OPERATION_TIME =
  'replies carry no operationTime (hello says standalone), so the driver sends no readConcern.afterClusterTime';
const NO_RETRY_STANDALONE =
  'hello says standalone, so the driver does not retry a write, commit or abort after a network error';
const BLOCK_CONNECTION = "failCommand's blockConnection is refused with 238 (NotImplemented)";

/** Unified transactions specification cases the engine fails (transactions-spec.test.ts). */
export const TRANSACTIONS_KNOWN_DIFFERENCES: Readonly<Record<string, string>> = {
  'abort › abort': NO_OPERATION_TIME,
  'causal-consistency › causal consistency': NO_OPERATION_TIME,
  'commit › commit': NO_OPERATION_TIME,
  'commit › multiple commits after empty transaction': NO_OPERATION_TIME,
  'commit › reset session state abort': NO_OPERATION_TIME,
  'commit › reset session state commit': NO_OPERATION_TIME,
  'create-collection › explicitly create collection using create command': NO_ISOLATION_DDL,
  'create-collection › implicitly create collection using insert': NO_ISOLATION_DDL,
  'create-index › create index on a collection created within the same transaction':
    NO_ISOLATION_DDL,
  'create-index › create index on a non-existing collection': NO_ISOLATION_DDL,
  'error-labels › add RetryableWriteError and UnknownTransactionCommitResult labels to connection errors':
    NO_RETRY_STANDALONE,
  'error-labels-blockConnection › add RetryableWriteError and UnknownTransactionCommitResult labels to connection errors':
    BLOCK_CONNECTION,
  'findOneAndUpdate › findOneAndUpdate': NO_OPERATION_TIME,
  'insert › insert': NO_OPERATION_TIME,
  'insert › insert with session1': NO_OPERATION_TIME,
  'retryable-abort › abortTransaction only performs a single retry': NO_RETRY_STANDALONE,
  'retryable-abort › abortTransaction succeeds after connection error': NO_RETRY_STANDALONE,
  'retryable-commit › commitTransaction applies majority write concern on retries':
    NO_RETRY_STANDALONE,
  'retryable-commit › commitTransaction fails after two errors': NO_RETRY_STANDALONE,
  'retryable-commit › commitTransaction succeeds after connection error': NO_RETRY_STANDALONE,
  'retryable-writes › increment txnNumber': NO_OPERATION_TIME,
  'transaction-options › no transaction options set': NO_OPERATION_TIME,
  'transaction-options › startTransaction options override defaults': NO_OPERATION_TIME,
  'transaction-options-repl › readConcern snapshot in startTransaction options': NO_OPERATION_TIME,
};

/** Unified sessions specification cases the engine fails (sessions-spec.test.ts). */
export const SESSIONS_KNOWN_DIFFERENCES: Readonly<Record<string, string>> = {
  'driver-sessions-dirty-session-errors › Dirty explicit session is discarded (findAndModify)':
    NO_RETRY_STANDALONE,
  'driver-sessions-dirty-session-errors › Dirty explicit session is discarded (insert)':
    NO_RETRY_STANDALONE,
  'driver-sessions-dirty-session-errors › Dirty implicit session is discarded (findAndModify)':
    NO_RETRY_STANDALONE,
  'driver-sessions-dirty-session-errors › Dirty implicit session is discarded (insert)':
    NO_RETRY_STANDALONE,
};
