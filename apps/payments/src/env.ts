import { databaseEnvShape } from '@ministry/db';
import { parseEnv, portSchema, serviceEnvShape } from '@ministry/http';
import { z } from 'zod';

export const envSchema = z.object({
  ...serviceEnvShape,
  ...databaseEnvShape,
  PAYMENTS_PORT: portSchema(4242),
});

export type PaymentsConfig = z.output<typeof envSchema>;

/** Reads the payments service's configuration from the environment, once, at start-up. */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
): PaymentsConfig {
  return parseEnv(envSchema, source);
}
