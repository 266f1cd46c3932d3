import { Router, type Response } from 'express';
import { contentFingerprint, freshValue } from './content-freshness.js';
import { buildJournalFeed } from './feed.service.js';
import { buildSitemap } from './sitemap.service.js';

/**
 * How long the sitemap and the feed are served from memory before the database is asked again
 * whether anything changed; `contentChanged()` ends the wait at once.
 */
export const DOCUMENT_CACHE_MS = 60_000;
const CACHE_CONTROL = `public, max-age=${DOCUMENT_CACHE_MS / 1000}`;

const sendXml = (res: Response, type: string, xml: string) =>
  res.set('Cache-Control', CACHE_CONTROL).type(type).send(xml);

/**
 * `GET /api/sitemap.xml` and `GET /api/journey/feed.xml`: documents for search engines and feed
 * readers, with absolute links on the public `origin` (the gateway serves them at `/sitemap.xml`
 * and `/journey/feed.xml`).
 */
export function discoveryDocumentsRoutes(origin: string, now?: () => number): Router {
  const base = origin.replace(/\/+$/, '');
  const sitemap = freshValue({
    load: () => buildSitemap(base),
    checkEveryMs: DOCUMENT_CACHE_MS,
    now,
    // The Church year's days move on at midnight UTC, with or without an edit.
    fingerprint: async () =>
      `${await contentFingerprint()}|${new Date().toISOString().slice(0, 10)}`,
  });
  const feed = freshValue({
    load: () => buildJournalFeed(base),
    checkEveryMs: DOCUMENT_CACHE_MS,
    now,
  });

  const router = Router();
  router.get('/sitemap.xml', async (_req, res) => {
    sendXml(res, 'application/xml', await sitemap.get());
  });
  router.get('/journey/feed.xml', async (_req, res) => {
    sendXml(res, 'application/rss+xml', await feed.get());
  });
  return router;
}
