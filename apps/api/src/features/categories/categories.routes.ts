import { Router } from 'express';
import { createCategoryInputSchema, idParamsSchema } from '@ministry/contracts';
import { validated } from '@ministry/http';
import { requireAuth, requireRole } from '../auth/auth.middleware.js';
import type { AuthService } from '../auth/auth.service.js';
import { onCatalogueWrite } from '@ministry/db';
import type { CachedAnswers } from '../../http/cached-answers.js';
import { sendPublicAnswer } from '../../http/public-answers.js';
import { createCategory, deleteCategory, listCategories } from './categories.service.js';

/** The answer cache keeps the list until a category is written (its model's hooks). */
export const categoriesAnswers: CachedAnswers = { paths: ['/'], droppedBy: [onCatalogueWrite] };

/** `/categories`: anyone reads them; editors and admins add and delete. */
export function categoriesRoutes(auth: AuthService): Router {
  const staff = [requireAuth(auth), requireRole('editor', 'admin')];
  const router = Router();

  router.get('/', async (_req, res) => {
    sendPublicAnswer(res, await listCategories());
  });

  router.post(
    '/',
    ...staff,
    validated({ body: createCategoryInputSchema }, async ({ body }, _req, res) => {
      res.status(201).json(await createCategory(body.name));
    }),
  );

  router.delete(
    '/:id',
    ...staff,
    validated({ params: idParamsSchema }, async ({ params }, _req, res) => {
      await deleteCategory(params.id);
      res.json({ message: 'Category deleted' });
    }),
  );

  return router;
}
