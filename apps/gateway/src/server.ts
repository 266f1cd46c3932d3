import {
  ConfigError,
  createLogger,
  developmentSecret,
  exitOnUncaughtErrors,
  shutdownGracefully,
  wantsPrettyLogs,
} from '@ministry/http';
import { createApp, LISTEN_BACKLOG } from './app.js';
import { watchCatalogue } from './catalogue-version.js';
import { loadConfig } from './env.js';
import { loadPages } from './pages.js';

async function main() {
  const config = loadConfig();
  const logger = createLogger({
    name: 'gateway',
    level: config.LOG_LEVEL,
    pretty: wantsPrettyLogs(config),
  });
  // A crash is logged and ends the process; the supervisor starts a clean one.
  exitOnUncaughtErrors(logger);
  // With it the gateway and its page server vouch for each visitor's address to the api and
  // payments (forwarded.ts). Production requires it (env.ts); development shares the services'
  // generated one through DATA_DIR.
  const resolved = {
    ...config,
    INTERNAL_PROXY_SECRET:
      config.INTERNAL_PROXY_SECRET ??
      (await developmentSecret('INTERNAL_PROXY_SECRET', config.DATA_DIR, (message) =>
        logger.warn(message),
      )),
  };
  const catalogue = watchCatalogue(config, logger);
  const app = createApp({
    config: resolved,
    logger,
    pages: await loadPages(resolved, logger),
    catalogueVersion: catalogue ? () => catalogue.current() : undefined,
  });
  const server = app.listen(
    { port: config.GATEWAY_PORT, host: config.LISTEN_HOST, backlog: LISTEN_BACKLOG },
    () => {
      logger.info(`shop served on http://localhost:${config.GATEWAY_PORT}`);
    },
  );
  shutdownGracefully({ server, logger, onClose: () => catalogue?.close() ?? Promise.resolve() });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
