import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import {
  chooseEncoding,
  createHttpApp,
  finishHttpApp,
  healthRoutes,
  sendHeld,
  type Logger,
} from '@ministry/http';
import { answerAhead, type AheadHandler } from './answers-ahead.js';
import { createApiAnswerCache } from './api-answer-cache.js';
import { contentSecurityPolicyFor } from './content-security-policy.js';
import type { GatewayConfig } from './env.js';
import { forwardVisitor } from './forwarded.js';
import { createPageCache, isSharedPageRequest } from './page-cache.js';
import { pageContext, sendPage, toFetchRequest, type Pages } from './pages.js';
import { createServiceProxy } from './service-proxy.js';

export interface AppDeps {
  config: GatewayConfig;
  logger: Logger;
  /** Every page of the site (the web's React Router build, see pages.ts); null: none built. */
  pages: Pages | null;
  /**
   * The catalogue's version stamp (changes on every edit or sale that pages show): a cached page
   * from an older version is rendered again. Without it, pages live only their time in the cache.
   */
  catalogueVersion?: () => number;
}

const HASHED_ASSET = /^\/assets\//;
/**
 * The service worker and what it precaches by name (its list carries their revisions): asked
 * again each time, so a new build reaches every visitor at their next visit.
 */
const ALWAYS_REVALIDATED = /^\/(sw\.js|offline\.(html|js)|manifest\.webmanifest)$/;

/** Not the api's or payments' addresses. */
const SITE_ADDRESS = /^(?!\/(api|payments)(\/|$))/;
/** A page or a page's data (`*.data`): no file extension in the last segment. */
const PAGE_ADDRESS = /^(?!\/(api|payments)(\/|$))(.*\/[^/.]*|.*\.data)$/;

/**
 * Features no page of the site uses are off for it and anything it frames; the Payment Request
 * API (Apple Pay, Google Pay) stays on for the site and Stripe's checkout frames, which use it.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), ' +
  'payment=(self "https://js.stripe.com" "https://checkout.stripe.com")';

const under = (prefix: string) => (url: string) =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
const isApiAddress = under('/api');
const isPaymentsAddress = under('/payments');

/** Uploads and exports (CSV files of every order or gift) take longer than any other answer. */
const isUploadOrExport = (req: IncomingMessage): boolean => {
  const path = (req.url ?? '').split('?', 1)[0] ?? '';
  return (req.method === 'POST' && under('/api/uploads')(path)) || path.endsWith('.csv');
};

/**
 * Connections the system holds for the gateway before it accepts them: a crowd that arrives at
 * once (a thousand visitors) waits its turn here instead of having its connections dropped and
 * sent again seconds later (Node's default is 511; Linux caps it at net.core.somaxconn).
 */
export const LISTEN_BACKLOG = 4096;

/** Served by the api under /api, answered here at the site's root. */
const DISCOVERY_DOCUMENTS = new Set([
  '/sitemap.xml',
  '/journey/feed.xml',
  // The journal's podcast: its posts with a recording.
  '/journey/podcast.xml',
  // The Church year's feeds: the great feasts and fasts (iCalendar) and the day's readings (RSS).
  '/calendar/feasts.ics',
  '/calendar/readings.xml',
]);

/**
 * The site's one origin in production: the web's pages (rendered by React Router with their
 * data) and static files, `/api` forwarded to the api (with its sitemap, journal feed, podcast
 * and the calendar's feeds at `/sitemap.xml`, `/journey/feed.xml`, `/journey/podcast.xml` and
 * `/calendar/…`) and `/payments` to
 * the payments service.
 */
