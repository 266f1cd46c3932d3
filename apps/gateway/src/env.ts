import { join } from 'node:path';
import {
  packageRoot,
  parseEnv,
  portSchema,
  refineServiceEnv,
  serviceEnvShape,
} from '@ministry/http';
import { z } from 'zod';

export const envSchema = z.object({
  ...serviceEnvShape,
  GATEWAY_PORT: portSchema(8080),
  /** Where the api listens; the gateway forwards /api/* there. */
  API_URL: z.url().default('http://127.0.0.1:4000'),
  /** Where payments listens; the gateway forwards /payments/* there, without the prefix. */
  PAYMENTS_URL: z.url().default('http://127.0.0.1:4242'),
  /**
   * The address forwarded requests leave from (a firewall's rule may name it). The services do
   * not trust an address: what names the visitor is INTERNAL_PROXY_SECRET. Unset: the system's
   * choice.
   */
  UPSTREAM_LOCAL_ADDRESS: z.union([z.ipv4(), z.ipv6()]).optional(),
  /** The web's client build (its static files: scripts, styles, images). */
  WEB_DIST_DIR: z
    .string()
    .default(join(packageRoot(import.meta.dirname), '..', 'web', 'build', 'client')),
  /** The web's server build (React Router), which renders every page with its data. */
  WEB_SERVER_ENTRY: z
    .string()
    .default(join(packageRoot(import.meta.dirname), '..', 'web', 'build', 'server', 'index.js')),
  /**
   * The database the api and payments share: the gateway only reads the catalogue's version stamp
   * there, so that a cached page drops at once on an edit. Unset: pages live their second.
   */
  MONGODB_URI: z
    .url({ protocol: /^mongodb(\+srv)?$/, error: 'must be a mongodb:// or mongodb+srv:// URL' })
    .optional(),
  /**
   * `on`: pages that are the same for everyone are answered from memory for PAGE_CACHE_TTL_MS
   * (see page-cache.ts). `off`: every page is rendered for its request (to measure, or to debug).
   */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * `on`: the api's public catalogue answers are kept here too while the catalogue's version
   * stamp stands (so only with MONGODB_URI), for at most API_CACHE_TTL_MS (see api-answer-cache.ts).
   */
  API_CACHE: z.enum(['on', 'off']).default('on'),
  API_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * How long the api or payments has to begin an answer (its time waiting for a connection
   * included), and the longest silence in the middle of one; then 504.
   */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The same for uploads (POST /api/uploads) and exports (`*.csv`), which take longer. */
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** Connections kept open to each service: at most this many requests are with it at once. */
  UPSTREAM_MAX_CONNECTIONS: z.coerce.number().int().positive().default(128),
  /** Requests that may wait for one of those connections; one more is answered 503 at once. */
  UPSTREAM_MAX_QUEUED: z.coerce.number().int().min(0).default(512),
});

export type GatewayConfig = z.output<typeof envSchema>;

export function loadConfig(
  source: Record<string, string | undefined> = process.env,
): GatewayConfig {
  // Production refuses to run without INTERNAL_PROXY_SECRET, as the services do.
  return parseEnv(envSchema.superRefine(refineServiceEnv), source);
}
