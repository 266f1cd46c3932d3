import { Router } from 'express';
import { offeringListQuerySchema, type ProductCategory } from '@ministry/contracts';
import { PUBLIC_API_ANSWERS, validated } from '@ministry/http';
import type { CachedAnswers } from '../../http/cached-answers.js';
import { sendPublicAnswer } from '../../http/public-answers.js';
import { catalogueWrites } from './catalogue-changes.js';
import { listCategory } from './products.service.js';

/** The catalogue pages that call a path of their own rather than `/api/products?category=`. */
const OFFERING_PATHS: Record<string, ProductCategory> = {
  '/biblestudies': 'biblestudies',
  '/prayers': 'prayers',
  '/nutsandbolts': 'nutsandbolts',
};

/** The answer cache keeps each page's list until the catalogue changes. */
export const offeringsAnswers: CachedAnswers = {
  paths: PUBLIC_API_ANSWERS.offerings.paths,
  droppedBy: catalogueWrites,
};

/** `GET /api/biblestudies`, `GET /api/prayers`, `GET /api/nutsandbolts`. */
export function offeringsRoutes(): Router {
  const router = Router();
  for (const [path, category] of Object.entries(OFFERING_PATHS)) {
    router.get(
      path,
      validated({ query: offeringListQuerySchema }, async ({ query }, _req, res) => {
        sendPublicAnswer(res, await listCategory(category, query.limit));
      }),
    );
  }
  return router;
}
