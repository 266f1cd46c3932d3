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

/** A page number in a list query (`?page=`): a whole number from 1 to `max`, `fallback` when absent. */
export const pageNumberQuery = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(max, { error: `must be at most ${max}` })
    .default(fallback);

/**
 * Text as an address segment (a slug): accents dropped, lower case, every run of other
 * characters one hyphen, at most `maxLength` long; `fallback` when nothing Latin is left (a
 * Greek or Church Slavonic title, say).
 */
export function slugify(text: string, maxLength: number, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}