export function createApp({ config, logger, pages, catalogueVersion }: AppDeps): Express {
  const app = createHttpApp({
    logger,
    trustProxy: config.TRUST_PROXY,
    helmet: {
      contentSecurityPolicy: contentSecurityPolicyFor(config.WEB_ORIGIN),
      // Stripe's checkout opens 3-D Secure and wallet windows that must keep their opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
      // The browser's default: with helmet's no-referrer a form's post says `Origin: null`, and
      // React Router refuses an action whose origin it cannot match (its CSRF check).
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    },
  });
  app.use((_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  });

  app.use(healthRoutes(() => Promise.resolve(true)));

  // Every request forwarded to the api or payments names its visitor, vouched for with
  // INTERNAL_PROXY_SECRET, so that their limits count visitors (forwarded.ts).
  app.use(
    ['/api', '/payments', ...DISCOVERY_DOCUMENTS],
    forwardVisitor(config.INTERNAL_PROXY_SECRET),
  );

  const apiCache =
    catalogueVersion && config.API_CACHE === 'on'
      ? createApiAnswerCache({
          logger,
          ttlMs: config.API_CACHE_TTL_MS,
          currentVersion: catalogueVersion,
        })
      : null;
  const proxyTo = (service: string, target: string) =>
    createServiceProxy({
      service,
      target,
      localAddress: config.UPSTREAM_LOCAL_ADDRESS,
      maxConnections: config.UPSTREAM_MAX_CONNECTIONS,
      maxQueued: config.UPSTREAM_MAX_QUEUED,
      timeoutMs: (req) =>
        isUploadOrExport(req) ? config.UPLOAD_TIMEOUT_MS : config.UPSTREAM_TIMEOUT_MS,
      logger,
      // A write to the api may change what the catalogue answers say.
      onAnswered: (req: IncomingMessage, res: ServerResponse) => {
        if (req.method !== 'GET' && req.method !== 'HEAD' && res.statusCode < 300)
          apiCache?.clear();
      },
    });
  const api = proxyTo('api', config.API_URL);
  const payments = proxyTo('payments', config.PAYMENTS_URL);

  // Answers the services did not compress themselves are compressed here when the client takes
  // it (the client's Accept-Encoding goes on to them, so what they compress is left alone).
  app.use(['/api', '/payments'], compression());
  app.use((req, res, next) => {
    const url = req.url;
    if (isApiAddress(url)) api(req, res);
    else if (isPaymentsAddress(url)) payments(req, res, `/${url.slice('/payments/'.length)}`);
    // The api's sitemap and journal feed, at the addresses search engines and feed readers
    // expect on the site's origin (robots.txt and every page's head name them).
    else if (DISCOVERY_DOCUMENTS.has(req.path)) api(req, res, `/api${url}`);
    else next();
  });

  // Pages are always revalidated so that a deployment or an edit shows at once. One that is the
  // same for everyone may be kept by a shared cache (a CDN) that revalidates it; one that may be
  // personal may not (docs/ARCHITECTURE.md, "Caching").
  const renderPage: RequestHandler = async (req, res) => {
    res.setHeader(
      'Cache-Control',
      isSharedPageRequest(req) ? 'public, no-cache' : 'private, no-cache',
    );
    if (!pages) {
      res.status(503).type('text').send('The site is not built yet.');
      return;
    }
    const rendered =
      res.locals.renderedPage instanceof Response
        ? res.locals.renderedPage
        : await pages(toFetchRequest(req, res, { abortWithClient: true }), pageContext(req, res));
    await sendPage(res, rendered);
  };
  const pageCache =
    pages && config.PAGE_CACHE === 'on'
      ? createPageCache({
          render: (req, res) =>
            pages(toFetchRequest(req, res, { abortWithClient: false }), pageContext(req, res)),
          ttlMs: config.PAGE_CACHE_TTL_MS,
          currentVersion: catalogueVersion ?? (() => 0),
          staleWhileRevalidateMs: catalogueVersion ? 10_000 : 0,
        })
      : null;
  const pageHandlers: RequestHandler[] = pageCache ? [pageCache, renderPage] : [renderPage];

  // Pages first: an address without a file extension is never a file, so it skips the disk.
  // Cached pages go out precompressed; the rest are compressed as they stream.
  app.all(PAGE_ADDRESS, ...(pageCache ? [pageCache] : []), compression(), renderPage);

  app.use(compression());
  app.use(
    express.static(config.WEB_DIST_DIR, {
      index: false,
      setHeaders(res, path) {
        const relative = path.slice(config.WEB_DIST_DIR.length);
        // File names under assets/ carry a content hash: they never change.
        if (HASHED_ASSET.test(relative))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else if (ALWAYS_REVALIDATED.test(relative)) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    }),
  );

  // Any other address that is no file is a page too (the site's "not found" page, or a route
  // whose address looks like a file); the compression above already covers it.
  app.all(SITE_ADDRESS, ...pageHandlers);

  finishHttpApp(app, logger);

  // Pages and catalogue answers held in memory go out before the chain above (answers-ahead.ts).
  const pagesAhead: AheadHandler = (req, res) => {
    const held = pageCache?.held(req);
    if (!held) return false;
    sendHeld(req, res, held, {
      logger,
      encoding: chooseEncoding(req.headers['accept-encoding']),
      fresh: req.headers['if-none-match'] === held.etag,
    });
    return true;
  };
  answerAhead(app, apiCache ? [pagesAhead, apiCache.handle] : [pagesAhead]);
  return app;
}
