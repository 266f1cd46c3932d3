import { Router } from 'express';
import {
  idParamsSchema,
  registerUserInputSchema,
  updateUserRoleInputSchema,
} from '@ministry/contracts';
import { validated } from '@ministry/http';
import { currentUser, requireAuth, requireRole, type AuthService } from '../auth/index.js';
import { createUsersService } from './users.service.js';

/** `/users`: staff accounts, managed by admins only. There is no public sign-up. */
export function usersRoutes(auth: AuthService): Router {
  const users = createUsersService(auth.passwords);
  const adminsOnly = [requireAuth(auth), requireRole('admin')];
  const router = Router();

  router.get('/', ...adminsOnly, async (_req, res) => {
    res.json(await users.list());
  });

  router.post(
    '/register',
    ...adminsOnly,
    validated({ body: registerUserInputSchema }, async ({ body }, _req, res) => {
      res.status(201).json(await users.register(body));
    }),
  );

  router.put(
    '/:id/role',
    ...adminsOnly,
    validated(
      { params: idParamsSchema, body: updateUserRoleInputSchema },
      async ({ params, body }, _req, res) => {
        res.json(await users.changeRole(params.id, body.role));
      },
    ),
  );

  router.delete(
    '/:id',
    ...adminsOnly,
    validated({ params: idParamsSchema }, async ({ params }, req, res) => {
      await users.remove(params.id, currentUser(req));
      res.json({ message: 'User deleted' });
    }),
  );

  return router;
}
