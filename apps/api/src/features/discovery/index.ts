import { Router } from 'express';
import { discoveryDocumentsRoutes } from './discovery.routes.js';
import { searchRoutes } from './search.routes.js';

export { contentChanged } from './content-freshness.js';

/** How visitors and search engines find things: site search, the sitemap, the journal's feed. */
export function discoveryRoutes(config: { WEB_ORIGIN: string }): Router {
  const router = Router();
  router.use(searchRoutes(), discoveryDocumentsRoutes(config.WEB_ORIGIN));
  return router;
}
