import { z } from 'zod';

/**
 * Where the services answer for the server render (read once, on the server only): the same
 * `API_URL` and `PAYMENTS_URL` the gateway forwards to, set by `pnpm dev` and `pnpm start`.
 */
const serverEnvSchema = z.object({
  API_URL: z.url().default('http://127.0.0.1:4000'),
  PAYMENTS_URL: z.url().default('http://127.0.0.1:4242'),
  /** How long one call to a service may take while a page renders. */
  SERVICE_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
});

export type ServerEnv = z.output<typeof serverEnvSchema>;

export const loadServerEnv = (source: Record<string, string | undefined> = process.env) =>
  serverEnvSchema.parse(source);
