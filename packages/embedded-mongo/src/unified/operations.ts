/**
 * Operations of the unified test format, run with the official driver against entities.
 */
import type {
  AnyBulkWriteOperation,
  ClientBulkWriteModel,
  ClientSession,
  Collection,
  Db,
  Document,
} from 'mongodb';
import { EJSON } from 'bson';
import { MongoClient } from 'mongodb';
import type { EntityDescription, EntityMap } from './entities.js';
import { MatchError } from './matching.js';

export interface Operation {
  name: string;
  object: string;
  arguments?: Document;
  expectResult?: unknown;
  expectError?: Document;
  ignoreResultAndError?: boolean;
  saveResultAsEntity?: string;
}

type Args = Document;
type CollectionOp = (c: Collection, a: Args) => Promise<unknown>;
type DatabaseOp = (d: Db, a: Args) => Promise<unknown>;
type ClientOp = (c: MongoClient, a: Args) => Promise<unknown>;
type SessionOp = (s: ClientSession, a: Args) => Promise<unknown>;

/** Splits `arguments` into the named positional ones and the rest (the options). */
function take(args: Args, ...names: string[]): [unknown[], Document] {
  const options: Document = { ...args };
  const values = names.map((name) => {
    const value = options[name] as unknown;
    delete options[name];
    return value;
  });
  return [values, options];
}

function returnDocument(options: Document): Document {
  if (typeof options.returnDocument === 'string') {
    return { ...options, returnDocument: options.returnDocument.toLowerCase() };
  }
  return options;
}

const COLLECTION_OPS: Record<string, CollectionOp> = {
  aggregate: (c, a) => {
    const [[pipeline], o] = take(a, 'pipeline');
    return c.aggregate(pipeline as Document[], o).toArray();
  },
  bulkWrite: (c, a) => {
    const [[requests], o] = take(a, 'requests');
    return c.bulkWrite(requests as AnyBulkWriteOperation[], o);
  },
  countDocuments: (c, a) => {
    const [[filter], o] = take(a, 'filter');
    return c.countDocuments(filter as Document, o);
  },
  count: (c, a) => {
    const [[filter], o] = take(a, 'filter');
    return c.count(filter as Document, o);
  },
  estimatedDocumentCount: (c, a) => c.estimatedDocumentCount(a),
  deleteMany: (c, a) => {
    const [[filter], o] = take(a, 'filter');
    return c.deleteMany(filter as Document, o);
  },
  deleteOne: (c, a) => {
    const [[filter], o] = take(a, 'filter');
    return c.deleteOne(filter as Document, o);
  },
  distinct: (c, a) => {
    const [[field, filter], o] = take(a, 'fieldName', 'filter');
    return c.distinct(field as string, filter as Document, o);
  },
  find: (c, a) => {
    const [[filter], o] = take(a, 'filter');
    return c.find(filter as Document, o).toArray();
  },
  findOne: (c, a) => {
    const [[filter], o] = take(a, 'filter');
    return c.findOne(filter as Document, o);
  },
  findOneAndDelete: (c, a) => {
    const [[filter], o] = take(a, 'filter');
    return c.findOneAndDelete(filter as Document, o);
  },
  findOneAndReplace: (c, a) => {
    const [[filter, replacement], o] = take(a, 'filter', 'replacement');
    return c.findOneAndReplace(filter as Document, replacement as Document, returnDocument(o));
  },
  findOneAndUpdate: (c, a) => {
    const [[filter, update], o] = take(a, 'filter', 'update');
    return c.findOneAndUpdate(filter as Document, update as Document, returnDocument(o));
  },
  insertMany: (c, a) => {
    const [[documents], o] = take(a, 'documents');
    return c.insertMany(documents as Document[], o);
  },
  insertOne: (c, a) => {
    const [[document], o] = take(a, 'document');
    return c.insertOne(document as Document, o);
  },
  replaceOne: (c, a) => {
    const [[filter, replacement], o] = take(a, 'filter', 'replacement');
    return c.replaceOne(filter as Document, replacement as Document, o);
  },
  updateMany: (c, a) => {
    const [[filter, update], o] = take(a, 'filter', 'update');
    return c.updateMany(filter as Document, update as Document, o);
  },
  updateOne: (c, a) => {
    const [[filter, update], o] = take(a, 'filter', 'update');
    return c.updateOne(filter as Document, update as Document, o);
  },
  createIndex: (c, a) => {
    const [[keys], o] = take(a, 'keys');
    return c.createIndex(keys as Document, o);
  },
  listIndexes: (c, a) => c.listIndexes(a).toArray(),
  drop: (c, a) => c.drop(a),
};

