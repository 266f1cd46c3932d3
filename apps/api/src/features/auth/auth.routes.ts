import { Router } from 'express';
import { loginRequestSchema } from '@ministry/contracts';
import { AppError, validated } from '@ministry/http';
import { bearerToken } from '@ministry/http/staff-auth';
import { login, logout, type AuthService } from './auth.service.js';
import { createLoginLimits, TooManyLoginAttempts } from './login-limits.js';

const isWrongPassword = (error: unknown) =>
  error instanceof AppError && error.code === 'invalid_credentials';

/**
 * `POST /users/login`, the only call that takes a password rather than a token, and
 * `POST /users/logout`, which ends every session of the token's user.
 */
export function authRoutes(auth: AuthService, options: { now?: () => Date } = {}): Router {
  const limits = createLoginLimits(options.now);
  const router = Router();

  router.post(
    '/login',
    validated({ body: loginRequestSchema }, async ({ body }, req, res) => {
      const attempt = { email: body.email, client: req.ip ?? 'unknown' };
      try {
        await limits.start(attempt);
      } catch (error) {
        if (error instanceof TooManyLoginAttempts) {
          res.setHeader('Retry-After', String(error.retryAfterSeconds));
        }
        throw error;
      }
      let answer;
      try {
        answer = await login(auth, body);
      } catch (error) {
        await limits.end(attempt, isWrongPassword(error) ? 'failure' : 'unknown');
        throw error;
      }
      await limits.end(attempt, 'success');
      res.json(answer);
    }),
  );

  router.post('/logout', async (req, res) => {
    res.json(await logout(auth, bearerToken(req)));
  });

  return router;
}
