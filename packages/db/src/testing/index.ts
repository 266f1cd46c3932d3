import mongoose from 'mongoose';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { announceCatalogueWrite } from '../catalogue-writes.js';
import { connectDatabase, type Database } from '../connection.js';
import { freshDatabaseName, testMongoUri } from './test-server.js';

export { blockOutboundNetwork } from './network-guard.js';
export { connectFreezableDatabase, freezableDatabase } from './frozen-database.js';
export { checkQueriesUseIndexes } from './index-check.js';
export { querySignature } from './query-shapes.js';
export {
  checkQueryShapesListed,
  collectionAfter,
  EXAMPLES_DIRECTORY,
  examplesText,
  readListedSignatures,
  readShapeExamples,
  type ShapeExample,
} from './shape-examples.js';
export {
  connectTestDatabase,
  dropDatabaseOn,
  freshDatabaseName,
  hostsOf,
  testMongoUri,
  withDatabaseName,
  type TestDatabase,
} from './test-server.js';

/**
 * Gives the calling test file its own database: a fresh name on a fresh embedded server, or on
 * the real MongoDB named by `TEST_MONGODB_URI` (`MONGODB_URI` when that is unset; see
 * `testMongoUri`), emptied after each test and dropped at the end, so no test depends on another.
 */
export function useTestDatabase(): { readonly database: Database } {
  let database: Database | undefined;

  beforeAll(async () => {
    const uri = testMongoUri();
    database = await connectDatabase({
      uri,
      engine: uri ? 'uri' : 'embedded',
      dbName: freshDatabaseName(),
    });
    // Unique indexes must exist before the first write, as they would in production.
    await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
  });

  afterEach(async () => {
    await clearCollections();
  });

  afterAll(async () => {
    try {
      await mongoose.connection.db?.dropDatabase();
    } finally {
      await database?.close();
    }
  });

  return {
    get database() {
      if (!database) throw new Error('useTestDatabase: the database is used before beforeAll ran');
      return database;
    },
  };
}

/** Empties every collection but keeps their indexes. */
export async function clearCollections(): Promise<void> {
  const collections = await mongoose.connection.db?.collections();
  await Promise.all((collections ?? []).map((collection) => collection.deleteMany({})));
  // Straight through the driver, so the model hooks missed it: caches of answers must drop.
  announceCatalogueWrite('clearCollections');
}
