import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
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
 * How long connections without a request in progress stay open after the signal: a request that
 * had reached the machine before it may not have been read yet (the process was busy), and is
 * still answered.
 */
const IDLE_GRACE_MS = 1_000;

/** A pause with no new connection that shows the listen queue is empty; and the longest wait. */
const QUEUE_QUIET_MS = 20;
const QUEUE_MAX_MS = 3_000;

/**
 * One turn of the event loop: the poll phase, where waiting connections are accepted and sockets
 * read, comes before the check phase that resolves this.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Connections that reached the machine before the signal wait in the kernel's listen queue, and
 * closing the listener would reset them. Keep accepting until a pause brings none. The pause ends
 * with two turns of the loop: a timer fires before the loop polls, so on a starved machine (the
 * process not scheduled for longer than the pause) the queue looked empty while 19 connections
 * waited in it.
 */
async function takeQueuedConnections(server: Server): Promise<void> {
  let accepted = 0;
  const count = () => void accepted++;
  server.on('connection', count);
  const deadline = Date.now() + QUEUE_MAX_MS;
  for (let seen = -1; seen !== accepted && Date.now() < deadline;) {
    seen = accepted;
    await new Promise((resolve) => setTimeout(resolve, QUEUE_QUIET_MS));
    await nextTurn();
    await nextTurn();
  }
  server.off('connection', count);
}

/**
 * Closes the connections without a request in progress, once the event loop has read what the
 * sockets hold. A timer runs before the loop polls its sockets: on a busy machine a connection
 * accepted a moment ago, its request still unread in the kernel, looked idle then, and closing it
 * reset a request that had reached the machine. Two polls: one reads the requests of the sockets
 * already being read, the next those of sockets accepted in the first.
 */
function closeIdleOnceRead(server: Server): void {
  void nextTurn()
    .then(nextTurn)
    .then(() => server.closeIdleConnections());
}

/**
 * On SIGTERM/SIGINT: take the connections already queued, stop accepting new ones, answer every
 * request that arrived before the signal (each answer then closes its connection), close
 * connections that stay idle, then release resources. Exits non-zero when that takes longer
 * than the timeout, so an orchestrator never waits on a stuck process.
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
      // From now on every answer tells its client to use a new connection (elsewhere).
      server.prependListener('request', (_req, res) => {
        if (!res.headersSent) res.setHeader('Connection', 'close');
      });
      await takeQueuedConnections(server);
      await new Promise<void>((resolve) => {
        // net's close, not http's: that one drops idle connections at once, unread requests too.
        let sweep: NodeJS.Timeout | undefined;
        const grace = setTimeout(() => {
          closeIdleOnceRead(server);
          // Keep-alive connections turn idle as their last answer is sent: close them as they do.
          sweep = setInterval(() => closeIdleOnceRead(server), 100);
        }, IDLE_GRACE_MS);
        NetServer.prototype.close.call(server, () => {
          clearTimeout(grace);
          clearInterval(sweep);
          resolve();
        });
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
