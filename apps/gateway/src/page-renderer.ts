import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '@ministry/http';
import type { GatewayConfig } from './env.js';

/** A page rendered on the server: its status and whole HTML document. */
export interface RenderedPage {
  status: number;
  html: string;
}

/** Renders the page at a path (with its query), or null when the browser must render it. */
export type PageRenderer = (url: string) => Promise<RenderedPage | null>;

/** What the web's server build (apps/web/src/entry-server.tsx) exports. */
interface WebServerEntry {
  createPageRenderer(options: {
    distDir: string;
    apiUrl: string;
    paymentsUrl: string;
    onError?: (error: unknown) => void;
  }): Promise<PageRenderer>;
}

/**
 * The web's server renderer, given the client build and the services' addresses; null (every
 * page is then the app shell, rendered in the browser) when there is no server build.
 */
export async function loadPageRenderer(
  config: GatewayConfig,
  logger: Logger,
): Promise<PageRenderer | null> {
  if (
    !existsSync(config.WEB_SERVER_ENTRY) ||
    !existsSync(join(config.WEB_DIST_DIR, 'index.html'))
  ) {
    logger.warn(
      { entry: config.WEB_SERVER_ENTRY },
      'no server build of the web: pages are rendered in the browser only',
    );
    return null;
  }
  const entry = (await import(pathToFileURL(config.WEB_SERVER_ENTRY).href)) as WebServerEntry;
  return entry.createPageRenderer({
    distDir: config.WEB_DIST_DIR,
    apiUrl: config.API_URL,
    paymentsUrl: config.PAYMENTS_URL,
    onError: (error) =>
      logger.warn({ err: error }, 'part of a page failed to render on the server'),
  });
}
