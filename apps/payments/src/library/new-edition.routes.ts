import { Router } from 'express';
import { idParamsSchema } from '@ministry/contracts';
import { validated } from '@ministry/http';
import { currentStaff, requireStaff, type StaffAuth } from '@ministry/http/staff-auth';
import type { NewEditions } from './new-edition.js';

/**
 * `POST /products/:id/new-edition` (`/payments/products/:id/new-edition` through the gateway):
 * the product form calls it after saving a new file with "Tell past buyers" ticked. Payments
 * owns the orders and the buyers' emails, so the announcement is made here, by admins only.
 */
export function newEditionRoutes(deps: { newEditions: NewEditions; staff: StaffAuth }): Router {
  const router = Router();
  router.post(
    '/products/:id/new-edition',
    requireStaff(deps.staff, {
      roles: ['admin'],
      refusal: 'Only admins may tell past buyers of a new edition.',
    }),
    validated({ params: idParamsSchema }, async ({ params }, req, res) => {
      res.set('Cache-Control', 'private, no-store');
      res.json(await deps.newEditions.announce(params.id, currentStaff(req)));
    }),
  );
  return router;
}
