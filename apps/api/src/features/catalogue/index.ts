import { Router } from 'express';
import type { CachedAnswers } from '../../http/cached-answers.js';
import { collectionsAnswers, collectionsRouter } from './collections.routes.js';
import { offeringsAnswers, offeringsRouter } from './offerings.routes.js';
import { pearlsAnswers, pearlsRouter } from './pearls.routes.js';
import { productsAnswers, productsRouter } from './products.routes.js';

export { catalogueAdminRouter } from './admin/catalogue-admin.routes.js';
export { catalogueChanged, catalogueVersion, onCatalogueChange } from './catalogue-changes.js';
export { describeSeed, seedCatalogue, type CatalogueSeedReport } from './seed/catalogue-seed.js';

/** What the answer cache keeps of `catalogueRouter`'s answers. */
export const catalogueAnswers: CachedAnswers[] = [
  productsAnswers,
  collectionsAnswers,
  pearlsAnswers,
  offeringsAnswers,
];

/** Everything the storefront's public pages read: products, collections, pearls, offerings. */
export function catalogueRouter(): Router {
  const router = Router();
  router.use(productsRouter(), collectionsRouter(), pearlsRouter(), offeringsRouter());
  return router;
}
