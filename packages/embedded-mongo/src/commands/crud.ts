import { ObjectId } from 'bson';
import type { Document } from 'bson';
import { asFilter, compareValues, projectDocument, sortDocuments } from '../engine.js';
import { MongoCommandError, toCommandError } from '../errors.js';
import type { EngineOptions } from '../engine.js';
import type { ReadableCollection } from '../snapshots.js';
import type { Collection } from '../store.js';
import type { ParsedUpdate } from '../updates.js';
import { buildUpsertDocument, parseUpdate, updateDocument, withIdFirst } from '../updates.js';
import type { Doc } from '../values.js';
import { indexValues, isPlainObject, valueKey } from '../values.js';
import type { CommandContext, CommandHandler } from './context.js';
import { checkCollation, checkStatementFields, resolveHint } from './options.js';
import {
  checkUnchangedSinceSnapshot,
  collectionName,
  engineOptions,
  matchDocuments,
  optionalDocument,
  optionalNumber,
  readCollection,
  requiredArray,
  transactionView,
} from './context.js';
import { validateWrite, validationScope } from './validation.js';

/** The first `$`-prefixed field name inside an `_id` document, which MongoDB cannot store. */
function dollarPrefixedKey(value: unknown): string | undefined {
  if (!isPlainObject(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.startsWith('$')) return key;
    const nested = dollarPrefixedKey(inner);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

/** Checks a document for insertion and puts `_id` first, generating one when missing. */
function prepareInsert(raw: unknown): Doc {
  if (!isPlainObject(raw))
    throw new MongoCommandError('TypeMismatch', 'documents to insert must be objects');
  // MongoDB 5.0+ stores '$'-prefixed field names an insert brings, at the top level too; only
  // `_id` may hold none (below).
  const id: unknown = raw._id;
  if (Array.isArray(id))
    throw new MongoCommandError('InvalidIdField', "The '_id' value cannot be of type array");
  if (id instanceof RegExp)
    throw new MongoCommandError('InvalidIdField', "The '_id' value cannot be of type regex");
  const dollar = dollarPrefixedKey(id);
  if (dollar !== undefined)
    throw new MongoCommandError(
      'DollarPrefixedFieldName',
      `_id fields may not contain '$'-prefixed fields: ${dollar} is not valid for storage.`,
    );
  if (id === undefined) return withIdFirst(raw, new ObjectId());
  return Object.keys(raw)[0] === '_id' ? raw : withIdFirst(raw);
}

function writeReply(n: number, writeErrors: Document[], extra: Document = {}): Document {
  const reply: Document = { n, ...extra };
  if (writeErrors.length > 0) reply.writeErrors = writeErrors;
  reply.ok = 1;
  return reply;
}

const WRITE_CONFLICT = 112;

/** What a write looks for matches in: a transaction's snapshot, or the collection as it is. */
function writeView(ctx: CommandContext, collection: Collection): ReadableCollection {
  return ctx.undo?.startedWith ? transactionView(ctx.undo, collection) : collection;
}

/**
 * A write must not pass over a document another open transaction holds: the documents it would
 * match in their committed versions (which it cannot see live: one the transaction deleted, say)
 * are checked as the write itself checks those it changes (a WriteConflict).
 */
function checkHeldMatches(
  ctx: CommandContext,
  name: string,
  collection: Collection | undefined,
  filter: unknown,
  options: EngineOptions,
): void {
  if (!collection) return;
  const committed = readCollection(ctx, name);
  if (!committed || committed === collection) return;
  for (const doc of matchDocuments(committed, filter, options))
    collection.checkWritable(collection.keyOf(doc), ctx.undo);
}

/** Runs the statements of a write command; ordered batches stop at the first failing statement. */
function eachStatement(
  statements: unknown[],
  ordered: boolean,
  run: (statement: unknown, index: number) => void,
): Document[] {
  const writeErrors: Document[] = [];
  for (let index = 0; index < statements.length; index++) {
    try {
      run(statements[index], index);
    } catch (err) {
      // A write conflict fails the command (and aborts its transaction), as in MongoDB.
      if (err instanceof MongoCommandError && err.code === WRITE_CONFLICT) throw err;
      writeErrors.push(toCommandError(err).toWriteError(index));
      if (ordered) break;
    }
  }
  return writeErrors;
}

const insert: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'insert');
  const documents = requiredArray(command, 'documents');
  const { collection } = ctx.store.ensureCollection(ctx.db, name);
  let n = 0;
  const scope = validationScope(command, ctx);
  const writeErrors = eachStatement(documents, command.ordered !== false, (raw) => {
    const doc = prepareInsert(raw);
    validateWrite(collection, doc, undefined, scope);
    collection.insert(doc, ctx.undo);
    n++;
  });
  return writeReply(n, writeErrors);
};

