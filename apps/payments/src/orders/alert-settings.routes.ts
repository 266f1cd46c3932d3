import { Router } from 'express';
import {
  alertSettingsInputSchema,
  type AlertSettings,
  type AlertSettingsInput,
} from '@ministry/contracts';
import { readShopSettings, SHOP_SETTINGS_ID, ShopSettingsModel } from '@ministry/db';
import { validated } from '@ministry/http';
import { requireStaff, type StaffAuth } from '@ministry/http/staff-auth';

/**
 * The owner's alert setting (`/settings/alerts` here, `/payments/settings/alerts` through the
 * gateway), for admins: an email for each order, or one daily digest. The address and the hour
 * come from the configuration and are only shown.
 */
export function alertSettingsRoutes(deps: {
  staff: StaffAuth;
  ownerEmail: string | undefined;
  digestHour: number;
  now: () => Date;
}): Router {
  const router = Router();
  router.use(
    '/settings/alerts',
    requireStaff(deps.staff, { roles: ['admin'], refusal: 'Only admins may change the alerts.' }),
    (_req, res, next) => {
      res.set('Cache-Control', 'private, no-store');
      next();
    },
  );

  const answer = async (): Promise<AlertSettings> => ({
    ownerAlerts: (await readShopSettings()).ownerAlerts,
    ownerEmail: deps.ownerEmail ?? null,
    digestHour: deps.digestHour,
  });

  router.get('/settings/alerts', async (_req, res) => {
    res.json(await answer());
  });

  router.patch(
    '/settings/alerts',
    validated({ body: alertSettingsInputSchema }, async ({ body }, _req, res) => {
      await changeOwnerAlerts(body, deps.now());
      res.json(await answer());
    }),
  );

  return router;
}

async function changeOwnerAlerts(input: AlertSettingsInput, now: Date): Promise<void> {
  const current = await readShopSettings();
  if (current.ownerAlerts === input.ownerAlerts) return;
  await ShopSettingsModel.updateOne(
    { _id: SHOP_SETTINGS_ID },
    input.ownerAlerts === 'daily'
      ? // The first digest starts here: what came before had its own alerts.
        { $set: { ownerAlerts: 'daily', dailySince: now } }
      : { $set: { ownerAlerts: 'each' } },
  );
}
