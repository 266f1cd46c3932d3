import { Router } from 'express';
import { createCategoryInputSchema, idParamsSchema } from '@ministry/contracts';
import { PUBLIC_API_ANSWERS, validated } from '@ministry/http';
import { requireAuth, requireRole, type AuthService } from '../auth/index.js';
import { onCatalogueWrite } from '@ministry/db';
import type { CachedAnswers } from '../../http/cached-answers.js';
import { sendPublicAnswer } from '../../http/public-answers.js';
import { createCategory, deleteCategory, listCategories } from './categories.service.js';

/** The answer cache keeps the list until a category is written (its model's hooks). */
export const categoriesAnswers: CachedAnswers = {
  paths: PUBLIC_API_ANSWERS.categories.paths,
  droppedBy: [onCatalogueWrite],
};

export interface CategoriesRoutesOptions {
  /** Takes a deleted category off whatever names it: the posts' `removeCategoryFromPosts`. */
  onDeleted: (id: string) => Promise<void>;
}

/** `/categories`: anyone reads them; editors and admins add and delete. */
export function categoriesRoutes(auth: AuthService, options: CategoriesRoutesOptions): Router {
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
      await deleteCategory(params.id, options.onDeleted);
      res.json({ message: 'Category deleted' });
    }),
  );

  return router;
}