interface UpdateOutcome {
  matched: number;
  modified: number;
  upsertedId?: unknown;
}

function applyUpdateStatement(
  collection: Collection,
  statement: Document,
  ctx: CommandContext,
  command: Document,
): UpdateOutcome {
  const filter = asFilter(statement.q, 'q');
  const update = parseUpdate(statement.u);
  const multi = statement.multi === true;
  const constants = optionalDocument(statement, 'c');
  if (constants && update.kind !== 'pipeline')
    throw new MongoCommandError(
      'FailedToParse',
      'Constant values may only be specified for pipeline updates',
    );
  if (multi && update.kind === 'replacement') {
    throw new MongoCommandError(
      'FailedToParse',
      'multi update is not supported for replacement-style update',
    );
  }
  checkCollation(statement.collation, 'update.updates.collation');
  const commandOptions = engineOptions(command, ctx);
  const options = {
    ...commandOptions,
    variables: constants ? { ...commandOptions.variables, ...constants } : commandOptions.variables,
  };
  const arrayFilters = Array.isArray(statement.arrayFilters)
    ? (statement.arrayFilters as Document[])
    : undefined;
  const updateCtx = { filter, arrayFilters, variables: options.variables };
  let targets: Doc[];
  // A single update takes the first match in index order when hinted, as MongoDB's index scan does.
  const hintOrder = resolveHint(collection, statement.hint);
  checkHeldMatches(ctx, collection.name, collection, filter, options);
  const seen = writeView(ctx, collection);
  if (!multi && hintOrder)
    targets = sortDocuments(matchDocuments(seen, filter, options), hintOrder).slice(0, 1);
  else targets = matchDocuments(seen, filter, options, !multi);
  for (const target of targets) checkUnchangedSinceSnapshot(ctx.undo, collection, target);

  if (targets.length === 0) {
    if (statement.upsert !== true) return { matched: 0, modified: 0 };
    const doc = buildUpsertDocument(update, updateCtx);
    validateWrite(collection, doc, undefined, validationScope(command, ctx));
    collection.insert(doc, ctx.undo);
    return { matched: 0, modified: 0, upsertedId: doc._id };
  }
  let modified = 0;
  let matched = 0;
  for (const target of targets) {
    const result = updateDocument(target, update, updateCtx);
    matched++;
    if (result.modified) {
      validateWrite(collection, result.doc, target, validationScope(command, ctx));
      collection.replace(target, result.doc, ctx.undo);
      modified++;
    }
  }
  return { matched, modified };
}

const update: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'update');
  const statements = requiredArray(command, 'updates');
  // MongoDB 7.0 (the version this engine reports) has no `sort` on update statements: 40415.
  for (const statement of statements)
    if (isPlainObject(statement)) checkStatementFields(statement, 'update.updates');
  // A bad `let` fails the whole command, as in MongoDB.
  engineOptions(command, ctx);
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const writeErrors = eachStatement(statements, command.ordered !== false, (statement, index) => {
    if (!isPlainObject(statement))
      throw new MongoCommandError('TypeMismatch', 'update statements must be objects');
    const collection =
      statement.upsert === true
        ? ctx.store.ensureCollection(ctx.db, name).collection
        : ctx.store.getCollection(ctx.db, name);
    if (!collection) return;
    const outcome = applyUpdateStatement(collection, statement, ctx, command);
    n += outcome.matched;
    nModified += outcome.modified;
    if (outcome.upsertedId !== undefined) {
      n++;
      upserted.push({ index, _id: outcome.upsertedId });
    }
  });
  return writeReply(n, writeErrors, upserted.length > 0 ? { nModified, upserted } : { nModified });
};

const remove: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'delete');
  const statements = requiredArray(command, 'deletes');
  for (const statement of statements)
    if (isPlainObject(statement)) checkStatementFields(statement, 'delete.deletes');
  // A bad `let` fails the whole command, as in MongoDB.
  const options = engineOptions(command, ctx);
  const collection = ctx.store.getCollection(ctx.db, name);
  let n = 0;
  const writeErrors = eachStatement(statements, command.ordered !== false, (statement) => {
    if (!isPlainObject(statement))
      throw new MongoCommandError('TypeMismatch', 'delete statements must be objects');
    const limit = optionalNumber(statement, 'limit') ?? 0;
    if (limit !== 0 && limit !== 1)
      throw new MongoCommandError(
        'BadValue',
        `The limit field in delete objects must be 0 or 1. Got ${limit}`,
      );
    checkCollation(statement.collation, 'delete.deletes.collation');
    const hintOrder = resolveHint(collection, statement.hint);
    if (!collection) return;
    checkHeldMatches(ctx, name, collection, statement.q, options);
    const seen = writeView(ctx, collection);
    const matches =
      limit === 1 && hintOrder
        ? sortDocuments(matchDocuments(seen, statement.q, options), hintOrder).slice(0, 1)
        : matchDocuments(seen, statement.q, options, limit === 1);
    for (const doc of matches) checkUnchangedSinceSnapshot(ctx.undo, collection, doc);
    for (const doc of matches) {
      collection.remove(doc, ctx.undo);
      n++;
    }
  });
  return writeReply(n, writeErrors);
};

