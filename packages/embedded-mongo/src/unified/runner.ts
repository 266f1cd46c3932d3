/**
 * A runner of MongoDB's unified test format (schema 1.x), limited to what the CRUD, transactions
 * and sessions specification files need. Tests that need something it lacks are reported as not
 * runnable.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { EJSON, Int32 } from 'bson';
import type { Document, MongoClient } from 'mongodb';
import { MongoError, MongoServerError } from 'mongodb';
import type { EntityDescription, ObservedEvent } from './entities.js';
import {
  EntityMap,
  SUPPORTED_CLIENT_FIELDS,
  SUPPORTED_ENTITY_TYPES,
  SUPPORTED_EVENTS,
} from './entities.js';
import { match, MatchError, show, SPECIAL_OPERATORS } from './matching.js';
import type { Operation } from './operations.js';
import { executeOperation, SUPPORTED_OPERATIONS } from './operations.js';

export interface RunOnRequirement {
  minServerVersion?: string;
  maxServerVersion?: string;
  topologies?: string[];
  serverless?: 'require' | 'forbid' | 'allow';
  auth?: boolean;
  serverParameters?: Document;
  csfle?: unknown;
}

interface CollectionData {
  collectionName: string;
  databaseName: string;
  documents: Document[];
  createOptions?: Document;
}

interface ExpectedEventsForClient {
  client: string;
  eventType?: string;
  events: Document[];
  ignoreExtraEvents?: boolean;
}

export interface UnifiedTest {
  description: string;
  runOnRequirements?: RunOnRequirement[];
  skipReason?: string;
  operations: Operation[];
  expectEvents?: ExpectedEventsForClient[];
  outcome?: CollectionData[];
}

export interface UnifiedFile {
  description: string;
  schemaVersion: string;
  runOnRequirements?: RunOnRequirement[];
  createEntities?: EntityDescription[];
  initialData?: CollectionData[];
  tests: UnifiedTest[];
}

export interface SpecFile {
  name: string;
  doc: UnifiedFile;
}

/** What the server under test reports about itself. */
export interface ServerInfo {
  version: string;
  topology: 'single' | 'replicaset' | 'sharded' | 'load-balanced';
  parameters: Document;
}

/**
 * Extended JSON as the driver should send it: canonical parsing keeps explicit `$numberLong`
 * and doubles; 32-bit integers become plain numbers.
 */
function fromCanonical(value: unknown): unknown {
  if (value instanceof Int32) return value.valueOf();
  if (Array.isArray(value)) return value.map(fromCanonical);
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    const out: Document = {};
    for (const [k, v] of Object.entries(value)) out[k] = fromCanonical(v);
    return out;
  }
  return value;
}

export function loadSpecFiles(dir: string): SpecFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({
      name: basename(f, '.json'),
      doc: fromCanonical(
        EJSON.parse(readFileSync(join(dir, f), 'utf8'), { relaxed: false }),
      ) as UnifiedFile,
    }));
}

function versionParts(v: string): number[] {
  const parts = v.split('.').map((p) => Number.parseInt(p, 10) || 0);
  while (parts.length < 3) parts.push(0);
  return parts;
}

function compareVersions(a: string, b: string): number {
  const pa = versionParts(a);
  const pb = versionParts(b);
  for (let i = 0; i < 3; i++) {
    if (pa[i]! !== pb[i]!) return pa[i]! - pb[i]!;
  }
  return 0;
}

/** Why a requirement is not met, or undefined when it is. */
function unmetRequirement(req: RunOnRequirement, server: ServerInfo): string | undefined {
  if (req.minServerVersion && compareVersions(server.version, req.minServerVersion) < 0) {
    return `minServerVersion ${req.minServerVersion}`;
  }
  if (req.maxServerVersion && compareVersions(server.version, req.maxServerVersion) > 0) {
    return `maxServerVersion ${req.maxServerVersion}`;
  }
  if (req.topologies && !req.topologies.includes(server.topology)) {
    return `topologies ${req.topologies.join('/')}`;
  }
  if (req.serverless === 'require') return 'serverless';
  if (req.auth === true) return 'auth';
  if (req.csfle) return 'csfle';
  if (req.serverParameters) {
    for (const [name, value] of Object.entries(req.serverParameters)) {
      try {
        match(value, server.parameters[name], { entities: new EntityMap('') }, false);
      } catch {
        return `serverParameters ${name}`;
      }
    }
  }
  return undefined;
}

function requirementsReason(
  reqs: RunOnRequirement[] | undefined,
  server: ServerInfo,
): string | undefined {
  if (!reqs || reqs.length === 0) return undefined;
  const reasons = reqs.map((r) => unmetRequirement(r, server));
  if (reasons.some((r) => r === undefined)) return undefined;
  return `runOnRequirements not met (${[...new Set(reasons)].join('; ')})`;
}

