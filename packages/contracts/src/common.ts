import { z } from 'zod';

/** A MongoDB ObjectId as it travels in JSON: 24 hexadecimal characters. */
export const objectIdSchema = z
  .string({ error: 'must be a string id' })
  .regex(/^[a-f\d]{24}$/i, { error: 'must be a valid id' });
export type ObjectId = z.infer<typeof objectIdSchema>;

export const isoDateSchema = z.iso.datetime({ offset: true });

/** A trimmed, non-empty line of text with a length cap, so no field can carry megabytes. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });

export const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .optional();

/** Route parameter `:id`. */
export const idParamsSchema = z.object({ id: objectIdSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** An email address, trimmed and lower-cased before it is checked, as people type them. */
export const emailSchema = z
  .string({ error: 'must be a valid email address' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'must be at most 254 characters' })
  .pipe(z.email({ error: 'must be a valid email address' }));
