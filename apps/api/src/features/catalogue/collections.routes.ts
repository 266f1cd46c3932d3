import { Router } from 'express';
import { collectionListQuerySchema } from '@ministry/contracts';
import { PUBLIC_API_ANSWERS, validated } from '@ministry/http';
import type { CachedAnswers } from '../../http/cached-answers.js';
import { sendPublicAnswer } from '../../http/public-answers.js';
import { catalogueWrites } from './catalogue-changes.js';
import { listCollections } from './collections.service.js';

/** The answer cache keeps collections until the catalogue changes. */
export const collectionsAnswers: CachedAnswers = {
  paths: PUBLIC_API_ANSWERS.collections.paths,
  droppedBy: catalogueWrites,
};

/** `GET /api/collections?slug=`. */
export function collectionsRoutes(): Router {
  const router = Router();
  router.get(
    '/collections',
    validated({ query: collectionListQuerySchema }, async ({ query }, _req, res) => {
      sendPublicAnswer(res, await listCollections(query));
    }),
  );
  return router;
}
