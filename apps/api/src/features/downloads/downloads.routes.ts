import { pipeline } from 'node:stream/promises';
import { Router, type RequestHandler } from 'express';
import { downloadRequestSchema } from '@ministry/contracts';
import { errorPages, validated } from '@ministry/http';
import { SITE_NAME } from '@ministry/seo';
import { DownloadRefused, downloadErrorPage } from './download-refusals.js';
import { issueFreeLink, openDownload, type DownloadsDeps } from './downloads.service.js';

/** Download answers are personal and short-lived: never stored by a browser or a proxy. */
const NO_STORE = 'private, no-store';

/**
 * `POST /api/products/:id/download` and `GET /api/downloads/:token`. A link opened in a browser
 * (`Accept: text/html` preferred) that cannot deliver answers a page saying why, with the way to
 * My downloads and the support address; API clients get the JSON error as from any route.
 */
export function downloadsRoutes(downloads: DownloadsDeps): Router {
  const router = Router();
  // On each route, not the router: errors of the routes mounted before it pass through here.
  const pages = errorPages({
    site: { siteName: SITE_NAME, supportEmail: downloads.supportEmail },
    logger: downloads.logger,
    pageFor: (error) => downloadErrorPage(error, downloads.libraryUrl),
  });

  router.post(
    '/products/:id/download',
    validated({ body: downloadRequestSchema }, async (_input, req, res) => {
      const answer = await issueFreeLink(downloads, String(req.params.id));
      res.set('Cache-Control', NO_STORE).json(answer);
    }),
    pages,
  );

  // Link checkers and previews send HEAD; it must not use up one of a purchase's downloads.
  router.head('/downloads/:token', (_req, res) => {
    res.status(405).set('Allow', 'GET').end();
  });

  const deliver: RequestHandler = async (req, res, next) => {
    const delivery = await openDownload(downloads, String(req.params.token));
    if (delivery.kind === 'link') {
      res.set('Cache-Control', NO_STORE).redirect(302, delivery.url);
      return;
    }
    if (delivery.kind === 'stored') {
      // Streamed from storage through the api, so the link's rules (signature, expiry, the
      // grant's count) hold for uploaded files as for committed ones.
      const file = await delivery.open();
      if (!file) throw new DownloadRefused(404, 'Download not available', 'unavailable');
      res
        .status(200)
        .attachment(delivery.filename)
        .set({
          'Content-Type': delivery.contentType,
          'Content-Length': String(file.size),
          'Cache-Control': NO_STORE,
        });
      await pipeline(file.body, res).catch(() => {
        // The buyer's connection dropped mid-file: nothing left to answer.
      });
      return;
    }
    // No ranges and no conditional answers: each request is one whole download (and one use
    // of a purchase's grant). The path was checked to lie inside the downloads folder.
    res.download(
      delivery.path,
      delivery.filename,
      {
        acceptRanges: false,
        cacheControl: false,
        etag: false,
        lastModified: false,
        dotfiles: 'allow',
        headers: { 'Cache-Control': NO_STORE },
      },
      (error) => {
        if (error && !res.headersSent) next(error);
      },
    );
  };
  router.get('/downloads/:token', deliver, pages);

  return router;
}