function collectSpecialOperators(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) value.forEach((v) => collectSpecialOperators(v, found));
  else if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    for (const [k, v] of Object.entries(value)) {
      if (k.startsWith('$$')) found.add(k);
      collectSpecialOperators(v, found);
    }
  }
}

/**
 * Why a test cannot be run here (requirements not met by the server, or a feature of the
 * format this runner lacks), or undefined when it is runnable.
 */
export function notRunnableReason(
  file: UnifiedFile,
  test: UnifiedTest,
  server: ServerInfo,
): string | undefined {
  if (!file.schemaVersion.startsWith('1.')) return `schemaVersion ${file.schemaVersion}`;
  const fileReason = requirementsReason(file.runOnRequirements, server);
  if (fileReason) return fileReason;
  const testReason = requirementsReason(test.runOnRequirements, server);
  if (testReason) return testReason;
  if (test.skipReason) return `skipReason: ${test.skipReason}`;
  const driverGap = DRIVER_UNIMPLEMENTED[test.description];
  if (driverGap) return `driver: ${driverGap}`;

  const kinds = new Map<string, string>([['testRunner', 'testRunner']]);
  // Entities come from the file and from the tests' own createEntities operations.
  const created = test.operations
    .filter((op) => op.object === 'testRunner' && op.name === 'createEntities')
    .flatMap((op) => (op.arguments?.entities as EntityDescription[] | undefined) ?? []);
  for (const entity of [...(file.createEntities ?? []), ...created]) {
    const [kind, spec] = Object.entries(entity)[0] as [string, Document];
    if (!SUPPORTED_ENTITY_TYPES.has(kind)) return `runner lacks entity type ${kind}`;
    if (kind === 'client') {
      for (const field of Object.keys(spec)) {
        if (!SUPPORTED_CLIENT_FIELDS.has(field)) return `runner lacks client option ${field}`;
      }
      for (const e of (spec.observeEvents as string[] | undefined) ?? []) {
        if (!SUPPORTED_EVENTS.has(e)) return `runner lacks event ${e}`;
      }
    }
    kinds.set(spec.id as string, kind);
  }
  for (const op of test.operations) {
    const kind = kinds.get(op.object) as keyof typeof SUPPORTED_OPERATIONS | undefined;
    if (!kind || !SUPPORTED_OPERATIONS[kind]?.has(op.name)) {
      return `runner lacks operation ${kind ?? op.object}.${op.name}`;
    }
    if (op.saveResultAsEntity) return 'runner lacks saveResultAsEntity';
  }
  for (const expected of test.expectEvents ?? []) {
    if (expected.eventType && expected.eventType !== 'command') {
      return `runner lacks ${expected.eventType} events`;
    }
  }
  const operators = new Set<string>();
  collectSpecialOperators(test, operators);
  for (const op of operators) {
    if (!SPECIAL_OPERATORS.has(op)) return `runner lacks ${op}`;
  }
  return undefined;
}

/** Reads what the unified format's requirements are evaluated against. */
export async function serverInfo(client: MongoClient): Promise<ServerInfo> {
  const admin = client.db('admin');
  const build = await admin.command({ buildInfo: 1 });
  const hello = await admin.command({ hello: 1 });
  const parameters: Document = await admin.command({ getParameter: '*' }).catch(() => ({}));
  const topology = hello.msg === 'isdbgrid' ? 'sharded' : hello.setName ? 'replicaset' : 'single';
  return { version: String(build.version), topology, parameters };
}

const NAMESPACE_NOT_FOUND = 26;

const NULL_ID = 'the Node driver replaces a null _id with an ObjectId (NODE-6468)';
const BYPASS_FALSE = 'the Node driver omits bypassDocumentValidation: false (NODE-6484)';
const PARTIAL_RESULT = 'the Node driver sets partialResult for unacknowledged writes (NODE-6384)';
const READ_CONCERN_OBJECT =
  'the Node driver modifies a readConcern after the message is sent (NODE-5924)';
/**
 * Cases the Node driver's own spec runner skips (test/integration/crud/crud.spec.test.ts and
 * transactions/transactions.spec.test.ts at the vendored commit) because the driver does not
 * implement what they check: they measure the driver, not the server.
 */
