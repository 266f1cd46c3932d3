import { connectDatabase, watchCatalogueVersion } from '@ministry/db';
import {
  ConfigError,
  createLogger,
  developmentSecret,
  exitOnUncaughtErrors,
  shutdownGracefully,
  wantsPrettyLogs,
} from '@ministry/http';
import { backupsFromConfig, createApp } from './app.js';
import { startNightlyBackups } from './backup/nightly.js';
import { databaseOptions, loadConfig } from './env.js';
import { ensureConfiguredAdmin } from './features/users/staff.js';
import { describeSeed, seedCatalogue } from './features/catalogue/index.js';
import { describeJournalSeed, seedJournal } from './features/posts/index.js';
import { fillMissingMarkdownHtml } from './markdown-backfill.js';
import { fillMissingProductStatus } from './product-status-backfill.js';
import { contentChanged } from './features/discovery/index.js';
import { startPostPublisher } from './features/posts/post-publisher.js';
import { ensureStartingLists } from './features/subscribers/index.js';
import {
  newslettersFromConfig,
  newsletterTransportFrom,
  startNewsletterQueue,
  startSeriesTicks,
} from './features/newsletters/index.js';

async function main() {
  const config = loadConfig();
  const logger = createLogger({
    name: 'api',
    level: config.LOG_LEVEL,
    pretty: wantsPrettyLogs(config),
  });
  // A crash is logged and ends the process; the supervisor starts a clean one.
  exitOnUncaughtErrors(logger);
  // Production cannot start without JWT_SECRET (env.ts); development keeps a generated one.
  const jwtSecret =
    config.JWT_SECRET ??
    (await developmentSecret('JWT_SECRET', config.DATA_DIR, (message) => logger.warn(message)));
  // Likewise DOWNLOAD_SECRET, which payments reads from the same file to sign purchase links.
  const downloadSecret =
    config.DOWNLOAD_SECRET ??
    (await developmentSecret('DOWNLOAD_SECRET', config.DATA_DIR, (message) =>
      logger.warn(message),
    ));

  // Likewise INTERNAL_PROXY_SECRET, with which the gateway and the page server vouch for each
  // visitor's address (payments and the gateway read the same file).
  const internalProxySecret =
    config.INTERNAL_PROXY_SECRET ??
    (await developmentSecret('INTERNAL_PROXY_SECRET', config.DATA_DIR, (message) =>
      logger.warn(message),
    ));

  // Likewise SUBSCRIBER_LINK_SECRET, from which each subscriber's preferences key is derived.
  const subscriberLinkSecret =
    config.SUBSCRIBER_LINK_SECRET ??
    (await developmentSecret('SUBSCRIBER_LINK_SECRET', config.DATA_DIR, (message) =>
      logger.warn(message),
    ));
  // Likewise POSTMARK_WEBHOOK_TOKEN, the password of the newsletters' bounce webhook.
  const postmarkWebhookToken =
    config.POSTMARK_WEBHOOK_TOKEN ??
    (await developmentSecret('POSTMARK_WEBHOOK_TOKEN', config.DATA_DIR, (message) =>
      logger.warn(message),
    ));

  const database = await connectDatabase(
    databaseOptions(config, (message) => logger.info(message)),
  );
  // Before anything else touches the data: the admin named by ADMIN_EMAIL can always sign in.
  await ensureConfiguredAdmin(config, (message) => logger.info(message));
  // A local engine that started with no data is a first run: give it the demo catalogue.
  if (database.startedEmpty && config.NODE_ENV !== 'production') {
    logger.info(
      `seeded the empty database: ${describeSeed(await seedCatalogue())}, ${describeJournalSeed(await seedJournal())}`,
    );
  }

  // The owner's first lists (journal, new resources, the two seasonal series), once.
  const lists = await ensureStartingLists();
  if (lists > 0) logger.info(`added ${lists} email lists`);

  // Products stored before they had a status keep what they were: live, or archived.
  const statuses = await fillMissingProductStatus();
  if (statuses.live + statuses.archived > 0) {
    logger.info(`gave ${statuses.live} products the status live, ${statuses.archived} archived`);
  }

  // Posts and products saved before their HTML was stored beside the markdown get it now.
  const filled = await fillMissingMarkdownHtml();
  if (filled.posts + filled.products > 0) {
    logger.info(`rendered the markdown of ${filled.posts} posts and ${filled.products} products`);
  }

  // Every ~100 ms: an edit through another api process or a sale in payments drops the cached
  // catalogue answers here within that.
  const catalogueVersions = watchCatalogueVersion();
  const backups = backupsFromConfig(config, logger);
  // Newsletters go through their own pool of SMTP connections: never in front of a receipt.
  const newsletterTransport = newsletterTransportFrom(config, logger);
  // A backup cut off by a crash (its heartbeat stopped) is failed before anyone lists them.
  await backups.failInterrupted();
  const app = createApp({
    config: {
      ...config,
      JWT_SECRET: jwtSecret,
      DOWNLOAD_SECRET: downloadSecret,
      INTERNAL_PROXY_SECRET: internalProxySecret,
      SUBSCRIBER_LINK_SECRET: subscriberLinkSecret,
      POSTMARK_WEBHOOK_TOKEN: postmarkWebhookToken,
    },
    newsletters: { transport: newsletterTransport, linkSecret: subscriberLinkSecret },
    logger,
    isReady: () => database.ping(),
    catalogueVersions,
    backups,
  });
  const server = app.listen({ port: config.API_PORT, host: config.LISTEN_HOST }, () => {
    logger.info(`api listening on http://localhost:${config.API_PORT}`);
  });
  // Scheduled posts publish themselves at start and every minute (reads of the journal do too).
  const stopPublisher = startPostPublisher({ logger, onPublished: contentChanged });
  const stopBackups = startNightlyBackups({ backups, hour: config.BACKUP_HOUR, logger });
  // The durable queue newsletter sends run on (a send resumes here after a restart).
  if (!database.connection.db) throw new Error('api: the database connection has no db');
  const newsletters = newslettersFromConfig(config, {
    logger,
    transport: newsletterTransport,
    linkSecret: subscriberLinkSecret,
  });
  const newsletterQueue = await startNewsletterQueue(database.connection.db, newsletters, {
    leaseMs: config.NEWSLETTER_LEASE_SECONDS * 1000,
  });
  // Each day, at SERIES_SEND_HOUR in the owner's zone, the seasonal series' day N is queued.
  const stopSeries = startSeriesTicks({ ...newsletters, sendHour: config.SERIES_SEND_HOUR });
  shutdownGracefully({
    server,
    logger,
    onClose: async () => {
      stopPublisher();
      stopBackups();
      stopSeries();
      // The send in progress stops after its message in flight and is queued again.
      await newsletterQueue.stop();
      newsletterTransport.close();
      catalogueVersions.close();
      return database.close();
    },
  });
}

main().catch((error: unknown) => {
  // Configuration problems are the operator's to fix: say what is wrong, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
