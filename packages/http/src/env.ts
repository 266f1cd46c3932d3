import { join } from 'node:path';
import { z } from 'zod';
import { workspaceRoot } from './paths.js';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once, at start-up. Fails with one message that names every missing or
 * bad variable, so a misconfigured deployment says all that is wrong at once.
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  source: Record<string, string | undefined>,
): z.output<S> {
  // Empty strings (FOO= in a .env file) mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = issue.path.map(String).join('.') || '(environment)';
      return `${name}: ${issue.message}`;
    }),
  );
}

const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** `TRUST_PROXY`: a hop count, true/false, or Express's list of trusted addresses. */
const trustProxySchema = z
  .string()
  .transform((value): boolean | number | string => {
    if (/^\d+$/.test(value)) return Number(value);
    if (value === 'true' || value === 'false') return value === 'true';
    return value;
  })
  .default(false);

export const portSchema = (fallback: number) =>
  z.coerce.number().int().min(0).max(65_535).default(fallback);

/** Variables every service reads. */
export const serviceEnvShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: logLevelSchema.default('info'),
  /** `true`: readable log lines (pino-pretty); `false`: JSON. Unset: pretty in development on a terminal. */
  LOG_PRETTY: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** Where development data lives: the embedded database file and the mail outbox. */
  DATA_DIR: z.string().default(join(workspaceRoot(), '.data')),
  WEB_ORIGIN: z.url().default('http://localhost:5173'),
  TRUST_PROXY: trustProxySchema,
  /**
   * Shared by the gateway (with the page server inside it), the api and payments: a request
   * carrying it names its visitor in X-Forwarded-For (internal-proxy.ts). Development generates
   * one; production requires it (refineServiceEnv).
   */
  INTERNAL_PROXY_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** Interface to listen on; unset means every interface (containers). `pnpm start`: 127.0.0.1. */
  LISTEN_HOST: z.string().trim().min(1).optional(),
};

/** What every service refuses in production: INTERNAL_PROXY_SECRET left to its generated default. */
export function refineServiceEnv(
  env: { NODE_ENV: string; INTERNAL_PROXY_SECRET?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (env.NODE_ENV === 'production' && !env.INTERNAL_PROXY_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['INTERNAL_PROXY_SECRET'],
      message:
        'is required in production: the same value in the gateway, the api and payments, at least 32 random characters (e.g. `openssl rand -base64 48`)',
    });
  }
}
