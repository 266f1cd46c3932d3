import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import mongoose from 'mongoose';
import type { DatabaseOptions } from '@ministry/db';
import { databaseOptions, type ApiConfig } from '../env.js';

/** Written in DATA_DIR by `pnpm dev`/`pnpm start` while their embedded database runs (packages/stack). */
const RUNNING_DATABASE_FILE = 'embedded-mongo.uri';

/**
 * The database `pnpm backup` and `pnpm restore` use: the configuration's, except that while the
 * shop runs on the embedded engine (`pnpm dev`, `pnpm start`) they use that running server rather
 * than open its data file a second time, so a backup can be taken while the shop sells.
 */
export async function scriptDatabaseOptions(
  config: ApiConfig,
  log: (message: string) => void,
): Promise<DatabaseOptions> {
  const options = databaseOptions(config, log);
  if (config.MONGODB_URI || (config.DB_ENGINE && config.DB_ENGINE !== 'embedded')) return options;
  const uri = await readFile(join(config.DATA_DIR, RUNNING_DATABASE_FILE), 'utf8').then(
    (text) => text.trim(),
    () => undefined,
  );
  if (!uri || !(await answers(uri))) return options;
  log(`using the running shop's database at ${uri}`);
  return { ...options, uri, engine: 'uri' };
}

/** Whether a server answers at `uri` (a file left by a crashed `pnpm dev` names none). */
async function answers(uri: string): Promise<boolean> {
  const client = new mongoose.mongo.MongoClient(uri, { serverSelectionTimeoutMS: 2_000 });
  try {
    await client.db().command({ ping: 1 });
    return true;
  } catch {
    return false;
  } finally {
    await client.close();
  }
}