const DATABASE_OPS: Record<string, DatabaseOp> = {
  aggregate: (d, a) => {
    const [[pipeline], o] = take(a, 'pipeline');
    return d.aggregate(pipeline as Document[], o).toArray();
  },
  createCollection: (d, a) => {
    const [[name], o] = take(a, 'collection');
    return d.createCollection(name as string, o);
  },
  dropCollection: (d, a) => {
    const [[name], o] = take(a, 'collection');
    return d.dropCollection(name as string, o);
  },
  listCollections: (d, a) => {
    const [[filter], o] = take(a, 'filter');
    return d.listCollections(filter as Document, o).toArray();
  },
  listCollectionNames: async (d, a) => {
    const [[filter], o] = take(a, 'filter');
    const list = await d.listCollections(filter as Document, { ...o, nameOnly: true }).toArray();
    return list.map((c) => c.name);
  },
  runCommand: (d, a) => {
    const [[command], o] = take(a, 'command', 'commandName');
    return d.command(command as Document, o);
  },
  modifyCollection: (d, a) => {
    const [[name], o] = take(a, 'collection');
    return d.command({ collMod: name, ...o });
  },
};

/** `{ insertOne: { namespace, document } }` (spec) to `{ name: 'insertOne', namespace, document }`. */
function clientBulkWriteModels(models: Document[]): ClientBulkWriteModel[] {
  return models.map((model) => {
    const [name, fields] = Object.entries(model)[0] as [string, Document];
    return { name, ...fields } as ClientBulkWriteModel;
  });
}

const CLIENT_OPS: Record<string, ClientOp> = {
  clientBulkWrite: (c, a) => {
    const [[models], o] = take(a, 'models');
    return c.bulkWrite(clientBulkWriteModels(models as Document[]), o);
  },
};

const SESSION_OPS: Record<string, SessionOp> = {
  startTransaction: (s, a) => Promise.resolve(s.startTransaction(a)),
  commitTransaction: (s) => s.commitTransaction(),
  abortTransaction: (s) => s.abortTransaction(),
  endSession: (s) => s.endSession(),
};

/** The spec's names of the Node driver's transaction states (`session.transaction.state`). */
const TRANSACTION_STATES: Readonly<Record<string, string>> = {
  NO_TRANSACTION: 'none',
  STARTING_TRANSACTION: 'starting',
  TRANSACTION_IN_PROGRESS: 'in_progress',
  TRANSACTION_COMMITTED: 'committed',
  TRANSACTION_COMMITTED_EMPTY: 'committed',
  TRANSACTION_ABORTED: 'aborted',
};

/** What the Node driver keeps of a session that the assertions read. */
interface SessionState {
  transaction: { state: string };
  isPinned: boolean;
  serverSession?: { isDirty: boolean };
}
const stateOf = (session: ClientSession) => session as unknown as SessionState;

function assert(holds: boolean, message: string): void {
  if (!holds) throw new MatchError(message);
}

async function setFailPoint(client: MongoClient, failPoint: Document, entities: EntityMap) {
  await client.db('admin').command(failPoint);
  // The runner turns it off after the test.
  entities.addFailPoint(client, String(failPoint.configureFailPoint));
}

/** The lsids of a client's last two commands, as extended JSON. */
function lastTwoLsids(entities: EntityMap, clientId: string): [string, string] {
  const started = entities
    .client(clientId)
    .events.filter((e) => e.type === 'commandStartedEvent')
    .slice(-2);
  assert(started.length === 2, `client ${clientId} has not sent two commands`);
  const [a, b] = started.map((e) => EJSON.stringify(e.event.command.lsid as Document));
  return [a!, b!];
}

async function indexNames(entities: EntityMap, args: Args): Promise<string[]> {
  const indexes = await internalClient(entities)
    .db(String(args.databaseName))
    .collection(String(args.collectionName))
    .listIndexes()
    .toArray()
    .catch((): Document[] => []);
  return indexes.map((index: Document) => String(index.name));
}

async function collectionNames(entities: EntityMap, args: Args): Promise<string[]> {
  const collections = await internalClient(entities)
    .db(String(args.databaseName))
    .listCollections({}, { nameOnly: true })
    .toArray();
  return collections.map((c) => String((c as { name?: unknown }).name));
}

function internalClient(entities: EntityMap): MongoClient {
  if (!entities.internal) throw new Error('the runner has no internal client');
  return entities.internal;
}

type TestRunnerOp = (a: Args, entities: EntityMap) => unknown;

