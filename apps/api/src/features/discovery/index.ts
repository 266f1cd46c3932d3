import { Router } from 'express';
import { discoveryDocumentsRouter } from './discovery.routes.js';
import { searchRouter } from './search.routes.js';

export { contentChanged } from './content-freshness.js';

/** How visitors and search engines find things: site search, the sitemap, the journal's feed. */
export function discoveryRouter(config: { WEB_ORIGIN: string }): Router {
  const router = Router();
  router.use(searchRouter(), discoveryDocumentsRouter(config.WEB_ORIGIN));
  return router;
}
