import { Router, type Response } from 'express';
import { postSlugParamsSchema } from '@ministry/contracts';
import { AppError } from '@ministry/http';
import { findPublishedPost } from '../posts/posts.service.js';
import { contentFingerprint, freshValue } from './content-freshness.js';
import { buildJournalFeed } from './feed.service.js';
import { buildPodcastFeed } from './podcast.service.js';
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
 * `GET /api/sitemap.xml`, `GET /api/journey/feed.xml` and `GET /api/journey/podcast.xml`:
 * documents for search engines, feed readers and podcast apps, with absolute links on the public
 * `origin` (the gateway serves them at `/sitemap.xml`, `/journey/feed.xml` and
 * `/journey/podcast.xml`); and each episode's transcript, which the podcast names.
 */
export function discoveryDocumentsRoutes(
  origin: string,
  /** Whom podcast directories write to about the show (`itunes:owner`). */
  podcastOwner: string,
  now?: () => number,
): Router {
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

  const podcast = freshValue({
    load: () => buildPodcastFeed(base, podcastOwner),
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
  router.get('/journey/podcast.xml', async (_req, res) => {
    sendXml(res, 'application/rss+xml', await podcast.get());
  });
  router.get('/journey/transcripts/:slug.txt', async (req, res) => {
    const slug = postSlugParamsSchema.safeParse(req.params);
    const transcript = slug.success
      ? (await findPublishedPost(slug.data.slug)).audio?.transcript
      : undefined;
    if (!transcript) throw AppError.notFound('Transcript not found');
    res.set('Cache-Control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(transcript);
  });
  return router;
}
