import { asFilter, findDocuments, runPipeline, sortDocuments } from '../engine.js';
import { MongoCommandError, notSupported } from '../errors.js';
import type { Doc } from '../values.js';
import { isPlainObject } from '../values.js';
import type { CommandHandler } from './context.js';
import { resolveHint } from './options.js';
import { writeMerge, writeOut } from './output-stages.js';
import {
  candidateDocuments,
  collectionName,
  engineOptions,
  optionalDocument,
  optionalNumber,
  readCollection,
  requiredArray,
  toLong,
} from './context.js';
import { validationScope } from './validation.js';

const find: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'find');
  const filter = asFilter(command.filter);
  let limit = optionalNumber(command, 'limit') ?? 0;
  let singleBatch = command.singleBatch === true;
  // A negative limit is the legacy spelling of "limit, in a single batch".
  if (limit < 0) {
    limit = -limit;
    singleBatch = true;
  }
  if (command.min !== undefined || command.max !== undefined) throw notSupported("find's min/max");
  if (command.returnKey === true) throw notSupported('returnKey');
  if (command.showRecordId === true) throw notSupported('showRecordId');
  if (command.awaitData === true && command.tailable !== true)
    throw new MongoCommandError(
      'FailedToParse',
      "Cannot set 'awaitData' without also setting 'tailable'",
    );
  if (command.tailable === true)
    throw new MongoCommandError(
      'BadValue',
      `error processing query: ns=${ctx.db}.${name} :: caused by :: tailable cursor requested on non capped collection`,
    );
  const options = engineOptions(command, ctx);
  const hintOrder = resolveHint(ctx.store.getCollection(ctx.db, name), command.hint);
  const collection = readCollection(ctx, name);
  const docs = findDocuments(
    candidateDocuments(collection, filter),
    {
      filter,
      sort: optionalDocument(command, 'sort') ?? hintOrder,
      projection: optionalDocument(command, 'projection'),
      skip: optionalNumber(command, 'skip'),
      limit,
    },
    options,
  );
  return ctx.cursors.open(
    `${ctx.db}.${name}`,
    docs,
    optionalNumber(command, 'batchSize'),
    singleBatch,
  );
};

const getMore: CommandHandler = (command, ctx) => {
  // Every cursor here is a plain one (there are no tailable cursors), for which MongoDB refuses
  // a getMore maxTimeMS (what a driver sends for maxAwaitTimeMS).
  if (command.maxTimeMS !== undefined)
    throw new MongoCommandError(
      'BadValue',
      'cannot set maxTimeMS on getMore command for a non-awaitData cursor',
    );
  return ctx.cursors.getMore(toLong(command.getMore), optionalNumber(command, 'batchSize'));
};

const killCursors: CommandHandler = (command, ctx) =>
  ctx.cursors.kill(requiredArray(command, 'cursors').map(toLong));

const aggregate: CommandHandler = (command, ctx) => {
  const source: unknown = command.aggregate;
  const pipeline = requiredArray(command, 'pipeline');
  if (!pipeline.every(isPlainObject))
    throw new MongoCommandError('TypeMismatch', 'Each element of the pipeline must be an object');
  if (command.explain === true)
    throw new MongoCommandError('CommandNotFound', 'explain is not supported by embedded-mongo');
  const cursorOptions = optionalDocument(command, 'cursor');
  if (!cursorOptions) {
    throw new MongoCommandError(
      'FailedToParse',
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  const stages = pipeline.map((stage) => Object.keys(stage)[0]);
  // A source of documents of its own: the server's sessions, for `{ aggregate: 1 }` only.
  const listsSessions = stages[0] === '$listLocalSessions';
  if (listsSessions && source !== 1)
    throw new MongoCommandError(
      'InvalidNamespace',
      '$listLocalSessions must be run as { aggregate: 1 }, not on a collection',
    );
  for (const [index, stage] of stages.entries()) {
    if (stage === '$listLocalSessions' && index > 0)
      throw new MongoCommandError(
        'Location40602',
        '$listLocalSessions is only valid as the first stage in a pipeline',
      );
    if ((stage === '$out' || stage === '$merge') && index !== stages.length - 1)
      throw new MongoCommandError(
        'Location40601',
        `${stage} can only be the final stage in the pipeline`,
      );
  }
  const last = stages[stages.length - 1];
  const outIndex = last === '$out' || last === '$merge' ? stages.length - 1 : -1;
  const options = engineOptions(command, ctx);
  let docs: Doc[] = [];
  let ns: string;
  if (typeof source === 'string') {
    docs = readCollection(ctx, source)?.documents() ?? [];
    const hintOrder = resolveHint(ctx.store.getCollection(ctx.db, source), command.hint);
    if (hintOrder) docs = sortDocuments(docs, hintOrder);
    ns = `${ctx.db}.${source}`;
  } else if (source === 1) {
    if (listsSessions) docs = ctx.sessions.list(pipeline[0]!.$listLocalSessions);
    ns = `${ctx.db}.$cmd.aggregate`;
  } else {
    throw new MongoCommandError(
      'FailedToParse',
      "Invalid aggregate: 'aggregate' must be a collection name or 1",
    );
  }
  const run = (outIndex >= 0 ? pipeline.slice(0, -1) : pipeline).slice(listsSessions ? 1 : 0);
  const results = runPipeline(docs, run, options);
  if (outIndex >= 0) {
    const stage = pipeline[outIndex]!;
    const validation = validationScope(command, ctx);
    if (last === '$out') writeOut(ctx, stage.$out, results, validation);
    else writeMerge(ctx, stage.$merge, results, validation);
    return ctx.cursors.open(ns, [], undefined);
  }
  return ctx.cursors.open(ns, results, optionalNumber(cursorOptions, 'batchSize'));
};

export const cursorCommands: Record<string, CommandHandler> = {
  find,
  getMore,
  killCursors,
  aggregate,
};
