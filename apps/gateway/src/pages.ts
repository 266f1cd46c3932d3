import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import type { Logger } from '@ministry/http';
import type { GatewayConfig } from './env.js';

/** What each page render is given (the web's entry.server reads the CSP nonce from it). */
export interface PageLoadContext extends Record<string, unknown> {
  cspNonce?: string;
  /**
   * The visitor's address (as the gateway's trust-proxy setting reads it), which a page's action
   * passes on to a service that limits requests per client ("My downloads").
   */
  clientIp?: string;
}

/** The pages of the site: React Router's request handler over the web's server build. */
export function createPageHandler(build: ServerBuild, mode: string): RequestHandler {
  return createRequestHandler({
    build,
    mode,
    getLoadContext: (req, res): PageLoadContext => ({
      cspNonce: typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : undefined,
      clientIp: req.ip,
    }),
  });
}

/**
 * The web's server build (`apps/web/build/server/index.js`), or null when there is none (the
 * gateway then answers pages with a 503 and says why in its log).
 */
export async function loadPageHandler(
  config: GatewayConfig,
  logger: Logger,
): Promise<RequestHandler | null> {
  if (!existsSync(config.WEB_SERVER_ENTRY)) {
    logger.error(
      { entry: config.WEB_SERVER_ENTRY },
      'no server build of the web (pnpm --filter @ministry/web build): pages cannot be served',
    );
    return null;
  }
  // The server build carries its own copy of React, which picks its development or production
  // build from NODE_ENV when it is first loaded, here.
  if (config.NODE_ENV !== 'production')
    logger.warn(
      { nodeEnv: config.NODE_ENV },
      "NODE_ENV is not production: pages render with React's development build (2-3x slower)",
    );
  const build = (await import(pathToFileURL(config.WEB_SERVER_ENTRY).href)) as ServerBuild;
  return createPageHandler(build, config.NODE_ENV);
}
