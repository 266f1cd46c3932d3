import { MongoCommandError } from '../errors.js';
import { ID_INDEX_NAME, validateIndexSpec } from '../store.js';
import type { CommandHandler } from './context.js';
import { collectionName, optionalDocument, optionalNumber, requiredArray } from './context.js';
import { checkCollation } from './options.js';

const createIndexes: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'createIndexes');
  const specs = requiredArray(command, 'indexes').map((spec) => {
    const checked = validateIndexSpec(spec);
    checkCollation(checked.collation, 'indexes.collation');
    return checked;
  });
  const { collection, created } = ctx.store.ensureCollection(ctx.db, name);
  const numIndexesBefore = collection.indexCount;
  let createdAny = false;
  for (const spec of specs) {
    if (collection.createIndex(spec)) createdAny = true;
  }
  const reply = {
    createdCollectionAutomatically: created,
    numIndexesBefore,
    numIndexesAfter: collection.indexCount,
    ok: 1,
  };
  return createdAny ? reply : { ...reply, note: 'all indexes already exist' };
};

const listIndexes: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'listIndexes');
  const collection = ctx.store.getCollection(ctx.db, name);
  if (!collection)
    throw new MongoCommandError('NamespaceNotFound', `ns does not exist: ${ctx.db}.${name}`);
  const batchSize = optionalNumber(optionalDocument(command, 'cursor') ?? {}, 'batchSize');
  return ctx.cursors.open(`${ctx.db}.${name}`, collection.listIndexes(), batchSize);
};

const dropIndexes: CommandHandler = (command, ctx) => {
  const name = collectionName(command, Object.keys(command)[0]!);
  const collection = ctx.store.getCollection(ctx.db, name);
  if (!collection)
    throw new MongoCommandError('NamespaceNotFound', `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = collection.indexCount;
  const target: unknown = command.index;
  if (target === '*') {
    for (const spec of collection.listIndexes())
      if (spec.name !== ID_INDEX_NAME) collection.dropIndex(spec.name);
  } else if (Array.isArray(target)) {
    for (const indexName of target) collection.dropIndex(String(indexName));
  } else if (typeof target === 'string') {
    collection.dropIndex(target);
  } else if (target && typeof target === 'object') {
    const spec = collection.findIndex(target);
    if (!spec)
      throw new MongoCommandError(
        'IndexNotFound',
        `can't find index with key: ${JSON.stringify(target)}`,
      );
    collection.dropIndex(spec.name);
  } else {
    throw new MongoCommandError(
      'TypeMismatch',
      "BSON field 'index' must be a string, an array of strings or an object",
    );
  }
  return { nIndexesWas, ok: 1 };
};

export const indexCommands: Record<string, CommandHandler> = {
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
};
