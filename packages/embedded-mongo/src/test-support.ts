import { randomUUID } from 'node:crypto';
import { MongoClient, MongoServerError } from 'mongodb';
import type { Db } from 'mongodb';
import type { Connection } from 'mongoose';
import mongoose from 'mongoose';
import type { EmbeddedMongo } from './index.js';
import { startEmbeddedMongo } from './index.js';

/** True when the suite runs against a real server (MONGODB_URI) instead of the embedded one. */
export const usingRealMongo = Boolean(process.env.MONGODB_URI);

export interface TestDatabase {
  /** Server URI without database name. */
  readonly uri: string;
  /** A database name unique to this test file. */
  readonly dbName: string;
  /** The embedded server, unless MONGODB_URI is set. */
  readonly embedded: EmbeddedMongo | undefined;
  /** A driver client shared by the file, and its database. */
  readonly client: MongoClient;
  readonly db: Db;
  /** Opens another driver client (closed by teardown). */
  newClient(): Promise<MongoClient>;
  /** Opens a Mongoose connection to the file's database (closed by teardown). */
  mongoose(): Promise<Connection>;
  /** Drops the database, closes every client, stops the embedded server. */
  teardown(): Promise<void>;
}

/**
 * Starts an embedded server for a test file, or uses the real MongoDB at MONGODB_URI, so the
 * same specifications run against both.
 */
export async function setupTestDatabase(): Promise<TestDatabase> {
  const embedded = usingRealMongo ? undefined : await startEmbeddedMongo();
  const uri = process.env.MONGODB_URI ?? embedded!.uri;
  const dbName = `test_${randomUUID()}`;
  const clients: MongoClient[] = [];
  const connections: Connection[] = [];
  const newClient = async (): Promise<MongoClient> => {
    const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5_000 });
    clients.push(client);
    return client;
  };
  const client = await newClient();
  return {
    uri,
    dbName,
    embedded,
    client,
    db: client.db(dbName),
    newClient,
    async mongoose() {
      const connection = await mongoose
        .createConnection(uri, { dbName, serverSelectionTimeoutMS: 5_000 })
        .asPromise();
      connections.push(connection);
      return connection;
    },
    async teardown() {
      await client.db(dbName).dropDatabase();
      await Promise.all(connections.map((c) => c.close()));
      await Promise.all(clients.map((c) => c.close()));
      await embedded?.stop();
    },
  };
}

/** The server's refusal of a command (a write error of a one-statement write counts as one). */
export async function serverError(promise: Promise<unknown>): Promise<MongoServerError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof MongoServerError) return err;
    // Anything else is a bug of the test.
    throw err;
  }
  throw new Error('expected the command to fail');
}
