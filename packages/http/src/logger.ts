import { pino, type Logger, type LoggerOptions } from 'pino';

export type { Logger } from 'pino';

/** Paths never written to a log: credentials, tokens and secrets. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'req.headers["x-internal-proxy"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.clientSecret',
  '*.client_secret',
];

export interface LoggerSettings {
  name: string;
  level?: string;
  /** Readable lines (pino-pretty) instead of JSON; see `wantsPrettyLogs`. */
  pretty?: boolean;
}

export function createLogger(options: LoggerSettings): Logger {
  const config: LoggerOptions = {
    name: options.name,
    level: options.level ?? 'info',
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(options.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
  return pino(config);
}

/**
 * Pretty lines for a person watching a terminal in development, or when LOG_PRETTY says so;
 * JSON otherwise (production, and anything piped to a collector).
 */
export function wantsPrettyLogs(config: {
  NODE_ENV: string;
  LOG_PRETTY?: boolean | undefined;
}): boolean {
  return config.LOG_PRETTY ?? (config.NODE_ENV === 'development' && process.stdout.isTTY === true);
}
