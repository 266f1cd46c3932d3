import { createHmac, randomBytes } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { backupNameParamsSchema, backupRunParamsSchema } from '@ministry/contracts';
import { signDownloadToken, verifyDownloadToken } from '@ministry/db';
import { AppError, validated } from '@ministry/http';
import { requireAuth, requireRole, type AuthService } from '../features/auth/index.js';
import type { Backups } from './backups.service.js';

/** A download link lives this long: time to click it, not to pass it round. */
const LINK_MS = 5 * 60 * 1000;

const tokenQuerySchema = z.object({ token: z.string().min(1).max(500) });

/**
 * `/backups` (admins): start one (202, at once), follow its progress, list the kept ones, and
 * download one. A download is a plain link the browser saves as it streams (an archive may be
 * gigabytes), so it carries a signed token valid five minutes rather than the staff token.
 */
export function backupsRoutes(
  auth: AuthService,
  backups: Backups,
  options: { secret?: string | undefined; now?: () => Date },
): Router {
  // Links are signed with a key of their own, derived from JWT_SECRET when there is one.
  const secret = options.secret
    ? createHmac('sha256', options.secret).update('backup-download-links').digest('base64url')
    : randomBytes(32).toString('base64url');
  const now = () => (options.now ?? (() => new Date()))().getTime();
  const router = Router();
  const admins = [
    (_req: unknown, res: { set(name: string, value: string): void }, next: () => void) => {
      res.set('Cache-Control', 'private, no-store');
      next();
    },
    requireAuth(auth),
    requireRole('admin'),
  ];

  router.post('/backups', ...admins, async (_req, res) => {
    res.status(202).json(await backups.start('manual'));
  });
  router.get('/backups', ...admins, async (_req, res) => {
    res.json(await backups.list());
  });
  router.get(
    '/backups/runs/:id',
    ...admins,
    validated({ params: backupRunParamsSchema }, async ({ params }, _req, res) => {
      res.json(await backups.progress(params.id));
    }),
  );
  router.post(
    '/backups/:name/link',
    ...admins,
    validated({ params: backupNameParamsSchema }, async ({ params }, _req, res) => {
      await backups.open(params.name).then((file) => file.body.destroy());
      const token = signDownloadToken(
        { productId: `backup:${params.name}`, expiresAt: now() + LINK_MS },
        secret,
      );
      res.json({ url: `/api/backups/${params.name}?token=${encodeURIComponent(token)}` });
    }),
  );
  router.get(
    '/backups/:name',
    validated(
      { params: backupNameParamsSchema, query: tokenQuerySchema },
      async ({ params, query }, _req, res) => {
        const check = verifyDownloadToken(query.token, secret, now());
        if (!check.ok || check.claims.productId !== `backup:${params.name}`) {
          throw new AppError(
            403,
            'LINK_INVALID',
            check.ok || check.reason === 'invalid'
              ? 'This download link is not valid.'
              : 'This download link has expired: download the backup again from the settings.',
          );
        }
        const file = await backups.open(params.name);
        res.set({
          'Cache-Control': 'private, no-store',
          'Content-Type': 'application/gzip',
          'Content-Length': String(file.size),
          'Content-Disposition': `attachment; filename="${params.name}"`,
        });
        file.body.pipe(res);
      },
    ),
  );
  return router;
}
