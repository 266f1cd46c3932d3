// `pnpm restore FILE [--force]`: brings the database and the files (the downloads folder, and the
// uploads wherever they are stored: DATA_DIR/uploads or the S3 bucket) back to a backup's state.
// The whole archive is checked before anything is replaced: a damaged one changes nothing.
// Refuses a database that holds anything unless --force (which replaces it all).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase } from '@ministry/db';
import { ConfigError, createLogger } from '@ministry/http';
import { shopFolders } from '../backup/backup.js';
import { RestoreRefusedError, restoreBackup } from '../backup/restore.js';
import { storageFromConfig } from '../features/uploads/index.js';
import { scriptDatabaseOptions } from '../backup/script-database.js';
import { loadConfig } from '../env.js';

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [archive] = positionals;
  if (!archive || positionals.length > 1) {
    console.error('Usage: pnpm restore FILE [--force]');
    process.exit(2);
  }
  const config = loadConfig();
  const logger = createLogger({ name: 'restore', level: config.LOG_LEVEL });
  const database = await connectDatabase(
    await scriptDatabaseOptions(config, (message) => logger.info(message)),
  );
  try {
    if (!database.connection.db) throw new Error('restore: not connected to a database');
    const manifest = await restoreBackup(
      database.connection.db,
      shopFolders(config, storageFromConfig(config)),
      resolve(archive),
      { force: values.force },
    );
    logger.info(
      `restore: ${Object.keys(manifest.collections).length} collections and ${Object.keys(manifest.folders).join(', ') || 'no'} folders restored from the backup of ${manifest.createdAt}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof RestoreRefusedError ? error.message : error,
  );
  process.exit(1);
});
