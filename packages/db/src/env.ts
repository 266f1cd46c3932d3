import { z } from 'zod';

/** The variables that choose and reach the database; both services read them. */
export const databaseEnvShape = {
  MONGODB_URI: z
    .url({ protocol: /^mongodb(\+srv)?$/, error: 'must be a mongodb:// or mongodb+srv:// URL' })
    .optional(),
  DB_ENGINE: z.enum(['uri', 'memory-server', 'embedded']).optional(),
  MONGOMS_SYSTEM_BINARY: z.string().optional(),
};

/**
 * Production needs a real MongoDB named by MONGODB_URI: without it each service (each container)
 * would quietly start its own empty local database.
 */
export function refineDatabaseEnv(
  env: { NODE_ENV: string; MONGODB_URI?: string | undefined; DB_ENGINE?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (env.NODE_ENV !== 'production') return;
  if (!env.MONGODB_URI) {
    ctx.addIssue({
      code: 'custom',
      path: ['MONGODB_URI'],
      message:
        'is required in production: a real MongoDB shared by the api and payments (docker compose sets it); for a local preview run `pnpm start`, which needs no NODE_ENV',
    });
  }
  if (env.DB_ENGINE && env.DB_ENGINE !== 'uri') {
    ctx.addIssue({
      code: 'custom',
      path: ['DB_ENGINE'],
      message: `must be uri in production (local engines are for development and tests), not ${env.DB_ENGINE}`,
    });
  }
}
