import { join } from 'node:path';
import { STRIPE_API_VERSION } from '@ministry/contracts';
import { connectDatabase } from '@ministry/db';
import {
  ConfigError,
  createLogger,
  developmentSecret,
  exitOnUncaughtErrors,
  shutdownGracefully,
  wantsPrettyLogs,
} from '@ministry/http';
import { createMailer, mailTransportFor } from '@ministry/mail';
import { createApp } from './app.js';
import { createGiftDelivery, startGiftSweeps } from './checkout/gift-delivery.js';
import { startCheckoutSweeps } from './checkout/sweep.js';
import { loadConfig } from './env.js';
import { startReceiptRetries } from './gifts/receipt-delivery.js';
import { numberUnnumberedOrders } from './orders/order-numbers.js';
import { createOwnerAlerts } from './orders/owner-alerts.js';
import { createOwnerDigest, startOwnerDigest } from './orders/owner-digest.js';
import { startRefundReconciler } from './orders/refund-reconciler.js';
import { createRefundRecorder } from './orders/refund-recorder.js';
import { createPaymentProvider } from './providers/index.js';
import { linkRulesFromConfig } from './shared/link-rules.js';
import { STRIPE_EMBEDDED_UI_MODE } from './providers/stripe/index.js';

async function main() {
  // Refuses demo payments, development secrets and the mail outbox in production.
  const config = loadConfig();
  const logger = createLogger({
    name: 'payments',
    level: config.LOG_LEVEL,
    pretty: wantsPrettyLogs(config),
  });
  // A crash is logged and ends the process; the supervisor starts a clean one.
  exitOnUncaughtErrors(logger);

  if (config.STRIPE_SECRET_KEY) {
    const apiHost = config.STRIPE_API_HOST
      ? ` via ${config.STRIPE_API_PROTOCOL ?? 'https'}://${config.STRIPE_API_HOST}:${config.STRIPE_API_PORT ?? 443}`
      : '';
    logger.info(
      `payments: Stripe mode, API version ${STRIPE_API_VERSION}, ui_mode ${STRIPE_EMBEDDED_UI_MODE}${apiHost}`,
    );
  } else {
    logger.warn(
      'payments: DEMO MODE. STRIPE_SECRET_KEY is not set, so checkouts are simulated by the built-in ' +
        'demo provider and no money is taken. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and ' +
        'STRIPE_WEBHOOK_SECRET to take real payments.',
    );
  }

  const downloadSecret =
    config.DOWNLOAD_SECRET ??
    (await developmentSecret('DOWNLOAD_SECRET', config.DATA_DIR, (message) =>
      logger.warn(message),
    ));
  // The api issues staff tokens with this key; in development both read it from DATA_DIR.
  const jwtSecret =
    config.JWT_SECRET ??
    (await developmentSecret('JWT_SECRET', config.DATA_DIR, (message) => logger.warn(message)));
  // The gateway and the page server vouch for each visitor's address with it (the api and the
  // gateway read the same file in development).
  const internalProxySecret =
    config.INTERNAL_PROXY_SECRET ??
    (await developmentSecret('INTERNAL_PROXY_SECRET', config.DATA_DIR, (message) =>
      logger.warn(message),
    ));
  const outbox = join(config.DATA_DIR, 'outbox');
  const mailer = createMailer(mailTransportFor(config), (line) => logger.info(line));
  if (!config.SMTP_URL) logger.info(`mail: SMTP_URL is not set, emails are written to ${outbox}`);

  const database = await connectDatabase({
    uri: config.MONGODB_URI,
    engine: config.DB_ENGINE,
    systemBinary: config.MONGOMS_SYSTEM_BINARY,
    log: (message) => logger.info(message),
  });

  const numbered = await numberUnnumberedOrders();
  if (numbered > 0) logger.info(`orders: ${numbered} older orders were given numbers`);

  const app = createApp({
    config: { ...config, INTERNAL_PROXY_SECRET: internalProxySecret },
    logger,
    isReady: () => database.ping(),
    mailer,
    downloadSecret,
    jwtSecret,
  });
  const server = app.listen({ port: config.PAYMENTS_PORT, host: config.LISTEN_HOST }, () => {
    logger.info(`payments listening on http://localhost:${config.PAYMENTS_PORT}`);
  });
  // Lapsed stock holds back on sale, unpaid orders abandoned after a day.
  startCheckoutSweeps(logger);
  // Gifts bought for a later day, sent on that day (and any whose email failed, again).
  startGiftSweeps(
    createGiftDelivery({
      logger,
      mailer,
      downloadSecret,
      webOrigin: config.WEB_ORIGIN,
      supportEmail: config.SUPPORT_EMAIL,
      linkRules: linkRulesFromConfig(config),
      now: () => new Date(),
    }),
    { logger },
  );
  // Gift receipts a mail outage held back, at start and then regularly.
  startReceiptRetries({
    mailer,
    supportEmail: config.SUPPORT_EMAIL,
    logger,
    now: () => new Date(),
  });
  // Refunds a crash or a lost answer left pending, asked of the provider by their keys.
  startRefundReconciler(
    createRefundRecorder({
      provider: createPaymentProvider(config),
      mailer,
      supportEmail: config.SUPPORT_EMAIL,
      logger,
      now: () => new Date(),
      alerts: createOwnerAlerts({
        mailer,
        ownerEmail: config.OWNER_EMAIL,
        webOrigin: config.WEB_ORIGIN,
        logger,
      }),
    }),
    logger,
  );
  // The owner's daily digest, when chosen: at start too, so that a day missed while down goes out.
  startOwnerDigest(
    createOwnerDigest({
      mailer,
      ownerEmail: config.OWNER_EMAIL,
      webOrigin: config.WEB_ORIGIN,
      digestHour: config.OWNER_DIGEST_HOUR,
      timeZone: config.OWNER_TIME_ZONE,
      logger,
    }),
    logger,
  );
  shutdownGracefully({ server, logger, onClose: () => database.close() });
}

main().catch((error: unknown) => {
  // Configuration problems are the operator's to fix: say what is wrong, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
