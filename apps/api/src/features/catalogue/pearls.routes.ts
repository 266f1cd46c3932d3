import { Router } from 'express';
import { pearlListQuerySchema } from '@ministry/contracts';
import { validated } from '@ministry/http';
import { sendCatalogue } from './cache.js';
import { listPearls } from './pearls.service.js';

/** `GET /api/pearls?sort=title|book`. */
export function pearlsRouter(): Router {
  const router = Router();
  router.get(
    '/pearls',
    validated({ query: pearlListQuerySchema }, async ({ query }, _req, res) => {
      sendCatalogue(res, await listPearls(query.sort));
    }),
  );
  return router;
}
