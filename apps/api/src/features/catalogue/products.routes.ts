import { Router } from 'express';
import { productFormatQuerySchema, productListQuerySchema } from '@ministry/contracts';
import { PUBLIC_API_ANSWERS, validated } from '@ministry/http';
import type { CachedAnswers } from '../../http/cached-answers.js';
import { sendPublicAnswer } from '../../http/public-answers.js';
import { catalogueWrites } from './catalogue-changes.js';
import { findSlugRedirect, getProduct, listProducts } from './products.service.js';

/** The answer cache keeps both lists and single products until the catalogue changes. */
export const productsAnswers: CachedAnswers = {
  paths: PUBLIC_API_ANSWERS.products.paths,
  droppedBy: catalogueWrites,
};

/**
 * `GET /api/products` and `GET /api/products/id/:id`. A `?slug=` that finds nothing but names a
 * product's former address answers `{ redirect: { slug, format } }` (`productRedirectSchema`)
 * instead of the list, for the web to answer its page with a 301.
 */
export function productsRoutes(): Router {
  const router = Router();

  router.get(
    '/products',
    validated({ query: productListQuerySchema }, async ({ query }, _req, res) => {
      const products = await listProducts(query);
      const redirect =
        query.slug && products.length === 0
          ? await findSlugRedirect(query.slug, query.format)
          : undefined;
      sendPublicAnswer(res, redirect ?? products);
    }),
  );

  // A malformed id is a product that does not exist: the service answers 404 for both.
  router.get(
    '/products/id/:id',
    validated({ query: productFormatQuerySchema }, async ({ query }, req, res) => {
      sendPublicAnswer(res, await getProduct(String(req.params.id), query.format));
    }),
  );

  return router;
}
