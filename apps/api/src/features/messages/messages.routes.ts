import { Router } from 'express';
import {
  idParamsSchema,
  messageListQuerySchema,
  updateMessageInputSchema,
} from '@ministry/contracts';
import { validated } from '@ministry/http';
import { requireAuth, requireRole, type AuthService } from '../auth/index.js';
import { listMessages, setMessageStatus } from './messages.service.js';

/** `/messages`: what visitors wrote through the contact page, for admins only. */
export function messagesRoutes(auth: AuthService): Router {
  const router = Router();
  router.use(requireAuth(auth), requireRole('admin'));
  // Visitors' names, addresses and words: never kept by a browser or a proxy.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  router.get(
    '/',
    validated({ query: messageListQuerySchema }, async ({ query }, _req, res) => {
      res.json(await listMessages(query));
    }),
  );

  router.patch(
    '/:id',
    validated(
      { params: idParamsSchema, body: updateMessageInputSchema },
      async ({ params, body }, _req, res) => {
        res.json(await setMessageStatus(params.id, body.status));
      },
    ),
  );

  return router;
}