export const DRIVER_UNIMPLEMENTED: Readonly<Record<string, string>> = {
  'inserting _id with type null via clientBulkWrite': NULL_ID,
  'inserting _id with type null via insertOne': NULL_ID,
  'inserting _id with type null via insertMany': NULL_ID,
  'inserting _id with type null via bulkWrite': NULL_ID,
  'partialResult is unset when all operations fail during an unordered bulk write': PARTIAL_RESULT,
  'partialResult is unset when first operation fails during an ordered bulk write (summary)':
    PARTIAL_RESULT,
  'partialResult is unset when first operation fails during an ordered bulk write (verbose)':
    PARTIAL_RESULT,
  'InsertMany passes bypassDocumentValidation: false': BYPASS_FALSE,
  'FindOneAndUpdate passes bypassDocumentValidation: false': BYPASS_FALSE,
  'FindOneAndReplace passes bypassDocumentValidation: false': BYPASS_FALSE,
  'BulkWrite passes bypassDocumentValidation: false': BYPASS_FALSE,
  'Aggregate with $out passes bypassDocumentValidation: false': BYPASS_FALSE,
  // test/integration/transactions/transactions.spec.test.ts
  'readConcern local in defaultTransactionOptions': READ_CONCERN_OBJECT,
  'defaultTransactionOptions override client options': READ_CONCERN_OBJECT,
  'transaction options inherited from defaultTransactionOptions': READ_CONCERN_OBJECT,
  'transaction options inherited from client': READ_CONCERN_OBJECT,
  'causal consistency disabled': READ_CONCERN_OBJECT,
  'client bulkWrite with writeConcern in a transaction causes a transaction error':
    READ_CONCERN_OBJECT,
};

async function prepareDatabases(internal: MongoClient, file: UnifiedFile): Promise<void> {
  const names = new Set<string>();
  for (const entity of file.createEntities ?? []) {
    if (entity.database) names.add(entity.database.databaseName);
  }
  for (const data of file.initialData ?? []) names.add(data.databaseName);
  for (const name of names) await internal.db(name).dropDatabase();
  for (const data of file.initialData ?? []) {
    const db = internal.db(data.databaseName);
    if (data.createOptions || data.documents.length === 0) {
      await db.createCollection(data.collectionName, data.createOptions).catch((e: unknown) => {
        if (!(e instanceof MongoServerError && e.code === NAMESPACE_NOT_FOUND)) throw e;
      });
    }
    if (data.documents.length > 0) {
      await db
        .collection(data.collectionName)
        .insertMany(data.documents, { writeConcern: { w: 'majority' } });
    }
  }
}

function checkError(error: unknown, expected: Document, entities: EntityMap): void {
  if (!(error instanceof Error)) throw new MatchError(`expected an Error, got ${show(error)}`);
  const mongoError = error as MongoError & { codeName?: string; errorResponse?: unknown };
  const isServerError = error instanceof MongoServerError;
  if (expected.isClientError === true && isServerError) {
    throw new MatchError(`expected a client error, got server error ${error.message}`);
  }
  if (expected.isClientError === false && !isServerError) {
    throw new MatchError(`expected a server error, got ${error.name}: ${error.message}`);
  }
  if (
    typeof expected.errorContains === 'string' &&
    !error.message.toLowerCase().includes(expected.errorContains.toLowerCase())
  ) {
    throw new MatchError(`error "${error.message}" does not contain "${expected.errorContains}"`);
  }
  if (expected.errorCode !== undefined && mongoError.code !== expected.errorCode) {
    throw new MatchError(
      `expected error code ${String(expected.errorCode)}, got ${String(mongoError.code)} (${error.message})`,
    );
  }
  if (expected.errorCodeName !== undefined && mongoError.codeName !== expected.errorCodeName) {
    throw new MatchError(
      `expected error ${String(expected.errorCodeName)}, got ${String(mongoError.codeName)} (${error.message})`,
    );
  }
  const hasLabel = (label: string): boolean =>
    error instanceof MongoError ? error.hasErrorLabel(label) : false;
  for (const label of (expected.errorLabelsContain as string[] | undefined) ?? []) {
    if (!hasLabel(label)) throw new MatchError(`error lacks label ${label}`);
  }
  for (const label of (expected.errorLabelsOmit as string[] | undefined) ?? []) {
    if (hasLabel(label)) throw new MatchError(`error has label ${label}`);
  }
  if (expected.expectResult !== undefined) {
    const partial = (error as { partialResult?: unknown }).partialResult;
    match(expected.expectResult, partial ?? error, { entities });
  }
  if (expected.errorResponse !== undefined) {
    match(expected.errorResponse, mongoError.errorResponse ?? error, { entities });
  }
}

/** Operations returning a cursor's documents: each element is a root-level document. */
const ITERABLE_RESULTS = new Set(['find', 'aggregate', 'listCollections']);

