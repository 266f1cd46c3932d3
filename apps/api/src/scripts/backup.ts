// `pnpm backup [FILE]`: writes the whole database, the downloads folder and every upload (from
// DATA_DIR/uploads or the S3 bucket) into one .tar.gz (by default
// DATA_DIR/backups/backup-<time>.tar.gz) from the database the api's configuration names:
// MONGODB_URI, or the embedded engine's data in DATA_DIR (stop `pnpm dev` first).
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { connectDatabase } from '@ministry/db';
import { ConfigError, createLogger } from '@ministry/http';
import { shopFolders, writeBackup } from '../backup/backup.js';
import { storageFromConfig } from '../features/uploads/index.js';
import { databaseOptions, loadConfig } from '../env.js';

async function main() {
  const config = loadConfig();
  const logger = createLogger({ name: 'backup', level: config.LOG_LEVEL });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = resolve(
    process.argv[2] ?? join(config.DATA_DIR, 'backups', `backup-${stamp}.tar.gz`),
  );
  await mkdir(dirname(file), { recursive: true });

  const database = await connectDatabase(
    databaseOptions(config, (message) => logger.info(message)),
  );
  try {
    if (!database.connection.db) throw new Error('backup: not connected to a database');
    const manifest = await writeBackup(
      database.connection.db,
      shopFolders(config, storageFromConfig(config)),
      file,
    );
    const documents = Object.values(manifest.collections).reduce((sum, count) => sum + count, 0);
    const files = Object.values(manifest.folders).reduce((sum, count) => sum + count, 0);
    logger.info(
      `backup: ${Object.keys(manifest.collections).length} collections, ${documents} documents and ${files} files written to ${file}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
