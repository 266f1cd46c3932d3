import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createHttpApp, finishHttpApp, healthRoutes, type Logger } from '@ministry/http';
import { contentSecurityPolicy } from './content-security-policy.js';
import type { GatewayConfig } from './env.js';

export interface AppDeps {
  config: GatewayConfig;
  logger: Logger;
}

const HASHED_ASSET = /^\/assets\//;

/**
 * The site's one origin in production: the web's static build (with the SPA fallback), `/api`
 * forwarded to the api and `/payments` to the payments service.
 */
export function createApp({ config, logger }: AppDeps): Express {
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
    createProxyMiddleware({ target: config.API_URL, pathFilter: '/api', xfwd: true }),
    createProxyMiddleware({
      target: config.PAYMENTS_URL,
      pathFilter: '/payments',
      pathRewrite: { '^/payments': '' },
      xfwd: true,
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

  // Every other page is the single-page app; index.html is always revalidated so a deployment
  // shows at once.
  app.get(/^(?!\/(api|payments)(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html') || !existsSync(indexFile)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });

  return finishHttpApp(app, logger);
}
