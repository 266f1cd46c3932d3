import { Router } from 'express';
import { productFormatQuerySchema, productListQuerySchema } from '@ministry/contracts';
import { validated } from '@ministry/http';
import { sendCatalogue } from './cache.js';
import { getProduct, listProducts } from './products.service.js';

/** `GET /api/products` and `GET /api/products/id/:id`. */
export function productsRouter(): Router {
  const router = Router();

  router.get(
    '/products',
    validated({ query: productListQuerySchema }, async ({ query }, _req, res) => {
      sendCatalogue(res, await listProducts(query));
    }),
  );

  // A malformed id is a product that does not exist: the service answers 404 for both.
  router.get(
    '/products/id/:id',
    validated({ query: productFormatQuerySchema }, async ({ query }, req, res) => {
      sendCatalogue(res, await getProduct(String(req.params.id), query.format));
    }),
  );

  return router;
}
