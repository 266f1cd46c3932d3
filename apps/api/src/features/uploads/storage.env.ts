import { join } from 'node:path';
import { z } from 'zod';
import type { FileStorage } from './storage/file-storage.js';
import { createLocalStorage } from './storage/local-storage.js';
import { createS3Storage } from './storage/s3-storage.js';
import { prefixedStorage, storageWithout } from './storage/prefixed-storage.js';

/**
 * Where uploads are stored: under DATA_DIR/uploads by default, or in an S3-compatible bucket
 * (AWS S3, MinIO, ...) when S3_BUCKET is set, which every api process then shares.
 */
export const storageEnvShape = {
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Another S3-compatible server (MinIO: `http://minio:9000`); unset means AWS. */
  S3_ENDPOINT: z.url({ error: 'must be a URL such as http://minio:9000' }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /** The largest audio upload, in MB (an hour of MP3 at 128 kbit/s is about 58 MB). */
  UPLOAD_AUDIO_MAX_MB: z.coerce
    .number({ error: 'must be a whole number of megabytes' })
    .int({ error: 'must be a whole number of megabytes' })
    .min(1, { error: 'must be at least 1' })
    .max(2_000, { error: 'must be at most 2000' })
    .default(200),
};

interface StorageEnv {
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_ENDPOINT?: string | undefined;
}

/** With a bucket, its keys are needed too (read here, never by the SDK from the environment). */
export function refineStorageEnv(env: StorageEnv, ctx: z.RefinementCtx): void {
  if (env.S3_BUCKET) {
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required with S3_BUCKET' });
      }
    }
  } else {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (env[name]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is set but S3_BUCKET is not: set S3_BUCKET to store uploads in that bucket',
        });
      }
    }
  }
}

type StorageConfig = StorageEnv & {
  DATA_DIR: string;
  S3_REGION: string;
  S3_FORCE_PATH_STYLE: boolean;
};

/** In a bucket, the backups' objects are kept under this prefix, beside the uploads. */
export const BACKUPS_PREFIX = 'backups/';

const bucketOf = (config: StorageConfig): FileStorage | undefined =>
  config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
    ? createS3Storage({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      })
    : undefined;

/** The uploads' storage the configuration names: DATA_DIR/uploads, or the bucket. */
export function storageFromConfig(config: StorageConfig): FileStorage {
  const bucket = bucketOf(config);
  return bucket
    ? storageWithout(bucket, BACKUPS_PREFIX)
    : createLocalStorage(join(config.DATA_DIR, 'uploads'));
}

/** Where backups are kept: DATA_DIR/backups, or the bucket under `backups/`. */
export function backupStorageFromConfig(config: StorageConfig): FileStorage {
  const bucket = bucketOf(config);
  return bucket
    ? prefixedStorage(bucket, BACKUPS_PREFIX)
    : createLocalStorage(join(config.DATA_DIR, 'backups'));
}
