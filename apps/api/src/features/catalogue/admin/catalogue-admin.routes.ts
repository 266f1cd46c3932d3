import { Router, type NextFunction, type Request, type Response } from 'express';
import {
  adminPearlListQuerySchema,
  adminProductListQuerySchema,
  createCollectionInputSchema,
  createPearlInputSchema,
  createProductInputSchema,
  idParamsSchema,
  updateCollectionInputSchema,
  updatePearlInputSchema,
  updateProductInputSchema,
} from '@ministry/contracts';
import { validated } from '@ministry/http';
import { currentUser, requireAuth, requireRole, type AuthService } from '../../auth/index.js';
import {
  createCollection,
  deleteCollection,
  listAdminCollections,
  updateCollection,
} from './collections-admin.service.js';
import { createPearl, deletePearl, listAdminPearls, updatePearl } from './pearls-admin.service.js';
import {
  catalogueSummary,
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  updateProduct,
} from './products-admin.service.js';
import { moveProduct } from './product-life.js';

/** Staff answers are personal: never stored by a browser or a proxy. */
const NO_STORE = 'private, no-store';

/**
 * The owner's catalogue calls, for editors and admins with the bearer token. What an editor may
 * not do (prices, stock, files, archiving, deleting) the services refuse with a 403 naming it.
 * Making a product live (or putting it back to draft) is for both, under the same rules.
 */
export function catalogueAdminRoutes(auth: AuthService): Router {
  const staff = [
    (_req: Request, res: Response, next: NextFunction) => {
      res.set('Cache-Control', NO_STORE);
      next();
    },
    requireAuth(auth),
    requireRole('editor', 'admin'),
  ];
  const router = Router();

  router.get(
    '/products/admin',
    ...staff,
    validated({ query: adminProductListQuerySchema }, async ({ query }, _req, res) => {
      res.json(await listAdminProducts(query));
    }),
  );
  router.get('/products/admin/summary', ...staff, async (_req, res) => {
    res.json(await catalogueSummary());
  });
  router.get(
    '/products/admin/:id',
    ...staff,
    validated({ params: idParamsSchema }, async ({ params }, _req, res) => {
      res.json(await getAdminProduct(params.id));
    }),
  );
  router.post(
    '/products',
    ...staff,
    validated({ body: createProductInputSchema }, async ({ body }, req, res) => {
      res.status(201).json(await createProduct(body, currentUser(req)));
    }),
  );
  router.patch(
    '/products/:id',
    ...staff,
    validated(
      { params: idParamsSchema, body: updateProductInputSchema },
      async ({ params, body }, req, res) => {
        res.json(await updateProduct(params.id, body, currentUser(req)));
      },
    ),
  );
  // "Make live", "Back to draft", "Archive", "Restore": the moves of a product's life.
  for (const move of ['publish', 'unpublish', 'archive', 'restore'] as const) {
    router.post(
      `/products/:id/${move}`,
      ...staff,
      validated({ params: idParamsSchema }, async ({ params }, req, res) => {
        res.json(await moveProduct(params.id, move, currentUser(req)));
      }),
    );
  }
  router.delete(
    '/products/:id',
    ...staff,
    validated({ params: idParamsSchema }, async ({ params }, req, res) => {
      await deleteProduct(params.id, currentUser(req));
      res.json({ message: 'Product deleted' });
    }),
  );

  router.get('/collections/admin', ...staff, async (_req, res) => {
    res.json(await listAdminCollections());
  });
  router.post(
    '/collections',
    ...staff,
    validated({ body: createCollectionInputSchema }, async ({ body }, req, res) => {
      res.status(201).json(await createCollection(body, currentUser(req)));
    }),
  );
  router.patch(
    '/collections/:id',
    ...staff,
    validated(
      { params: idParamsSchema, body: updateCollectionInputSchema },
      async ({ params, body }, req, res) => {
        res.json(await updateCollection(params.id, body, currentUser(req)));
      },
    ),
  );
  router.delete(
    '/collections/:id',
    ...staff,
    validated({ params: idParamsSchema }, async ({ params }, req, res) => {
      await deleteCollection(params.id, currentUser(req));
      res.json({ message: 'Collection deleted' });
    }),
  );

  router.get(
    '/pearls/admin',
    ...staff,
    validated({ query: adminPearlListQuerySchema }, async ({ query }, _req, res) => {
      res.json(await listAdminPearls(query.q));
    }),
  );
  router.post(
    '/pearls',
    ...staff,
    validated({ body: createPearlInputSchema }, async ({ body }, req, res) => {
      res.status(201).json(await createPearl(body, currentUser(req)));
    }),
  );
  router.patch(
    '/pearls/:id',
    ...staff,
    validated(
      { params: idParamsSchema, body: updatePearlInputSchema },
      async ({ params, body }, req, res) => {
        res.json(await updatePearl(params.id, body, currentUser(req)));
      },
    ),
  );
  router.delete(
    '/pearls/:id',
    ...staff,
    validated({ params: idParamsSchema }, async ({ params }, req, res) => {
      await deletePearl(params.id, currentUser(req));
      res.json({ message: 'Pearl deleted' });
    }),
  );

  return router;
}
