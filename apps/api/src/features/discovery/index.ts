import { Router } from 'express';
import { discoveryDocumentsRoutes } from './discovery.routes.js';
import { searchRoutes } from './search.routes.js';

export { contentChanged } from './content-freshness.js';

/**
 * How visitors and search engines find things: site search, the sitemap, the journal's feed and
 * its podcast.
 */
export function discoveryRoutes(config: { WEB_ORIGIN: string; CONTACT_TO: string }): Router {
  const router = Router();
  router.use(searchRoutes(), discoveryDocumentsRoutes(config.WEB_ORIGIN, config.CONTACT_TO));
  return router;
}
