import { z } from 'zod';
import { churchDaySchema } from './calendar.js';
import { pearlSchema } from './pearls.js';
import { postSchema } from './posts.js';
import { productSchema } from './products.js';

// Beside calendar.ts rather than in it: products, posts and pearls import the season tags from
// there, so the answer that lists them would make a cycle.

/** At most this many products (editions) and posts in "For this season". */
export const SEASON_PRODUCT_LIMIT = 8;
export const SEASON_POST_LIMIT = 4;

/**
 * `GET /api/calendar/season?calendar=&date=`: the day, and what is tagged with any of its tags
 * (its season and feasts). Products are editions, as the store lists them (the web groups
 * them by title); posts are published ones, newest first.
 */
export const seasonResourcesSchema = z.object({
  day: churchDaySchema,
  products: z.array(productSchema),
  posts: z.array(postSchema),
  pearls: z.array(pearlSchema),
});
export type SeasonResources = z.infer<typeof seasonResourcesSchema>;

/**
 * `GET /api/calendar/pearl?calendar=&date=`: the sidebar's pearl, picked among those tagged for
 * the day when there are any, else among all; null when there are no pearls.
 */
export const pearlOfTheDaySchema = z.object({ pearl: pearlSchema.nullable() });
export type PearlOfTheDay = z.infer<typeof pearlOfTheDaySchema>;
