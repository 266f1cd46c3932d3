import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createHttpApp, finishHttpApp, healthRoutes, type Logger } from '@ministry/http';
import { contentSecurityPolicy } from './content-security-policy.js';
import type { GatewayConfig } from './env.js';
import type { PageRenderer } from './page-renderer.js';
import { answerUnavailable } from './proxy-errors.js';

export interface AppDeps {
  config: GatewayConfig;
  logger: Logger;
  /** Renders public pages with their data; without it every page is the app shell. */
  renderPage?: PageRenderer | null;
}

const HASHED_ASSET = /^\/assets\//;

/**
 * The site's one origin in production: the web's static build (with the SPA fallback), `/api`
 * forwarded to the api and `/payments` to the payments service.
 */
export function createApp({ config, logger, renderPage = null }: AppDeps): Express {
  const app = createHttpApp({
    logger,
    trustProxy: config.TRUST_PROXY,
    helmet: {
      contentSecurityPolicy,
      // Stripe's checkout opens 3-D Secure and wallet windows that must keep their opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
    },
  });
  app.use(healthRoutes(() => Promise.resolve(true)));

  app.use(
    createProxyMiddleware({
      target: config.API_URL,
      pathFilter: '/api',
      xfwd: true,
      localAddress: config.UPSTREAM_LOCAL_ADDRESS,
      on: { error: answerUnavailable('api', logger) },
    }),
    createProxyMiddleware({
      target: config.PAYMENTS_URL,
      pathFilter: '/payments',
      pathRewrite: { '^/payments': '' },
      xfwd: true,
      localAddress: config.UPSTREAM_LOCAL_ADDRESS,
      on: { error: answerUnavailable('payments', logger) },
    }),
  );

  app.use(compression());
  const indexFile = join(config.WEB_DIST_DIR, 'index.html');
  app.use(
    express.static(config.WEB_DIST_DIR, {
      index: false,
      setHeaders(res, path) {
        const relative = path.slice(config.WEB_DIST_DIR.length);
        // File names under assets/ carry a content hash: they never change.
        if (HASHED_ASSET.test(relative))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    }),
  );

  /** The page rendered with its data, or null to send the shell (a failed render included). */
  async function renderedPage(url: string) {
    if (!renderPage) return null;
    try {
      return await renderPage(url);
    } catch (error) {
      logger.error({ err: error, url }, 'server render failed: sending the app shell');
      return null;
    }
  }

  // Every other address is a page of the app: rendered here when it is public, else the shell
  // that the browser renders. Pages are always revalidated so a deployment shows at once.
  app.get(/^(?!\/(api|payments)(\/|$)).*/, async (req, res, next) => {
    if (!req.accepts('html') || !existsSync(indexFile)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const page = await renderedPage(req.originalUrl);
    if (page) res.status(page.status).type('html').send(page.html);
    else res.sendFile(indexFile);
  });

  return finishHttpApp(app, logger);
}
