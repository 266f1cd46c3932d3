// `pnpm seed`: writes the demo data into the database the api's configuration names
// (MONGODB_URI, or the local engine keeping its data in DATA_DIR). Safe to run again: nothing
// that exists is changed or duplicated.
import { connectDatabase } from '@ministry/db';
import { ConfigError, createLogger } from '@ministry/http';
import { databaseOptions, loadConfig } from '../env.js';
import { describeSeed, seedCatalogue } from '../features/catalogue/index.js';
import { describeJournalSeed, seedJournal } from '../features/posts/index.js';
import { seedStaff } from '../features/users/staff.js';

async function main() {
  const config = loadConfig();
  const logger = createLogger({ name: 'seed', level: config.LOG_LEVEL });
  const database = await connectDatabase(
    databaseOptions(config, (message) => logger.info(message)),
  );
  try {
    // Staff first: the configured admin, or generated accounts on a new database, printed and
    // kept in DATA_DIR/staff-passwords.txt.
    await seedStaff(config, console.log, config.DATA_DIR);
    logger.info(`seed: catalogue: ${describeSeed(await seedCatalogue())}`);
    // After the staff: the demo posts are signed by the first admin.
    logger.info(`seed: journal: ${describeJournalSeed(await seedJournal())}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
