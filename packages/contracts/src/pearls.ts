import { z } from 'zod';
import { seasonTagSchema } from './calendar.js';
import { objectIdSchema } from './common.js';

/** An "Orthodox Pearl": a short quotation shown in the sidebar and on the pearls page. */
export const pearlSchema = z.object({
  _id: objectIdSchema,
  title: z.string(),
  body: z.string(),
  book: z.string().optional(),
  /** Seasons and feasts the pearl suits (the pearl of the day prefers them); always sent. */
  seasons: z.array(seasonTagSchema).optional(),
});
export type Pearl = z.infer<typeof pearlSchema>;
export const pearlListSchema = z.array(pearlSchema);

export const pearlSortSchema = z.enum(['title', 'book'], { error: 'sort must be title or book' });
export type PearlSort = z.infer<typeof pearlSortSchema>;

export const pearlListQuerySchema = z.object({ sort: pearlSortSchema.optional() }).strict();
export type PearlListQuery = z.infer<typeof pearlListQuerySchema>;
