import { Router } from 'express';
import {
  discountCodeInputSchema,
  discountCodeUpdateSchema,
  idParamsSchema,
} from '@ministry/contracts';
import { validated } from '@ministry/http';
import { requireStaff, type StaffAuth } from '@ministry/http/staff-auth';
import type { CodesService } from './codes.service.js';

/**
 * Discount codes (`/payments/codes` through the gateway): admins list, make and pause codes
 * (never cached). A buyer's question about a code is the checkout's (`POST /codes/check`).
 */
export function codesRoutes(deps: { codes: CodesService; staff: StaffAuth }): Router {
  const { codes } = deps;
  const router = Router();

  router.use(
    '/codes',
    requireStaff(deps.staff, { roles: ['admin'], refusal: 'Only admins may manage codes.' }),
    (_req, res, next) => {
      res.set('Cache-Control', 'private, no-store');
      next();
    },
  );

  router.get('/codes', async (_req, res) => {
    res.json({ codes: await codes.list() });
  });

  router.post(
    '/codes',
    validated({ body: discountCodeInputSchema }, async ({ body }, _req, res) => {
      res.status(201).json(await codes.create(body));
    }),
  );

  router.patch(
    '/codes/:id',
    validated(
      { params: idParamsSchema, body: discountCodeUpdateSchema },
      async ({ params, body }, _req, res) => {
        res.json(await codes.update(params.id, body));
      },
    ),
  );

  return router;
}
