import { Router } from 'express';
import { collectionListQuerySchema } from '@ministry/contracts';
import { validated } from '@ministry/http';
import { sendCatalogue } from './cache.js';
import { listCollections } from './collections.service.js';

/** `GET /api/collections?slug=`. */
export function collectionsRouter(): Router {
  const router = Router();
  router.get(
    '/collections',
    validated({ query: collectionListQuerySchema }, async ({ query }, _req, res) => {
      sendCatalogue(res, await listCollections(query));
    }),
  );
  return router;
}
