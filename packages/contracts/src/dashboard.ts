import { z } from 'zod';
import { isoDateSchema, objectIdSchema } from './common.js';

/**
 * The dashboard's "today" figures that no other screen answers: the gifts received since the
 * owner's last visit (payments, admins) and the posts scheduled for the coming week (api, staff).
 */

/** `GET /payments/gifts/received?since=`: `since` is the owner's last visit. */
export const giftsReceivedQuerySchema = z.object({ since: isoDateSchema }).strict();
export type GiftsReceivedQuery = z.infer<typeof giftsReceivedQuerySchema>;

export const giftsReceivedSchema = z.object({
  since: isoDateSchema,
  count: z.number().int(),
  /** Dollars. */
  amount: z.number(),
});
export type GiftsReceived = z.infer<typeof giftsReceivedSchema>;

/** How far ahead `GET /api/posts/scheduled` looks: this week, from now. */
export const SCHEDULED_POSTS_DAYS = 7;

/** `GET /api/posts/scheduled`: drafts due to publish within the next week, soonest first. */
export const scheduledPostsSchema = z.object({
  until: isoDateSchema,
  posts: z.array(z.object({ _id: objectIdSchema, title: z.string(), publishAt: isoDateSchema })),
});
export type ScheduledPosts = z.infer<typeof scheduledPostsSchema>;
