// A process that only runs newsletter sends: the api runs the same queue, so this is for a
// machine that should send apart from the one answering visitors (and for the crash test and
// the benchmark, which kill it). Several may run at once: each send is locked to one of them.
import { connectDatabase } from '@ministry/db';
import { createLogger, developmentSecret } from '@ministry/http';
import { databaseOptions, loadConfig } from '../env.js';
import {
  newslettersFromConfig,
  newsletterTransportFrom,
  startNewsletterQueue,
} from '../features/newsletters/index.js';

const config = loadConfig();
const logger = createLogger({ name: 'newsletter-worker', level: config.LOG_LEVEL });
const linkSecret = await developmentSecret('SUBSCRIBER_LINK_SECRET', config.DATA_DIR, (message) =>
  logger.warn(message),
);
const database = await connectDatabase(databaseOptions(config, (message) => logger.info(message)));
if (!database.connection.db) throw new Error('newsletter-worker: no database');
const transport = newsletterTransportFrom(config, logger);
const queue = await startNewsletterQueue(
  database.connection.db,
  newslettersFromConfig(config, { logger, transport, linkSecret }),
  { leaseMs: config.NEWSLETTER_LEASE_SECONDS * 1000, pollMs: 1_000 },
);
logger.info('newsletter worker started');

const stop = async () => {
  await queue.stop();
  transport.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
