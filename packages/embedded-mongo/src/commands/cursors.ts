import { ObjectId } from 'bson';
import { asFilter, findDocuments, runPipeline } from '../engine.js';
import { MongoCommandError } from '../errors.js';
import { withIdFirst } from '../updates.js';
import type { Doc } from '../values.js';
import { isPlainObject } from '../values.js';
import type { CommandContext, CommandHandler } from './context.js';
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
  const collection = readCollection(ctx, name);
  const docs = findDocuments(
    candidateDocuments(collection, filter),
    {
      filter,
      sort: optionalDocument(command, 'sort'),
      projection: optionalDocument(command, 'projection'),
      skip: optionalNumber(command, 'skip'),
      limit,
    },
    engineOptions(command, ctx),
  );
  return ctx.cursors.open(
    `${ctx.db}.${name}`,
    docs,
    optionalNumber(command, 'batchSize'),
    singleBatch,
  );
};

const getMore: CommandHandler = (command, ctx) =>
  ctx.cursors.getMore(toLong(command.getMore), optionalNumber(command, 'batchSize'));

const killCursors: CommandHandler = (command, ctx) =>
  ctx.cursors.kill(requiredArray(command, 'cursors').map(toLong));

/** Replaces a collection's contents with the pipeline output, keeping its indexes (like `$out`). */
function writeOut(ctx: CommandContext, target: unknown, results: Doc[]): void {
  const spec: unknown = isPlainObject(target) ? target.coll : target;
  const db: unknown = isPlainObject(target) ? (target.db ?? ctx.db) : ctx.db;
  if (typeof spec !== 'string' || typeof db !== 'string')
    throw new MongoCommandError('BadValue', '$out requires a collection name');
  const { collection } = ctx.store.ensureCollection(db, spec);
  collection.clear();
  for (const doc of results) collection.insert(withIdFirst(doc, doc._id ?? new ObjectId()));
}

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
  if (stages.includes('$merge'))
    throw new MongoCommandError('Location40324', '$merge is not supported by embedded-mongo');
  const outIndex = stages.indexOf('$out');
  if (outIndex >= 0 && outIndex !== pipeline.length - 1) {
    throw new MongoCommandError(
      'Location40324',
      '$out can only be the final stage in the pipeline',
    );
  }
  let docs: Doc[] = [];
  let ns: string;
  if (typeof source === 'string') {
    docs = readCollection(ctx, source)?.documents() ?? [];
    ns = `${ctx.db}.${source}`;
  } else if (source === 1) {
    ns = `${ctx.db}.$cmd.aggregate`;
  } else {
    throw new MongoCommandError(
      'FailedToParse',
      "Invalid aggregate: 'aggregate' must be a collection name or 1",
    );
  }
  const run = outIndex >= 0 ? pipeline.slice(0, -1) : pipeline;
  const results = runPipeline(docs, run, engineOptions(command, ctx));
  if (outIndex >= 0) {
    writeOut(ctx, pipeline[outIndex]!.$out, results);
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
