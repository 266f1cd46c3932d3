import { Router } from 'express';
import { createCategoryInputSchema, idParamsSchema } from '@ministry/contracts';
import { validated } from '@ministry/http';
import { requireAuth, requireRole } from '../auth/auth.middleware.js';
import type { AuthService } from '../auth/auth.service.js';
import { sendCatalogue } from '../catalogue/cache.js';
import { createCategory, deleteCategory, listCategories } from './categories.service.js';

/** `/categories`: anyone reads them; editors and admins add and delete. */
export function categoriesRoutes(auth: AuthService): Router {
  const staff = [requireAuth(auth), requireRole('editor', 'admin')];
  const router = Router();

  router.get('/', async (_req, res) => {
    sendCatalogue(res, await listCategories());
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
