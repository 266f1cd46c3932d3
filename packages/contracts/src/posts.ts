import { z } from 'zod';
import {
  CHURCH_YEAR_MAX,
  CHURCH_YEAR_MIN,
  civilDateStringSchema,
  seasonTagListSchema,
  seasonTagSchema,
} from './calendar.js';
import {
  audioAttachmentSchema,
  audioFileIdInputSchema,
  audioTranscriptInputSchema,
} from './audio.js';
import { isoDateSchema, objectIdSchema, requiredText } from './common.js';

/** How far from Pascha a post may be scheduled, in days either way. */
export const POST_SCHEDULE_MAX_DAYS = 60;

/**
 * When a draft publishes itself: on a civil date (at 00:00 UTC), or `days` before (negative) or
 * after Pascha of `year`. The api resolves it to the post's `publishAt`.
 */
export const postScheduleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('date'), date: civilDateStringSchema }),
    z.object({
      kind: z.literal('pascha'),
      days: z
        .number({ error: 'must be a whole number of days' })
        .int({ error: 'must be a whole number of days' })
        .min(-POST_SCHEDULE_MAX_DAYS, {
          error: `must be at most ${POST_SCHEDULE_MAX_DAYS} days before Pascha`,
        })
        .max(POST_SCHEDULE_MAX_DAYS, {
          error: `must be at most ${POST_SCHEDULE_MAX_DAYS} days after Pascha`,
        }),
      year: z
        .number({ error: 'must be a year' })
        .int({ error: 'must be a year' })
        .min(CHURCH_YEAR_MIN, { error: `must be a year from ${CHURCH_YEAR_MIN}` })
        .max(CHURCH_YEAR_MAX, { error: `must be a year up to ${CHURCH_YEAR_MAX}` }),
    }),
  ],
  { error: 'must be a date or a number of days from Pascha' },
);
export type PostSchedule = z.infer<typeof postScheduleSchema>;

export const postAuthorSchema = z.object({
  _id: objectIdSchema,
  username: z.string(),
  /** Absent when the author has none. */
  displayName: z.string().optional(),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

/** A post as the API answers it; `author` is null when the author's account is gone. */
export const postSchema = z.object({
  _id: objectIdSchema,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  /** `content` rendered once when saved: sanitized HTML, empty when `content` is. */
  contentHtml: z.string(),
  categories: z.array(objectIdSchema),
  /** Seasons and feasts the post suits ("For this season"); always sent, empty when none. */
  seasons: z.array(seasonTagSchema).optional(),
  published: z.boolean(),
  publishedAt: isoDateSchema.nullable().optional(),
  author: postAuthorSchema.nullable(),
  /**
   * The name the post is signed with, resolved when read: its author's display name now, or
   * `DEFAULT_BYLINE` ("The Ministry") when there is none or the account is gone.
   */
  byline: z.string(),
  createdAt: isoDateSchema.optional(),
  updatedAt: isoDateSchema.optional(),
  /** A draft's schedule and the instant it resolves to; both null once it has published. */
  schedule: postScheduleSchema.nullable().optional(),
  publishAt: isoDateSchema.nullable().optional(),
  /** A recording of the post (an episode of the podcast), with its transcript when given. */
  audio: audioAttachmentSchema.optional(),
});
export type Post = z.infer<typeof postSchema>;
export const postListSchema = z.array(postSchema);

const postFields = {
  title: requiredText(200),
  excerpt: requiredText(1_000),
  content: requiredText(100_000),
  categories: z
    .array(objectIdSchema, { error: 'must be a list of category ids' })
    .max(50, { error: 'must have at most 50 entries' }),
  seasons: seasonTagListSchema,
  published: z.boolean({ error: 'must be true or false' }),
  /** Publish later instead of now (with `published: false`); null for no schedule. */
  schedule: postScheduleSchema.nullable(),
  /** An upload of kind `audio`; null takes the audio away. */
  audioFileId: audioFileIdInputSchema.nullable(),
  /** Shown under the player; empty for none. */
  audioTranscript: audioTranscriptInputSchema,
};

/** `POST /api/posts`. Any `author` in the body is dropped: the author is the signed-in user. */
export const createPostInputSchema = z.object({
  ...postFields,
  categories: postFields.categories.default([]),
  seasons: postFields.seasons.default([]),
  published: postFields.published.default(false),
  schedule: postFields.schedule.optional(),
  audioFileId: postFields.audioFileId.optional(),
  audioTranscript: postFields.audioTranscript.optional(),
});
export type CreatePostInput = z.input<typeof createPostInputSchema>;

/**
 * `PUT /api/posts/:id`. Clients send the whole post back; only these fields are read,
 * and none is required.
 */
export const updatePostInputSchema = z.object(postFields).partial();
export type UpdatePostInput = z.infer<typeof updatePostInputSchema>;

export const postSlugParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(220)
    .regex(/^[a-z0-9-]+$/, { error: 'is not a valid slug' }),
});
