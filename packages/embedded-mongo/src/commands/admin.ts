import { calculateObjectSize } from 'bson';
import type { Document } from 'bson';
import { compileFilter } from '../engine.js';
import { MongoCommandError, notSupported } from '../errors.js';
import type { Collection } from '../store.js';
import { ID_INDEX_NAME } from '../store.js';
import { isPlainObject, valueKey } from '../values.js';
import type { CommandHandler } from './context.js';
import { collectionName, commandOptions, optionalDocument, optionalNumber } from './context.js';
import { checkCollation } from './options.js';
import { checkValidationOptions } from './validation.js';
import { createView, dropView, viewOf, viewsOf, type ViewDefinition } from './views.js';

const create: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'create');
  const options = commandOptions(command);
  if ('viewOn' in options) {
    const existing = viewOf(ctx.store, ctx.db, name);
    // As for a collection, creating the same view again is a success.
    if (
      existing &&
      valueKey(existing.viewOn) === valueKey(options.viewOn) &&
      valueKey(existing.pipeline) === valueKey(options.pipeline ?? [])
    )
      return { ok: 1 };
    createView(ctx.store, ctx.db, name, options);
    return { ok: 1 };
  }
  checkCollation(options.collation);
  checkValidationOptions(options);
  if (options.capped === true) throw notSupported('a capped collection');
  for (const option of ['timeseries', 'clusteredIndex', 'encryptedFields', 'expireAfterSeconds'])
    if (options[option] !== undefined) throw notSupported(`create's '${option}' option`);
  if (viewOf(ctx.store, ctx.db, name))
    throw new MongoCommandError('NamespaceExists', `Namespace ${ctx.db}.${name} already exists`);
  const existing = ctx.store.getCollection(ctx.db, name);
  if (existing) {
    // MongoDB 7 treats re-creating with identical options as success.
    if (valueKey(existing.options) === valueKey(options)) return { ok: 1 };
    throw new MongoCommandError('NamespaceExists', `Collection ${existing.ns} already exists.`);
  }
  ctx.store.ensureCollection(ctx.db, name, options);
  return { ok: 1 };
};

const drop: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'drop');
  if (dropView(ctx.store, ctx.db, name)) return { ok: 1 };
  const dropped = ctx.store.dropCollection(ctx.db, name);
  if (!dropped) return { ok: 1 };
  return { nIndexesWas: dropped.indexCount, ns: dropped.ns, ok: 1 };
};

const dropDatabase: CommandHandler = (_command, ctx) => {
  ctx.store.dropDatabase(ctx.db);
  return { dropped: ctx.db, ok: 1 };
};

function collectionInfo(collection: Collection): Document {
  return {
    name: collection.name,
    type: 'collection',
    options: collection.options,
    info: { readOnly: false, uuid: collection.uuid },
    idIndex: { v: 2, key: { _id: 1 }, name: ID_INDEX_NAME },
  };
}

function viewInfo(view: ViewDefinition): Document {
  return {
    name: view.name,
    type: 'view',
    options: { viewOn: view.viewOn, pipeline: view.pipeline },
    info: { readOnly: true },
  };
}

const listCollections: CommandHandler = (command, ctx) => {
  const filter = optionalDocument(command, 'filter') ?? {};
  const predicate = compileFilter(filter);
  const infos = [
    ...ctx.store.collections(ctx.db).map(collectionInfo),
    ...viewsOf(ctx.store, ctx.db).map(viewInfo),
  ].filter((info) => predicate(info));
  const out =
    command.nameOnly === true
      ? infos.map((info) => ({ name: info.name as string, type: info.type as string }))
      : infos;
  const cursorOptions = optionalDocument(command, 'cursor');
  return ctx.cursors.open(
    `${ctx.db}.$cmd.listCollections`,
    out,
    optionalNumber(cursorOptions ?? {}, 'batchSize'),
  );
};

function dataSize(collection: Collection): number {
  return collection.documents().reduce((sum, doc) => sum + calculateObjectSize(doc), 0);
}

const listDatabases: CommandHandler = (command, ctx) => {
  const filter = optionalDocument(command, 'filter') ?? {};
  const predicate = compileFilter(filter);
  const databases = ctx.store
    .databaseNames()
    .map((name) => {
      const sizeOnDisk = ctx.store.collections(name).reduce((sum, c) => sum + dataSize(c), 0);
      return { name, sizeOnDisk, empty: sizeOnDisk === 0 };
    })
    .filter((info) => predicate(info));
  if (command.nameOnly === true)
    return { databases: databases.map(({ name }) => ({ name })), ok: 1 };
  const totalSize = databases.reduce((sum, d) => sum + d.sizeOnDisk, 0);
  return { databases, totalSize, totalSizeMb: Math.round(totalSize / 1024 / 1024), ok: 1 };
};