async function runOperation(op: Operation, entities: EntityMap): Promise<void> {
  let result: unknown;
  let error: unknown;
  let failed = false;
  try {
    result = await executeOperation(op, entities);
  } catch (e) {
    failed = true;
    error = e;
  }
  if (op.ignoreResultAndError) return;
  const where = `operation ${op.name} on ${op.object}`;
  if (op.expectError) {
    if (!failed) throw new MatchError(`${where}: expected an error, got ${show(result)}`);
    try {
      checkError(error, op.expectError, entities);
    } catch (e) {
      throw new MatchError(`${where}: ${(e as Error).message}`);
    }
    return;
  }
  if (failed) {
    const err = error as Error & { code?: number | string };
    throw new MatchError(
      `${where}: unexpected error ${err.name} ${err.code ?? ''}: ${err.message}`,
    );
  }
  if (op.expectResult !== undefined) {
    try {
      if (
        ITERABLE_RESULTS.has(op.name) &&
        Array.isArray(op.expectResult) &&
        Array.isArray(result)
      ) {
        if (result.length !== op.expectResult.length) {
          throw new MatchError(
            `expected ${op.expectResult.length} documents, got ${result.length}: ${show(result)}`,
          );
        }
        op.expectResult.forEach((doc, i) =>
          match(doc, (result as unknown[])[i], { entities }, true, `[${i}]`),
        );
      } else {
        match(op.expectResult, result, { entities });
      }
    } catch (e) {
      throw new MatchError(`${where}: ${(e as Error).message}`);
    }
  }
}

function eventPayload(observed: ObservedEvent): Document {
  const { event } = observed;
  switch (observed.type) {
    case 'commandStartedEvent':
      return {
        command: observed.event.command,
        commandName: event.commandName,
        databaseName: observed.event.databaseName,
      };
    case 'commandSucceededEvent':
      return {
        reply: observed.event.reply,
        commandName: event.commandName,
        databaseName: event.databaseName,
      };
    case 'commandFailedEvent':
      return { commandName: event.commandName, databaseName: event.databaseName };
  }
}

function checkEvents(expected: ExpectedEventsForClient, entities: EntityMap): void {
  const actual = entities.client(expected.client).events;
  const shown = (): string =>
    actual.map((e) => `${e.type}:${e.event.commandName}`).join(', ') || '(none)';
  if (
    expected.ignoreExtraEvents
      ? actual.length < expected.events.length
      : actual.length !== expected.events.length
  ) {
    throw new MatchError(
      `client ${expected.client}: expected ${expected.events.length} events, got ${actual.length}: ${shown()}`,
    );
  }
  expected.events.forEach((want, i) => {
    const [type, spec] = Object.entries(want)[0] as [string, Document];
    const got = actual[i]!;
    if (got.type !== type)
      throw new MatchError(`event ${i}: expected ${type}, got ${got.type} (${shown()})`);
    const payload = eventPayload(got);
    for (const [key, value] of Object.entries(spec)) {
      if (key === 'hasServiceId' || key === 'hasServerConnectionId') continue;
      try {
        // A command's nested documents are compared as the Node driver's own runner compares them
        // (extra fields allowed): the driver adds `wtimeout: 10000` to every majority commit and
        // abort, which measures the driver, not the server.
        const extraFieldsAnywhere = key === 'command';
        match(
          value,
          payload[key],
          { entities, extraFieldsAnywhere },
          key === 'command' || key === 'reply',
          '',
        );
      } catch (e) {
        throw new MatchError(`event ${i} (${got.event.commandName}) ${key}${(e as Error).message}`);
      }
    }
  });
}

async function checkOutcome(
  internal: MongoClient,
  outcome: CollectionData[],
  entities: EntityMap,
): Promise<void> {
  for (const data of outcome) {
    const docs = await internal
      .db(data.databaseName)
      .collection(data.collectionName)
      .find({}, { sort: { _id: 1 }, readConcern: { level: 'local' }, readPreference: 'primary' })
      .toArray();
    try {
      match(data.documents, docs, { entities, exact: true });
    } catch (e) {
      throw new MatchError(
        `outcome ${data.databaseName}.${data.collectionName}: ${(e as Error).message}`,
      );
    }
  }
}

/** Runs one test against a fresh database state; throws (MatchError or driver error) on failure. */
export async function runUnifiedTest(
  uri: string,
  internal: MongoClient,
  file: UnifiedFile,
  test: UnifiedTest,
): Promise<void> {
  await prepareDatabases(internal, file);
  const entities = new EntityMap(uri, internal);
  try {
    await entities.create(file.createEntities ?? []);
    for (const op of test.operations) await runOperation(op, entities);
    for (const expected of test.expectEvents ?? []) checkEvents(expected, entities);
    if (test.outcome) await checkOutcome(internal, test.outcome, entities);
  } finally {
    await entities.close();
  }
}
