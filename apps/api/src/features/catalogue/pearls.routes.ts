import { Router } from 'express';
import { pearlListQuerySchema } from '@ministry/contracts';
import { PUBLIC_API_ANSWERS, validated } from '@ministry/http';
import type { CachedAnswers } from '../../http/cached-answers.js';
import { sendPublicAnswer } from '../../http/public-answers.js';
import { catalogueWrites } from './catalogue-changes.js';
import { listPearls } from './pearls.service.js';

/** The answer cache keeps the pearls until the catalogue changes. */
export const pearlsAnswers: CachedAnswers = {
  paths: PUBLIC_API_ANSWERS.pearls.paths,
  droppedBy: catalogueWrites,
};

/** `GET /api/pearls?sort=title|book`. */
export function pearlsRoutes(): Router {
  const router = Router();
  router.get(
    '/pearls',
    validated({ query: pearlListQuerySchema }, async ({ query }, _req, res) => {
      sendPublicAnswer(res, await listPearls(query.sort));
    }),
  );
  return router;
}
