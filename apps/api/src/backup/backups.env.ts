import { z } from 'zod';

/** How long backups are kept, and the hour (UTC) of the nightly one. */
export const backupsEnvShape = {
  BACKUP_KEEP_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(1, { error: 'must be at least 1' })
    .default(14),
  BACKUP_HOUR: z.coerce
    .number({ error: 'must be an hour from 0 to 23' })
    .int({ error: 'must be an hour from 0 to 23' })
    .min(0, { error: 'must be an hour from 0 to 23' })
    .max(23, { error: 'must be an hour from 0 to 23' })
    .default(3),
};
