import { Router } from 'express';
import { catalogueChangeListQuerySchema } from '@ministry/contracts';
import { validated } from '@ministry/http';
import { requireAuth, requireRole, type AuthService } from '../auth/index.js';
import { listChanges } from './audit.service.js';

/** `/changes`: the staff's last changes, for editors and admins; personal, so never stored. */
export function auditRoutes(auth: AuthService): Router {
  const router = Router();
  router.get(
    '/changes',
    (_req, res, next) => {
      res.set('Cache-Control', 'private, no-store');
      next();
    },
    requireAuth(auth),
    requireRole('editor', 'admin'),
    validated({ query: catalogueChangeListQuerySchema }, async ({ query }, _req, res) => {
      res.json(await listChanges(query.limit));
    }),
  );
  return router;
}
