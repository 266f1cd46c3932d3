import { Router } from 'express';
import { collectionsRouter } from './collections.routes.js';
import { offeringsRouter } from './offerings.routes.js';
import { pearlsRouter } from './pearls.routes.js';
import { productsRouter } from './products.routes.js';

export { catalogueAdminRouter } from './admin/catalogue-admin.routes.js';
export { catalogueChanged, catalogueVersion, onCatalogueChange } from './cache.js';
export { describeSeed, seedCatalogue, type CatalogueSeedReport } from './seed/catalogue-seed.js';

/** Everything the storefront's public pages read: products, collections, pearls, offerings. */
export function catalogueRouter(): Router {
  const router = Router();
  router.use(productsRouter(), collectionsRouter(), pearlsRouter(), offeringsRouter());
  return router;
}
