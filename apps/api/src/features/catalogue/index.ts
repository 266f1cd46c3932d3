import { Router } from 'express';
import type { CachedAnswers } from '../../http/cached-answers.js';
import { collectionsAnswers, collectionsRoutes } from './collections.routes.js';
import { offeringsAnswers, offeringsRoutes } from './offerings.routes.js';
import { pearlsAnswers, pearlsRoutes } from './pearls.routes.js';
import { productsAnswers, productsRoutes } from './products.routes.js';

export { catalogueAdminRoutes } from './admin/catalogue-admin.routes.js';
export { catalogueChanged, catalogueVersion, onCatalogueChange } from './catalogue-changes.js';
export { describeSeed, seedCatalogue, type CatalogueSeedReport } from './seed/catalogue-seed.js';

/** What the answer cache keeps of `catalogueRoutes`'s answers. */
export const catalogueAnswers: CachedAnswers[] = [
  productsAnswers,
  collectionsAnswers,
  pearlsAnswers,
  offeringsAnswers,
];

/** Everything the storefront's public pages read: products, collections, pearls, offerings. */
export function catalogueRoutes(): Router {
  const router = Router();
  router.use(productsRoutes(), collectionsRoutes(), pearlsRoutes(), offeringsRoutes());
  return router;
}
