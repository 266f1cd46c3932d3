import type { Logger } from '@ministry/http';
import type { Backups } from './backups.service.js';

/**
 * The nightly backup, at `hour` UTC (the owner's time zone setting, if one comes, is not read
 * here). Checked every minute rather than one long timer, so a clock change or a sleeping laptop
 * still gets its backup; each night's is claimed in the database (backup-run.model.ts), so with
 * several api processes one makes it. A night missed while the api was down is not made up.
 */
export function startNightlyBackups(options: {
  backups: Backups;
  hour: number;
  logger: Logger;
  now?: () => Date;
  everyMs?: number;
}): () => void {
  const now = options.now ?? (() => new Date());
  const check = async () => {
    const at = now();
    if (at.getUTCHours() !== options.hour) return;
    const night = at.toISOString().slice(0, 10);
    const run = await options.backups.start('nightly', night);
    if (run) options.logger.info(`backup: the nightly backup of ${night} started`);
  };
  const run = () =>
    void check().catch((error: unknown) => {
      options.logger.warn({ err: error }, 'backup: the nightly backup could not start');
    });
  run();
  const timer = setInterval(run, options.everyMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
