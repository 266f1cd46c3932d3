import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { connectDatabase, type Database } from '../connection.js';

/**
 * The real MongoDB the tests run on when one is named: `TEST_MONGODB_URI`, else `MONGODB_URI`
 * (the older name, still honoured). Unset: each test file starts an embedded server of its own.
 * The URI names a server, not a database: every test file gets a fresh database on it, dropped
 * at the end.
 */
export function testMongoUri(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.TEST_MONGODB_URI || env.MONGODB_URI || undefined;
}

/** A database name no other test file (or earlier run) uses: `<prefix>_<32 hex digits>`. */
export const freshDatabaseName = (prefix = 'test'): string =>
  `${prefix}_${randomUUID().replaceAll('-', '')}`;

/** `uri` with its database part set to `dbName` (credentials and options kept). */
export function withDatabaseName(uri: string, dbName: string): string {
  const url = new URL(uri);
  url.pathname = `/${dbName}`;
  return url.toString();
}

/**
 * The host names a connection string names (`mongodb://user:pw@a:1,b:2/db?x=y` → `a`, `b`), so
 * the test network guard can let the test server through.
 */
export function hostsOf(uri: string): string[] {
  const match = /^mongodb(?:\+srv)?:\/\/(?:[^@/]*@)?([^/?]*)/i.exec(uri);
  if (!match?.[1]) return [];
  return match[1]
    .split(',')
    .map((host) => (host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.split(':')[0]))
    .filter((host): host is string => Boolean(host));
}

/** Drops `dbName` on the server of `uri` through a connection of its own. */
export async function dropDatabaseOn(uri: string, dbName: string): Promise<void> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5_000 });
  try {
    await client.db(dbName).dropDatabase();
  } finally {
    await client.close();
  }
}

export interface TestDatabase {
  database: Database;
  /** The database's address with its name, for another process (a worker, a service) to use. */
  uri: string;
  /** Where it runs: the real test server, or an embedded one this process started. */
  engine: 'uri' | 'embedded';
  /** Drops the database (on the real server; an embedded one just stops) and disconnects. */
  close(): Promise<void>;
}

/**
 * Connects the process-wide mongoose to a fresh database that other processes can reach by
 * address too: on the test server when one is named (`testMongoUri`), else on an embedded server
 * started here, in the test's process. For a test file that does not use `useTestDatabase`.
 */
export async function connectTestDatabase(
  options: { prefix?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<TestDatabase> {
  const dbName = freshDatabaseName(options.prefix);
  const server = testMongoUri(options.env);
  if (server) {
    const uri = withDatabaseName(server, dbName);
    const database = await connectDatabase({ uri, engine: 'uri' });
    return {
      database,
      uri,
      engine: 'uri',
      async close() {
        try {
          await database.connection.db?.dropDatabase();
        } finally {
          await database.close();
        }
      },
    };
  }
  const { startEmbeddedMongo } = await import('@ministry/embedded-mongo');
  const embedded = await startEmbeddedMongo({ port: 0 });
  const uri = `${embedded.uri}/${dbName}`;
  const database = await connectDatabase({ uri, engine: 'uri' }).catch(async (error: unknown) => {
    await embedded.stop();
    throw error;
  });
  return {
    database,
    uri,
    engine: 'embedded',
    async close() {
      try {
        await database.close();
      } finally {
        await embedded.stop();
      }
    },
  };
}
