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
});

export type GatewayConfig = z.output<typeof envSchema>;

export function loadConfig(
  source: Record<string, string | undefined> = process.env,
): GatewayConfig {
  // Production refuses to run without INTERNAL_PROXY_SECRET, as the services do.
  return parseEnv(envSchema.superRefine(refineServiceEnv), source);
}
