import { ConfigError, createLogger, shutdownGracefully, wantsPrettyLogs } from '@ministry/http';
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
  const catalogue = watchCatalogue(config, logger);
  const app = createApp({
    config,
    logger,
    pages: await loadPages(config, logger),
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
