// Sends every donor their giving statement for a year: `pnpm --filter @ministry/payments
// giving-statements [year]` (the past year when none is given), run by the owner or a schedule
// each January.
import { connectDatabase } from '@ministry/db';
import { createLogger } from '@ministry/http';
import { createMailer, mailTransportFor } from '@ministry/mail';
import { loadConfig } from '../env.js';
import { sendGivingStatements } from '../gifts/giving-statements.js';

const config = loadConfig();
const logger = createLogger({ name: 'giving-statements', level: config.LOG_LEVEL });
const argument = process.argv[2];
const year = argument ? Number(argument) : new Date().getUTCFullYear() - 1;
if (!Number.isInteger(year) || year < 2000 || year > 9999) {
  console.error(`Not a year: ${argument ?? ''}`);
  process.exit(1);
}

const database = await connectDatabase({
  uri: config.MONGODB_URI,
  engine: config.DB_ENGINE,
  systemBinary: config.MONGOMS_SYSTEM_BINARY,
  log: (message) => logger.info(message),
});
try {
  const result = await sendGivingStatements({
    year,
    mailer: createMailer(mailTransportFor(config), (line) => logger.info(line)),
    supportEmail: config.SUPPORT_EMAIL,
    logger,
  });
  console.log(`Giving statements for ${year}: ${result.sent} sent, ${result.failed} failed.`);
  process.exitCode = result.failed > 0 ? 1 : 0;
} finally {
  await database.close();
}
