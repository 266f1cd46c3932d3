import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Logger } from '@ministry/http';
import type { GatewayConfig } from './env.js';
import { withVisitorHeaders } from './forwarded.js';

/** What each page render is given (the web's entry.server reads the CSP nonce from it). */
export interface PageLoadContext extends Record<string, unknown> {
  cspNonce?: string;
  /** The visitor's address, as the gateway's trust-proxy setting reads it. */
  clientIp?: string;
  /**
   * What a page's call to a service that limits requests per client ("My downloads") sends so
   * that the visitor is counted, not this server: their address, vouched for (forwarded.ts).
   */
  visitorHeaders?: Record<string, string>;
}

/** Renders one page: React Router's fetch handler over the web's server build. */
export type Pages = (
  request: globalThis.Request,
  context: PageLoadContext,
) => Promise<globalThis.Response>;

export const pagesFromBuild = (build: ServerBuild, mode: string): Pages =>
  createRequestHandler(build, mode);

/**
 * The fetch Request React Router renders from an Express request (as @react-router/express
 * builds it). `abortWithClient`: stop the render when the visitor leaves; a render the page cache
 * shares with others runs to its end.
 */
export function toFetchRequest(
  req: Request,
  res: Response,
  { abortWithClient }: { abortWithClient: boolean },
): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // The gateway's word to the services is never the visitor's to give (forwarded.ts).
    if (name === 'x-internal-proxy') continue;
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  const url = new URL(req.originalUrl, `${req.protocol}://${req.host || 'localhost'}`);
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers };
  if (abortWithClient) {
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    init.signal = controller.signal;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = Readable.toWeb(req) as globalThis.ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new globalThis.Request(url, init);
}

export const pageContext = (req: Request, res: Response): PageLoadContext => ({
  cspNonce: typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : undefined,
  clientIp: req.ip,
});

/**
 * Sends a rendered page as it streams. The page's own headers win over the gateway's defaults
 * (a page may say `Cache-Control: private, no-store`).
 */
export async function sendPage(res: Response, page: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await page.body?.cancel();
    return;
  }
  res.status(page.status);
  for (const [name, value] of page.headers) {
    if (name === 'set-cookie') res.append(name, value);
    else res.setHeader(name, value);
  }
  if (!page.body) {
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(page.body as NodeReadableStream<Uint8Array>), res);
  } catch (error) {
    // The visitor left mid-page: nothing to answer.
    if (!res.destroyed) throw error;
  }
}

/**
 * The web's server build (`apps/web/build/server/index.js`), or null when there is none (the
 * gateway then answers pages with a 503 and says why in its log).
 */
export async function loadPages(config: GatewayConfig, logger: Logger): Promise<Pages | null> {
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
  return withVisitorHeaders(pagesFromBuild(build, config.NODE_ENV), config.INTERNAL_PROXY_SECRET);
}