/** The unified format's "special test operations", on the `testRunner` object. */
const TEST_RUNNER_OPS: Record<string, TestRunnerOp> = {
  failPoint: (a, entities) =>
    setFailPoint(entities.client(String(a.client)).client, a.failPoint as Document, entities),
  // One server here, so the server a session is pinned to is its client's.
  targetedFailPoint: (a, entities) =>
    setFailPoint(entities.sessionClient(String(a.session)), a.failPoint as Document, entities),
  createEntities: (a, entities) => entities.create(a.entities as EntityDescription[]),
  assertSessionTransactionState: (a, entities) => {
    const state = stateOf(entities.session(String(a.session))).transaction.state;
    assert(
      TRANSACTION_STATES[state] === a.state,
      `session ${String(a.session)} is ${TRANSACTION_STATES[state] ?? state}, not ${String(a.state)}`,
    );
  },
  assertSessionPinned: (a, entities) =>
    assert(stateOf(entities.session(String(a.session))).isPinned, 'the session is not pinned'),
  assertSessionUnpinned: (a, entities) =>
    assert(!stateOf(entities.session(String(a.session))).isPinned, 'the session is pinned'),
  assertSessionDirty: (a, entities) =>
    assert(
      stateOf(entities.session(String(a.session))).serverSession?.isDirty === true,
      'the session is not dirty',
    ),
  assertSessionNotDirty: (a, entities) =>
    assert(
      stateOf(entities.session(String(a.session))).serverSession?.isDirty !== true,
      'the session is dirty',
    ),
  assertSameLsidOnLastTwoCommands: (a, entities) => {
    const [first, second] = lastTwoLsids(entities, String(a.client));
    assert(first === second, `the last two commands have lsids ${first} and ${second}`);
  },
  assertDifferentLsidOnLastTwoCommands: (a, entities) => {
    const [first, second] = lastTwoLsids(entities, String(a.client));
    assert(first !== second, `the last two commands share the lsid ${first}`);
  },
  assertCollectionExists: async (a, entities) =>
    assert(
      (await collectionNames(entities, a)).includes(String(a.collectionName)),
      `${String(a.databaseName)}.${String(a.collectionName)} does not exist`,
    ),
  assertCollectionNotExists: async (a, entities) =>
    assert(
      !(await collectionNames(entities, a)).includes(String(a.collectionName)),
      `${String(a.databaseName)}.${String(a.collectionName)} exists`,
    ),
  assertIndexExists: async (a, entities) =>
    assert(
      (await indexNames(entities, a)).includes(String(a.indexName)),
      `index ${String(a.indexName)} does not exist`,
    ),
  assertIndexNotExists: async (a, entities) =>
    assert(
      !(await indexNames(entities, a)).includes(String(a.indexName)),
      `index ${String(a.indexName)} exists`,
    ),
};

/** Names of operations this runner implements, by entity kind. */
export const SUPPORTED_OPERATIONS = {
  collection: new Set(Object.keys(COLLECTION_OPS)),
  database: new Set(Object.keys(DATABASE_OPS)),
  session: new Set(Object.keys(SESSION_OPS)),
  client: new Set(Object.keys(CLIENT_OPS)),
  testRunner: new Set(Object.keys(TEST_RUNNER_OPS)),
};

/** Runs an operation; returns its result or throws its error. */
export async function executeOperation(op: Operation, entities: EntityMap): Promise<unknown> {
  const args: Args = { ...(op.arguments ?? {}) };
  const testRunnerOp = op.object === 'testRunner' ? TEST_RUNNER_OPS[op.name] : undefined;
  if (testRunnerOp) return testRunnerOp(args, entities);
  if (typeof args.session === 'string') args.session = entities.session(args.session);
  const target = entities.get(op.object);
  const collectionOp = COLLECTION_OPS[op.name];
  const databaseOp = DATABASE_OPS[op.name];
  const sessionOp = SESSION_OPS[op.name];
  const clientOp = CLIENT_OPS[op.name];
  const client = (target as { client?: unknown }).client;
  if (client instanceof MongoClient && clientOp) return clientOp(client, args);
  if (isKind(target, 'Collection') && collectionOp) return collectionOp(target as Collection, args);
  if (isKind(target, 'Db') && databaseOp) return databaseOp(target as Db, args);
  if (isKind(target, 'ClientSession') && sessionOp) return sessionOp(target as ClientSession, args);
  throw new Error(`unsupported operation ${op.name} on ${op.object}`);
}

function isKind(value: unknown, kind: string): boolean {
  return typeof value === 'object' && value !== null && value.constructor.name === kind;
}
