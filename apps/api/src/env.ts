import { join } from 'node:path';
import {
  databaseEnvShape,
  ownerTimeZoneEnvShape,
  refineDatabaseEnv,
  type DatabaseOptions,
} from '@ministry/db';
import { parseEnv, portSchema, refineServiceEnv, serviceEnvShape } from '@ministry/http';
import { z } from 'zod';
import { authEnvShape, refineAuthEnv } from './features/auth/auth.env.js';
import { contactEnvShape, refineContactEnv } from './features/contact/contact.env.js';
import { downloadsEnvShape, refineDownloadsEnv } from './features/downloads/downloads.env.js';
import { calendarEnvShape } from './features/calendar/calendar.env.js';
import { refineStorageEnv, storageEnvShape } from './features/uploads/storage.env.js';
import { backupsEnvShape } from './backup/backups.env.js';
import {
  refineSubscribersEnv,
  subscribersEnvShape,
} from './features/subscribers/subscribers.env.js';
import {
  newslettersEnvShape,
  refineNewslettersEnv,
} from './features/newsletters/newsletters.env.js';

export const envSchema = z
  .object({
    ...serviceEnvShape,
    ...databaseEnvShape,
    API_PORT: portSchema(4000),
    ...authEnvShape,
    ...downloadsEnvShape,
    ...contactEnvShape,
    ...calendarEnvShape,
    ...storageEnvShape,
    ...backupsEnvShape,
    ...subscribersEnvShape,
    ...newslettersEnvShape,
    /** The owner's time zone until they save one in the admin: post schedules are read in it. */
    ...ownerTimeZoneEnvShape,
  })
  .superRefine(refineServiceEnv)
  .superRefine(refineDatabaseEnv)
  .superRefine(refineAuthEnv)
  .superRefine(refineDownloadsEnv)
  .superRefine(refineContactEnv)
  .superRefine(refineStorageEnv)
  .superRefine(refineSubscribersEnv)
  .superRefine(refineNewslettersEnv);

export type ApiConfig = z.output<typeof envSchema>;

/** Reads the api's configuration from the environment, once, at start-up. */
export function loadConfig(source: Record<string, string | undefined> = process.env): ApiConfig {
  return parseEnv(envSchema, source);
}

/** How the api and its scripts reach the database its configuration names. */
export const databaseOptions = (
  config: ApiConfig,
  log: (message: string) => void,
): DatabaseOptions => ({
  uri: config.MONGODB_URI,
  engine: config.DB_ENGINE,
  systemBinary: config.MONGOMS_SYSTEM_BINARY,
  embeddedDataFile: join(config.DATA_DIR, 'embedded-mongo.bson'),
  log,
});