const findAndModify: CommandHandler = (command, ctx) => {
  const name = collectionName(command, Object.keys(command)[0]!);
  const filter = asFilter(command.query, 'query');
  const options = engineOptions(command, ctx);
  const sort = optionalDocument(command, 'sort');
  const fields = optionalDocument(command, 'fields');
  const returnNew = command.new === true;
  const isRemove = command.remove === true;
  if (isRemove && command.update !== undefined) {
    throw new MongoCommandError('FailedToParse', 'Cannot specify both an update and remove=true');
  }
  if (isRemove && command.upsert === true) {
    throw new MongoCommandError('FailedToParse', 'Cannot specify both upsert=true and remove=true');
  }
  if (!isRemove && command.update === undefined) {
    throw new MongoCommandError(
      'FailedToParse',
      'Either an update or remove=true must be specified',
    );
  }
  const parsed: ParsedUpdate | undefined = isRemove ? undefined : parseUpdate(command.update);
  const collection =
    command.upsert === true
      ? ctx.store.ensureCollection(ctx.db, name).collection
      : ctx.store.getCollection(ctx.db, name);
  const hintOrder = resolveHint(collection, command.hint);
  checkHeldMatches(ctx, name, collection, filter, options);
  const seen = collection && writeView(ctx, collection);
  const order = sort ?? hintOrder;
  const matches = order
    ? sortDocuments(matchDocuments(seen, filter, options), order, options)
    : matchDocuments(seen, filter, options, true);
  const target = matches[0];
  if (collection && target) checkUnchangedSinceSnapshot(ctx.undo, collection, target);
  const reply = (lastErrorObject: Document, value: Doc | null): Document => ({
    lastErrorObject,
    value: value ? projectDocument(value, fields) : null,
    ok: 1,
  });

  if (!collection || !parsed) {
    if (!target || !collection) return reply({ n: 0 }, null);
    collection.remove(target, ctx.undo);
    return reply({ n: 1 }, target);
  }
  const arrayFilters = Array.isArray(command.arrayFilters)
    ? (command.arrayFilters as Document[])
    : undefined;
  const updateCtx = { filter, arrayFilters, variables: options.variables };
  if (target) {
    const result = updateDocument(target, parsed, updateCtx);
    if (result.modified) {
      validateWrite(collection, result.doc, target, validationScope(command, ctx));
      collection.replace(target, result.doc, ctx.undo);
    }
    return reply({ n: 1, updatedExisting: true }, returnNew ? result.doc : target);
  }
  if (command.upsert !== true) return reply({ n: 0, updatedExisting: false }, null);
  const doc = buildUpsertDocument(parsed, updateCtx);
  validateWrite(collection, doc, undefined, validationScope(command, ctx));
  collection.insert(doc, ctx.undo);
  return reply(
    { n: 1, updatedExisting: false, upserted: doc._id as unknown },
    returnNew ? doc : null,
  );
};

const count: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'count');
  const options = engineOptions(command, ctx);
  resolveHint(ctx.store.getCollection(ctx.db, name), command.hint);
  const collection = readCollection(ctx, name);
  let n = matchDocuments(collection, command.query, options).length;
  const skip = optionalNumber(command, 'skip') ?? 0;
  const limit = Math.abs(optionalNumber(command, 'limit') ?? 0);
  n = Math.max(0, n - skip);
  if (limit > 0) n = Math.min(n, limit);
  return { n, ok: 1 };
};

const distinct: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'distinct');
  const key: unknown = command.key;
  if (typeof key !== 'string')
    throw new MongoCommandError(
      'TypeMismatch',
      "BSON field 'distinct.key' is missing or not a string",
    );
  const options = engineOptions(command, ctx);
  resolveHint(ctx.store.getCollection(ctx.db, name), command.hint);
  const collection = readCollection(ctx, name);
  const seen = new Map<string, unknown>();
  for (const doc of matchDocuments(collection, command.query, options)) {
    for (const value of indexValues(doc, key)) {
      if (value !== undefined) seen.set(valueKey(value), value);
    }
  }
  return { values: Array.from(seen.values()).sort(compareValues), ok: 1 };
};

export const crudCommands: Record<string, CommandHandler> = {
  insert,
  update,
  delete: remove,
  findAndModify,
  findandmodify: findAndModify,
  count,
  distinct,
};