const renameCollection: CommandHandler = (command, ctx) => {
  const from: unknown = command.renameCollection;
  const to: unknown = command.to;
  if (typeof from !== 'string' || typeof to !== 'string') {
    throw new MongoCommandError(
      'TypeMismatch',
      "renameCollection and 'to' must be namespace strings",
    );
  }
  const split = (ns: string): [string, string] => {
    const dot = ns.indexOf('.');
    if (dot <= 0)
      throw new MongoCommandError('InvalidNamespace', `Invalid namespace specified '${ns}'`);
    return [ns.slice(0, dot), ns.slice(dot + 1)];
  };
  const [fromDb, fromName] = split(from);
  const [toDb, toName] = split(to);
  if (command.dropTarget === true) ctx.store.dropCollection(toDb, toName);
  ctx.store.renameCollection(fromDb, fromName, toDb, toName);
  return { ok: 1 };
};

const collStats: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'collStats');
  const collection = ctx.store.getCollection(ctx.db, name);
  if (!collection)
    throw new MongoCommandError('NamespaceNotFound', `Collection [${ctx.db}.${name}] not found.`);
  const size = dataSize(collection);
  const indexSizes: Document = {};
  for (const index of collection.listIndexes()) indexSizes[index.name] = 0;
  return {
    ns: collection.ns,
    count: collection.size,
    size,
    avgObjSize: collection.size ? Math.round(size / collection.size) : 0,
    storageSize: size,
    totalIndexSize: 0,
    totalSize: size,
    nindexes: collection.indexCount,
    indexSizes,
    capped: false,
    ok: 1,
  };
};

const dbStats: CommandHandler = (_command, ctx) => {
  const collections = ctx.store.collections(ctx.db);
  const objects = collections.reduce((sum, c) => sum + c.size, 0);
  const size = collections.reduce((sum, c) => sum + dataSize(c), 0);
  return {
    db: ctx.db,
    collections: collections.length,
    views: viewsOf(ctx.store, ctx.db).length,
    objects,
    avgObjSize: objects ? Math.round(size / objects) : 0,
    dataSize: size,
    storageSize: size,
    indexes: collections.reduce((sum, c) => sum + c.indexCount, 0),
    indexSize: 0,
    totalSize: size,
    scaleFactor: 1,
    ok: 1,
  };
};

/** Collection options are kept (a validator is enforced from now on); index changes are refused. */
const collMod: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'collMod');
  const collection = ctx.store.getCollection(ctx.db, name);
  if (!collection)
    throw new MongoCommandError('NamespaceNotFound', `ns does not exist: ${ctx.db}.${name}`);
  const { index, ...options } = commandOptions(command);
  checkValidationOptions(options);
  if (index !== undefined) throw notSupported("collMod's 'index' option");
  collection.setOptions({ ...collection.options, ...options });
  return { ok: 1 };
};

const endSessions: CommandHandler = (command, ctx) => {
  const ids: unknown = command.endSessions;
  if (Array.isArray(ids)) {
    const lsids = (ids as unknown[]).map((id) => (isPlainObject(id) ? id : { id }));
    ctx.transactions.endSessions(lsids);
    ctx.sessions.end(lsids);
  }
  return { ok: 1 };
};

/** A test command, as on a mongod started with `enableTestCommands`; otherwise unknown. */
const configureFailPoint: CommandHandler = (command, ctx) => {
  if (!ctx.failPoints)
    throw new MongoCommandError('CommandNotFound', "no such command: 'configureFailPoint'");
  if (ctx.db !== 'admin')
    throw new MongoCommandError(
      'Unauthorized',
      'configureFailPoint may only be run against the admin database.',
    );
  return ctx.failPoints.configure(command);
};

export const adminCommands: Record<string, CommandHandler> = {
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
  renameCollection,
  collStats,
  dbStats,
  collMod,
  endSessions,
  configureFailPoint,
  refreshSessions: () => ({ ok: 1 }),
  killAllSessions: () => ({ ok: 1 }),
  killSessions: () => ({ ok: 1 }),
};
