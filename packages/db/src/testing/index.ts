import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { announceCatalogueWrite } from '../catalogue-writes.js';
import { connectDatabase, type Database } from '../connection.js';

export { blockOutboundNetwork } from './network-guard.js';
export { connectFreezableDatabase, freezableDatabase } from './frozen-database.js';

/**
 * Gives the calling test file its own database: a fresh name on a fresh embedded server (or on
 * the real server named by `MONGODB_URI`), emptied after each test and dropped at the end, so no
 * test depends on another.
 */
export function useTestDatabase(): { readonly database: Database } {
  let database: Database | undefined;

  beforeAll(async () => {
    const uri = process.env.MONGODB_URI;
    database = await connectDatabase({
      uri,
      engine: uri ? 'uri' : 'embedded',
      dbName: `test_${randomUUID().replaceAll('-', '')}`,
    });
    // Unique indexes must exist before the first write, as they would in production.
    await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
  });

  afterEach(async () => {
    await clearCollections();
  });

  afterAll(async () => {
    await mongoose.connection.db?.dropDatabase();
    await database?.close();
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
