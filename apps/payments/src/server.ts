import { connectDatabase } from '@ministry/db';
import { ConfigError, createLogger, shutdownGracefully } from '@ministry/http';
import { createApp } from './app.js';
import { loadConfig } from './env.js';

async function main() {
  const config = loadConfig();
  const logger = createLogger({ name: 'payments', level: config.LOG_LEVEL });

  const database = await connectDatabase({
    uri: config.MONGODB_URI,
    engine: config.DB_ENGINE,
    systemBinary: config.MONGOMS_SYSTEM_BINARY,
    log: (message) => logger.info(message),
  });

  const app = createApp({ config, logger, isReady: () => database.ping() });
  const server = app.listen(config.PAYMENTS_PORT, () => {
    logger.info(`payments listening on http://localhost:${config.PAYMENTS_PORT}`);
  });
  shutdownGracefully({ server, logger, onClose: () => database.close() });
}

main().catch((error: unknown) => {
  // Configuration problems are the operator's to fix: say what is wrong, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
