import { join, resolve } from 'node:path';
import { packageRoot } from '@ministry/http';
import { z } from 'zod';

export const DOWNLOAD_SECRET_MIN_LENGTH = 32;

/** The address buyers write to about an order (the payments service's default too). */
export const DEFAULT_SUPPORT_EMAIL = 'orders@orthodox-resources.example';

/** The committed sample files, so a fresh checkout serves real downloads. */
export const SAMPLE_DOWNLOADS_DIR = join(packageRoot(import.meta.dirname), 'assets', 'downloads');

/**
 * The api's variables for downloads: the link signing key, where the files are, and the address
 * a refused link's page names for help.
 */
export const downloadsEnvShape = {
  /**
   * Signs and verifies download links; payments signs purchase links with the same value.
   * Required in production; development generates one in DATA_DIR/secrets (shared by both).
   */
  DOWNLOAD_SECRET: z
    .string()
    .min(DOWNLOAD_SECRET_MIN_LENGTH, {
      error: `must be at least ${DOWNLOAD_SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -base64 48\`)`,
    })
    .optional(),
  /** The folder holding the files products name in `downloadFile`. */
  DOWNLOADS_DIR: z
    .string()
    .default(SAMPLE_DOWNLOADS_DIR)
    .transform((dir) => resolve(dir)),
  /** Named on the page a download link shows when it cannot deliver (as payments' SUPPORT_EMAIL). */
  SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).default(DEFAULT_SUPPORT_EMAIL),
};

interface DownloadsEnv {
  NODE_ENV: 'development' | 'test' | 'production';
  DOWNLOAD_SECRET?: string | undefined;
}

/** The rules that tie variables together, for the env schema's `superRefine`. */
export function refineDownloadsEnv(env: DownloadsEnv, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === 'production' && !env.DOWNLOAD_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['DOWNLOAD_SECRET'],
      message: `is required in production: the same value as the payments service's, at least ${DOWNLOAD_SECRET_MIN_LENGTH} random characters`,
    });
  }
}
