import { Router } from 'express';
import { timeZoneSettingInputSchema, type TimeZoneSetting } from '@ministry/contracts';
import { validated } from '@ministry/http';
import { requireStaff, requireStaffRole, type StaffAuth } from '@ministry/http/staff-auth';
import { readOwnerTimeZone, saveOwnerTimeZone } from '@ministry/db';

/**
 * The owner's time zone (`/settings/time-zone` here, `/payments/settings/time-zone` through the
 * gateway): every member of staff reads it (the admin shows every date in it); admins change it.
 */
export function timeZoneRoutes(deps: { staff: StaffAuth; fallback: string }): Router {
  const router = Router();
  router.use('/settings/time-zone', requireStaff(deps.staff), (_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  const answer = async (): Promise<TimeZoneSetting> => ({
    timeZone: await readOwnerTimeZone(deps.fallback),
  });

  router.get('/settings/time-zone', async (_req, res) => {
    res.json(await answer());
  });

  router.patch(
    '/settings/time-zone',
    requireStaffRole(['admin'], 'Only admins may change the time zone.'),
    validated({ body: timeZoneSettingInputSchema }, async ({ body }, _req, res) => {
      await saveOwnerTimeZone(body.timeZone);
      res.json(await answer());
    }),
  );

  return router;
}
