// `pnpm backup [FILE]`: writes the whole database, the downloads folder and every upload (from
// DATA_DIR/uploads or the S3 bucket) into one .tar.gz, read at one instant, so the shop may keep
// running. Without FILE it is kept with the others (DATA_DIR/backups, or the bucket under
// backups/), listed in the admin's settings. The database is the api configuration's:
// MONGODB_URI, the running `pnpm dev`/`pnpm start`'s embedded server, or DATA_DIR's data file.
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { connectDatabase } from '@ministry/db';
import { ConfigError, createLogger } from '@ministry/http';
import { shopFolders, writeBackup } from '../backup/backup.js';
import { backupName } from '../backup/backups.service.js';
import { scriptDatabaseOptions } from '../backup/script-database.js';
import { backupStorageFromConfig, storageFromConfig } from '../features/uploads/index.js';
import { loadConfig } from '../env.js';

async function main() {
  const config = loadConfig();
  const logger = createLogger({ name: 'backup', level: config.LOG_LEVEL });
  const work = await mkdtemp(join(tmpdir(), 'ministry-backup-'));
  const file = process.argv[2] ? resolve(process.argv[2]) : join(work, 'backup.tar.gz');
  await mkdir(dirname(file), { recursive: true });

  const database = await connectDatabase(
    await scriptDatabaseOptions(config, (message) => logger.info(message)),
  );
  try {
    if (!database.connection.db) throw new Error('backup: not connected to a database');
    const startedAt = new Date();
    const manifest = await writeBackup(
      database.connection.db,
      shopFolders(config, storageFromConfig(config)),
      file,
    );
    let where = file;
    if (!process.argv[2]) {
      const name = backupName(startedAt);
      await backupStorageFromConfig(config).put(name, createReadStream(file), 'application/gzip');
      where = config.S3_BUCKET
        ? `s3://${config.S3_BUCKET}/backups/${name}`
        : join(config.DATA_DIR, 'backups', name);
    }
    const documents = Object.values(manifest.collections).reduce((sum, count) => sum + count, 0);
    const files = Object.values(manifest.folders).reduce((sum, count) => sum + count, 0);
    logger.info(
      `backup: ${Object.keys(manifest.collections).length} collections, ${documents} documents and ${files} files written to ${where}`,
    );
  } finally {
    await database.close();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
