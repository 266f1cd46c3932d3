import type { Logger } from 'pino';

/** The longest wait for the log line to be written before exiting anyway. */
const FLUSH_TIMEOUT_MS = 2_000;

/**
 * An error nothing caught (a throw in a callback, a promise nobody awaited) leaves the process in a
 * state no code planned for: half-written answers, sockets nobody will close. Log it as the
 * service's last line (fatal, flushed to the log) and exit non-zero, so the supervisor (`pnpm
 * start`, compose's `restart: unless-stopped`) starts a clean process instead.
 */
export function exitOnUncaughtErrors(logger: Logger): void {
  let exiting = false;
  const crash = (kind: string) => (error: unknown) => {
    if (exiting) {
      // A second error while the first is being written: recorded, the exit is already coming.
      logger.fatal({ err: error }, `${kind} while exiting`);
      return;
    }
    exiting = true;
    logger.fatal({ err: error }, `${kind}: exiting so that a supervisor restarts the service`);
    const exit = () => process.exit(1);
    setTimeout(exit, FLUSH_TIMEOUT_MS);
    logger.flush(exit);
  };
  process.on('uncaughtException', crash('uncaught exception'));
  process.on('unhandledRejection', crash('unhandled rejection'));
}
