import { z } from 'zod';

/**
 * The owner's alerts (`GET/PATCH /payments/settings/alerts`, admins only): an email for each
 * paid order and each order that needs them, or one digest a day instead.
 */
export const OWNER_ALERT_MODES = ['each', 'daily'] as const;
export const ownerAlertModeSchema = z.enum(OWNER_ALERT_MODES, {
  error: 'must be each or daily',
});
export type OwnerAlertMode = z.infer<typeof ownerAlertModeSchema>;

export const alertSettingsSchema = z.object({
  ownerAlerts: ownerAlertModeSchema,
  /** OWNER_EMAIL: set in the server's configuration, never from the admin; null when unset. */
  ownerEmail: z.string().nullable(),
  /** The hour (0–23, in the owner's time zone) the daily digest goes out: OWNER_DIGEST_HOUR. */
  digestHour: z.number().int().min(0).max(23),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

export const alertSettingsInputSchema = z
  .object({
    ownerAlerts: ownerAlertModeSchema,
  })
  .strict();
export type AlertSettingsInput = z.infer<typeof alertSettingsInputSchema>;
