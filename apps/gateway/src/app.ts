import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createHttpApp, finishHttpApp, healthRoutes, type Logger } from '@ministry/http';
import { contentSecurityPolicyFor } from './content-security-policy.js';
import type { GatewayConfig } from './env.js';
import { answerUnavailable } from './proxy-errors.js';

export interface AppDeps {
  config: GatewayConfig;
  logger: Logger;
  /** Every page of the site (the web's React Router build, see pages.ts); null: none built. */
  pages: RequestHandler | null;
}

const HASHED_ASSET = /^\/assets\//;

/** Served by the api under /api, answered here at the site's root. */
const DISCOVERY_DOCUMENTS = new Set(['/sitemap.xml', '/journey/feed.xml']);

/**
 * The site's one origin in production: the web's pages (rendered by React Router with their
 * data) and static files, `/api` forwarded to the api (with its sitemap and journal feed at
 * `/sitemap.xml` and `/journey/feed.xml`) and `/payments` to the payments service.
 */
export function createApp({ config, logger, pages }: AppDeps): Express {
  const app = createHttpApp({
    logger,
    trustProxy: config.TRUST_PROXY,
    helmet: {
      contentSecurityPolicy: contentSecurityPolicyFor(config.NODE_ENV),
      // Stripe's checkout opens 3-D Secure and wallet windows that must keep their opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
      // The browser's default: with helmet's no-referrer a form's post says `Origin: null`, and
      // React Router refuses an action whose origin it cannot match (its CSRF check).
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
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
    // The api's sitemap and journal feed, at the addresses search engines and feed readers
    // expect on the site's origin (robots.txt and every page's head name them).
    createProxyMiddleware({
      target: config.API_URL,
      pathFilter: (path) => DISCOVERY_DOCUMENTS.has(path),
      pathRewrite: (path) => `/api${path}`,
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

  // Every other address is a page (or a page's data, `*.data`, on a client navigation), always
  // revalidated so that a deployment shows at once.
  app.all(/^(?!\/(api|payments)(\/|$)).*/, (req, res, next) => {
    res.setHeader('Cache-Control', 'no-cache');
    if (pages) return pages(req, res, next);
    res.status(503).type('text').send('The site is not built yet.');
  });

  return finishHttpApp(app, logger);
}
