import mongoose from 'mongoose';
import type { EmbeddedMongo } from '@ministry/embedded-mongo';
import { chooseEngine, type DbEngine } from './engine.js';

export interface DatabaseOptions {
  /** `MONGODB_URI`; when set (and no other engine is forced) that server is used. */
  uri?: string | undefined;
  /** `DB_ENGINE`: force one engine instead of choosing. */
  engine?: DbEngine | undefined;
  /** `MONGOMS_SYSTEM_BINARY`. */
  systemBinary?: string | undefined;
  /** Database name; for a URI only when given (a URI names its own). Default `ministry`. */
  dbName?: string;
  /** Where the embedded server keeps its data; memory only when unset. */
  embeddedDataFile?: string | undefined;
  /** Port for the embedded server; 0 picks a free one. */
  embeddedPort?: number;
  log?: (message: string) => void;
}

export interface Database {
  engine: DbEngine;
  connection: mongoose.Connection;
  /** True when a local engine started with no data at all: the caller may seed it. */
  startedEmpty: boolean;
  /** Whether the database answers a ping right now (readiness). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// Filters built from request input can never smuggle operators in, and unknown query paths are
// dropped rather than silently matching everything.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

/**
 * A database that is down or hung fails a request within ~2 s, so the service answers 503 at
 * once instead of a 500 after 10–40 s: server selection, connecting, waiting for a reply and
 * mongoose's buffering while disconnected all give up after 2 s. Driver retries are off because
 * a retry doubles that wait; the client gets a 503 with Retry-After and tries again itself.
 * Waiting for a pooled connection is capped as well: when every connection is busy (index
 * builds at start-up, a burst of requests) a request queues behind the pool's two connection
 * attempts at a time, each of which may hang for the full connect timeout before its own begins.
 * No query of this shop comes near 2 s on its data; a slower one would fail the same way.
 */
const DATABASE_TIMEOUTS = {
  serverSelectionTimeoutMS: 2_000,
  connectTimeoutMS: 2_000,
  socketTimeoutMS: 2_000,
  waitQueueTimeoutMS: 2_000,
  retryReads: false,
  retryWrites: false,
} satisfies mongoose.ConnectOptions;
mongoose.set('bufferTimeoutMS', DATABASE_TIMEOUTS.serverSelectionTimeoutMS);

/** How long a readiness ping may take before the database counts as unreachable. */
const PING_TIMEOUT_MS = 1_500;

const withDbName = (uri: string, dbName: string): string => {
  const url = new URL(uri);
  url.pathname = `/${dbName}`;
  return url.toString();
};

/**
 * Connects the process-wide mongoose instance (the shared models live on it) to the engine the
 * options choose: a real server by URI, mongodb-memory-server when a mongod is on disk, or the
 * embedded wire-compatible server.
 */
export async function connectDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const log = options.log ?? (() => undefined);
  const dbName = options.dbName ?? 'ministry';

  const choice = await chooseEngine({
    uri: options.uri,
    forced: options.engine,
    systemBinary: options.systemBinary,
  });

  let uri: string;
  let startedEmpty = false;
  let stopEngine: () => Promise<void> = () => Promise.resolve();

  if (choice.engine === 'uri') {
    // A production URI names its own database; an explicit name (tests) overrides it.
    uri = options.dbName
      ? withDbName(options.uri as string, options.dbName)
      : (options.uri as string);
  } else if (choice.engine === 'memory-server') {
    const { MongoMemoryServer } = await import('mongodb-memory-server-core');
    const server = await MongoMemoryServer.create({ binary: { systemBinary: choice.binary } });
    uri = withDbName(server.getUri(), dbName);
    startedEmpty = true;
    stopEngine = async () => {
      await server.stop();
    };
  } else {
    // Loaded only here, for development and tests: production bundles leave it out (see
    // scripts/build-service.mjs), and production refuses to start without MONGODB_URI.
    const { startEmbeddedMongo } = await import('@ministry/embedded-mongo');
    const embedded: EmbeddedMongo = await startEmbeddedMongo({
      port: options.embeddedPort ?? 0,
      dataFile: options.embeddedDataFile,
    });
    uri = withDbName(embedded.uri, dbName);
    startedEmpty = embedded.isEmpty();
    stopEngine = () => embedded.stop();
  }

  log(
    `database: ${choice.engine} (${choice.reason})${choice.engine === 'uri' ? '' : ` at ${uri}`}`,
  );
  await mongoose.connect(uri, DATABASE_TIMEOUTS);
  const connection = mongoose.connection;

  return {
    engine: choice.engine,
    connection,
    startedEmpty,
    async ping() {
      // Readiness must answer quickly even when the server is gone (selection would wait 2 s).
      const timeout = new Promise<false>((done) =>
        setTimeout(() => done(false), PING_TIMEOUT_MS).unref(),
      );
      const answered = (async () => {
        await connection.db?.admin().ping();
        return connection.readyState === mongoose.ConnectionStates.connected;
      })().catch(() => false);
      return Promise.race([answered, timeout]);
    },
    async close() {
      await mongoose.disconnect();
      await stopEngine();
    },
  };
}
