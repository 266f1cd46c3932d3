import { Router } from 'express';
import {
  fastingTraditionSettingInputSchema,
  type FastingTraditionSetting,
} from '@ministry/contracts';
import { readFastingTradition, saveFastingTradition } from '@ministry/db';
import { validated } from '@ministry/http';
import { requireAuth, requireRole, type AuthService } from '../auth/index.js';

/**
 * `/settings/fasting-tradition`: whose fasting custom the calendar follows, Slavic or Greek usage.
 * Every member of staff reads it; admins change it. The public calendar reads it on each answer.
 */
export function fastingTraditionRoutes(auth: AuthService): Router {
  const router = Router();
  router.use('/settings/fasting-tradition', requireAuth(auth), (_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  const answer = async (): Promise<FastingTraditionSetting> => ({
    tradition: await readFastingTradition(),
  });

  router.get('/settings/fasting-tradition', async (_req, res) => {
    res.json(await answer());
  });

  router.patch(
    '/settings/fasting-tradition',
    requireRole('admin'),
    validated({ body: fastingTraditionSettingInputSchema }, async ({ body }, _req, res) => {
      await saveFastingTradition(body.tradition);
      res.json(await answer());
    }),
  );
  return router;
}
