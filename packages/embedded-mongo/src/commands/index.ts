import type { Document } from 'bson';
import { MongoCommandError, toCommandError } from '../errors.js';
import { withClusterTime } from '../snapshots.js';
import { unsatisfiedWriteConcern } from '../write-concern.js';
import { adminCommands } from './admin.js';
import type { CommandContext, CommandHandler } from './context.js';
import { crudCommands } from './crud.js';
import { cursorCommands } from './cursors.js';
import { handshakeCommands } from './handshake.js';
import { indexCommands } from './indexes.js';
import { checkCommandFields } from './options.js';
import { transactionCommands } from './transactions.js';
import { refuseOnView } from './views.js';

export type { CommandContext, ServerInfo } from './context.js';

const COMMANDS = new Map<string, CommandHandler>(
  Object.entries({
    ...handshakeCommands,
    ...adminCommands,
    ...crudCommands,
    ...cursorCommands,
    ...indexCommands,
    ...transactionCommands,
    listCommands: () => ({
      commands: Object.fromEntries(supportedCommands().map((name) => [name, { help: '' }])),
      ok: 1,
    }),
  }),
);

/** Commands that end a transaction rather than take part in it. */
const TRANSACTION_CONTROL = new Set(Object.keys(transactionCommands));

export function supportedCommands(): string[] {
  return Array.from(COMMANDS.keys());
}

/** Commands MongoDB refuses inside a multi-document transaction that the engine also runs. */
const NOT_IN_TRANSACTION = new Set([
  'count',
  'listCollections',
  'listIndexes',
  'drop',
  'dropDatabase',
  'dropIndexes',
  'collMod',
  'renameCollection',
]);

/**
 * Runs one command and always returns a reply document: failures become `ok: 0` replies so
 * that a bad request never takes the connection or the server down.
 */
export function executeCommand(
  command: Document,
  ctx: Omit<CommandContext, 'undo' | 'snapshot'>,
): Document {
  const name = Object.keys(command)[0];
  const handler = name === undefined ? undefined : COMMANDS.get(name);
  if (name === undefined || !handler) {
    return new MongoCommandError('CommandNotFound', `no such command: '${name ?? ''}'`).toReply();
  }
  try {
    checkCommandFields(command);
    refuseOnView(ctx.store, ctx.db, command);
    const undo = TRANSACTION_CONTROL.has(name) ? undefined : ctx.transactions.undoLogFor(command);
    if (undo && NOT_IN_TRANSACTION.has(name)) {
      throw new MongoCommandError(
        'OperationNotSupportedInTransaction',
        `Cannot run '${name}' in a multi-document transaction.`,
      );
    }
    if (undo) refuseCreationInTransaction(command, name, ctx);
    const snapshot = ctx.snapshots.viewFor(command, ctx.db);
    const reply = handler(command, { ...ctx, undo, snapshot });
    // A statement of a transaction that fails (a duplicate key) aborts it, as on MongoDB.
    if (undo && Array.isArray(reply.writeErrors) && reply.writeErrors.length > 0)
      ctx.transactions.abortAfterFailure(command);
    const concern = reply.ok === 1 ? unsatisfiedWriteConcern(command) : undefined;
    const answered = concern ? { ...reply, writeConcernError: concern } : reply;
    return snapshot ? withClusterTime(answered, snapshot) : answered;
  } catch (err) {
    // So does a command of it that fails (a write conflict); its next command finds it gone.
    if (!TRANSACTION_CONTROL.has(name)) ctx.transactions.abortAfterFailure(command);
    if (!(err instanceof MongoCommandError)) {
      ctx.log(
        `embedded-mongo: internal error in '${name}': ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
      );
    }
    return toCommandError(err).toReply();
  }
}

/**
 * MongoDB lets a transaction create a collection or an index, seen by others only once it
 * commits; here one would exist at once, for everyone, and stay after an abort. Refused, saying
 * so, rather than answered differently.
 */
function refuseCreationInTransaction(
  command: Document,
  name: string,
  ctx: Omit<CommandContext, 'undo' | 'snapshot'>,
): void {
  const target: unknown = command[name];
  const missing = typeof target === 'string' && !ctx.store.getCollection(ctx.db, target);
  const upserts =
    command.upsert === true ||
    (Array.isArray(command.updates) &&
      command.updates.some((statement) => (statement as Document | null)?.upsert === true));
  const creates =
    name === 'create' || name === 'createIndexes' || (missing && (name === 'insert' || upserts));
  if (!creates) return;
  throw new MongoCommandError(
    'NotImplemented',
    `creating a collection or an index inside a transaction is not supported by the embedded engine (it would show to others before the commit); create ${typeof target === 'string' ? `'${target}'` : 'it'} before the transaction, or use a real MongoDB`,
  );
}
