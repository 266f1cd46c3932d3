import { Router } from 'express';
import {
  idParamsSchema,
  registerUserInputSchema,
  updateUserDisplayNameInputSchema,
  updateUserRoleInputSchema,
} from '@ministry/contracts';
import { validated } from '@ministry/http';
import { currentUser, requireAuth, requireRole, type AuthService } from '../auth/index.js';
import {
  changeUserDisplayName,
  changeUserRole,
  listUsers,
  registerUser,
  removeUser,
} from './users.service.js';

/** `/users`: staff accounts, managed by admins only. There is no public sign-up. */
export function usersRoutes(auth: AuthService): Router {
  const adminsOnly = [requireAuth(auth), requireRole('admin')];
  const router = Router();

  router.get('/', ...adminsOnly, async (_req, res) => {
    res.json(await listUsers());
  });

  router.post(
    '/register',
    ...adminsOnly,
    validated({ body: registerUserInputSchema }, async ({ body }, _req, res) => {
      res.status(201).json(await registerUser(body, auth.passwords));
    }),
  );

  router.put(
    '/:id/role',
    ...adminsOnly,
    validated(
      { params: idParamsSchema, body: updateUserRoleInputSchema },
      async ({ params, body }, _req, res) => {
        res.json(await changeUserRole(params.id, body.role));
      },
    ),
  );

  router.put(
    '/:id/display-name',
    ...adminsOnly,
    validated(
      { params: idParamsSchema, body: updateUserDisplayNameInputSchema },
      async ({ params, body }, _req, res) => {
        res.json(await changeUserDisplayName(params.id, body.displayName));
      },
    ),
  );

  router.delete(
    '/:id',
    ...adminsOnly,
    validated({ params: idParamsSchema }, async ({ params }, req, res) => {
      await removeUser(params.id, currentUser(req));
      res.json({ message: 'User deleted' });
    }),
  );

  return router;
}
