import { Router } from 'express';
import { loginRequestSchema } from '@ministry/contracts';
import { validated } from '@ministry/http';
import type { AuthService } from './auth.service.js';
import { loginLimits } from './login-limits.js';

/** `POST /users/login`: the only call that takes a password rather than a token. */
export function authRoutes(auth: AuthService): Router {
  const router = Router();
  router.post(
    '/login',
    ...loginLimits(),
    validated({ body: loginRequestSchema }, async ({ body }, _req, res) => {
      res.json(await auth.login(body));
    }),
  );
  return router;
}
