import { z } from 'zod';
import { objectIdSchema, requiredText } from './common.js';

export const categorySchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  slug: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

/** `POST /api/categories`. A client-sent slug is ignored: the server derives it from the name. */
export const createCategoryInputSchema = z.object({ name: requiredText(60) });
export type CreateCategoryInput = z.infer<typeof createCategoryInputSchema>;

/** The spec's slug rule: lower case, each run of white space becomes one hyphen. */
export const categorySlug = (name: string): string =>
  name.trim().toLowerCase().replace(/\s+/g, '-');
