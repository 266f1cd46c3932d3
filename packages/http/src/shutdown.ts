import type { Server } from 'node:http';
import type { Logger } from 'pino';

export interface GracefulShutdownOptions {
  server: Server;
  logger: Logger;
  /** Runs after the server stopped accepting and in-flight requests finished. */
  onClose: () => Promise<void>;
  timeoutMs?: number;
  signals?: NodeJS.Signals[];
}

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, close idle
 * keep-alive sockets, then release resources. Exits non-zero when that takes longer than the
 * timeout, so an orchestrator never waits on a stuck process.
 */
export function shutdownGracefully(options: GracefulShutdownOptions): () => Promise<void> {
  const { server, logger, onClose, timeoutMs = 10_000 } = options;
  let closing: Promise<void> | undefined;

  const shutdown = () => {
    closing ??= (async () => {
      logger.info('shutting down');
      const timer = setTimeout(() => {
        logger.error({ timeoutMs }, 'shutdown timed out');
        process.exit(1);
      }, timeoutMs);
      timer.unref();
      await new Promise<void>((resolve) => {
        // Keep-alive sockets turn idle as their last response is sent: close them as they do.
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        server.close(() => {
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      });
      await onClose();
      clearTimeout(timer);
      logger.info('shut down cleanly');
    })();
    return closing;
  };

  for (const signal of options.signals ?? (['SIGTERM', 'SIGINT'] as NodeJS.Signals[])) {
    process.once(signal, () => {
      void shutdown().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  return shutdown;
}
