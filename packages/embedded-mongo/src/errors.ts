import type { Document } from 'bson';
import { MingoError } from 'mingo/util';

/** The MongoDB server error codes this server can answer with, keyed by codeName. */
export const ErrorCode = {
  InternalError: 1,
  BadValue: 2,
  GraphContainsCycle: 5,
  Unauthorized: 13,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  DollarPrefixedFieldName: 52,
  InvalidIdField: 53,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  DocumentValidationFailure: 121,
  CommandNotSupportedOnView: 166,
  OptionNotSupportedOnView: 167,
  ViewDepthLimitExceeded: 149,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  InvalidPipelineOperator: 168,
  NotImplemented: 238,
  SnapshotTooOld: 239,
  WriteConflict: 112,
  NoSuchTransaction: 251,
  OperationNotSupportedInTransaction: 263,
  Location13113: 13113,
  Location16870: 16870,
  Location16871: 16871,
  Location31254: 31254,
  Location40324: 40324,
  Location40414: 40414,
  Location40415: 40415,
  Location40601: 40601,
  Location40602: 40602,
  Location51132: 51132,
  Location51183: 51183,
  Location51199: 51199,
  DuplicateKey: 11000,
} as const;

export type CodeName = keyof typeof ErrorCode;

/** Names of server codes the engine never raises itself but a fail point may (MongoDB's list). */
const OTHER_CODE_NAMES: Readonly<Record<number, string>> = {
  6: 'HostUnreachable',
  7: 'HostNotFound',
  24: 'LockTimeout',
  50: 'MaxTimeMSExpired',
  64: 'WriteConcernTimeout',
  79: 'UnknownReplWriteConcern',
  89: 'NetworkTimeout',
  91: 'ShutdownInProgress',
  100: 'UnsatisfiableWriteConcern',
  112: 'WriteConflict',
  134: 'ReadConcernMajorityNotAvailableYet',
  189: 'PrimarySteppedDown',
  262: 'ExceededTimeLimit',
  9001: 'SocketException',
  10107: 'NotWritablePrimary',
  11600: 'InterruptedAtShutdown',
  11601: 'Interrupted',
  11602: 'InterruptedDueToReplStateChange',
  13435: 'NotPrimaryNoSecondaryOk',
  13436: 'NotPrimaryOrSecondary',
};

const CODE_NAMES: ReadonlyMap<number, string> = new Map([
  ...Object.entries(OTHER_CODE_NAMES).map(([code, name]) => [Number(code), name] as const),
  ...Object.entries(ErrorCode)
    .filter(([name]) => !name.startsWith('Location'))
    .map(([name, code]) => [code, name] as const),
]);

/** The codeName MongoDB gives a code, when it has one. */
/** MongoDB's words for a transaction's write to a document another has changed. */
export const WRITE_CONFLICT_IN_TRANSACTION =
  'Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.';

export function codeNameOf(code: number): string | undefined {
  return CODE_NAMES.get(code);
}

/** An error that is sent to the client as a MongoDB command error (`ok: 0`) or write error. */
export class MongoCommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  /** Extra fields copied into the reply (e.g. keyPattern/keyValue for duplicate keys). */
  readonly extra: Document;

  constructor(codeName: CodeName, message: string, extra: Document = {}) {
    super(message);
    this.name = 'MongoCommandError';
    this.codeName = codeName.startsWith('Location') ? '' : codeName;
    this.code = ErrorCode[codeName];
    this.extra = extra;
  }

  /** The reply document for a failed command. */
  toReply(): Document {
    const reply: Document = { ok: 0, errmsg: this.message, code: this.code };
    if (this.codeName) reply.codeName = this.codeName;
    return { ...reply, ...this.extra };
  }

  /** The entry for `writeErrors` in an `ok: 1` write command reply. */
  toWriteError(index: number): Document {
    return { index, code: this.code, errmsg: this.message, ...this.extra };
  }
}

/**
 * A feature MongoDB has and this engine does not: refused loudly (NotImplemented, 238) so that an
 * application fails in development instead of behaving differently against a real MongoDB.
 */
export function notSupported(feature: string): MongoCommandError {
  return new MongoCommandError(
    'NotImplemented',
    `${feature} is not supported by the embedded engine; use a real MongoDB`,
  );
}

export class DuplicateKeyError extends MongoCommandError {
  constructor(message: string, keyPattern: Document, keyValue: Document) {
    super('DuplicateKey', message, { keyPattern, keyValue });
  }
}

/** Converts anything thrown by a command handler into a MongoCommandError. */
export function toCommandError(err: unknown): MongoCommandError {
  if (err instanceof MongoCommandError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new MongoCommandError('InternalError', message);
}

/**
 * mingo reports problems as plain errors with English messages; map the ones a client may
 * provoke to the code MongoDB would answer with, so drivers and callers see familiar errors.
 */
export function fromMingoError(err: unknown): unknown {
  if (!(err instanceof MingoError)) return err;
  const message = err.message;
  const rules: [RegExp, (m: RegExpMatchArray) => MongoCommandError][] = [
    [
      /unknown (?:top level )?(?:query )?operator:? (\$\w+)/,
      (m) => new MongoCommandError('BadValue', `unknown operator: ${m[1]}`),
    ],
    [
      /unregistered pipeline operator (\$\w+)/,
      (m) => new MongoCommandError('Location40324', `Unrecognized pipeline stage name: '${m[1]}'`),
    ],
    [
      /(?:accumulator|operator|expression) '?(\$\w+)'? is not registered/,
      (m) => new MongoCommandError('InvalidPipelineOperator', `Unrecognized expression '${m[1]}'`),
    ],
    [
      /Unknown update operator: '(\$\w+)'/,
      (m) =>
        new MongoCommandError(
          'FailedToParse',
          `Unknown modifier: ${m[1]}. Expected a valid update modifier or pipeline-style update specified as an array`,
        ),
    ],
    [
      /updating the path '(.+)' would create a conflict at '(.+)'/,
      (m) =>
        new MongoCommandError(
          'ConflictingUpdateOperators',
          `Updating the path '${m[1]}' would create a conflict at '${m[2]}'`,
        ),
    ],
    [/would modify the immutable field/, () => new MongoCommandError('ImmutableField', message)],
    [
      /positional operator found no match/,
      () =>
        new MongoCommandError(
          'BadValue',
          'The positional operator did not find the match needed from the query.',
        ),
    ],
    [
      /Cannot do exclusion and inclusion in projection/,
      () => new MongoCommandError('Location31254', message),
    ],
  ];
  for (const [pattern, build] of rules) {
    const match = message.match(pattern);
    if (match) return build(match);
  }
  return new MongoCommandError('BadValue', message);
}
