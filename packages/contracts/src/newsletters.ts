// Sending newsletters (`/api/newsletters*`): what a send is made from, its preview, and the
// texts of seasonal series. The send itself is `newsletterSendSchema` (subscribers.ts).
import { z } from 'zod';
import { isoDateSchema, objectIdSchema, requiredText } from './common.js';
import { mailingListIdSchema } from './subscribers.js';

/** A journal post, or a product made live ("New resources"). */
export const newsletterSourceInputSchema = z.object({
  source: z.enum(['post', 'product'], { error: 'must be post or product' }),
  sourceId: objectIdSchema,
});
export type NewsletterSourceInput = z.infer<typeof newsletterSourceInputSchema>;

/** `POST /api/newsletters`: send now, or at `scheduledFor`. */
export const createNewsletterInputSchema = newsletterSourceInputSchema.extend({
  lists: z
    .array(mailingListIdSchema)
    .min(1, { error: 'choose at least one list' })
    .max(20)
    .transform((lists) => [...new Set(lists)]),
  scheduledFor: isoDateSchema.optional(),
});
export type CreateNewsletterInput = z.input<typeof createNewsletterInputSchema>;

/** `POST /api/newsletters/preview`: the email as a subscriber will see it. */
export const newsletterPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

/** `POST /api/newsletters/test`: where the test copy went. */
export const newsletterTestResponseSchema = z.object({ message: z.string(), to: z.string() });
export type NewsletterTestResponse = z.infer<typeof newsletterTestResponseSchema>;

/**
 * Postmark's bounce and spam-complaint webhooks (`POST /api/newsletters/webhooks/postmark`):
 * the fields read; Postmark sends many more.
 */
export const postmarkWebhookSchema = z.looseObject({
  RecordType: z.string(),
  /** Bounces: HardBounce, SoftBounce, Transient, SpamNotification, … */
  Type: z.string().optional(),
  Email: z.string().optional(),
  Description: z.string().optional(),
});
export type PostmarkWebhook = z.infer<typeof postmarkWebhookSchema>;

/**
 * One email of a seasonal series: day `day` of the list's series (day 1 on its anchor, Clean
 * Monday or the Nativity Fast's first day, on each subscriber's own calendar).
 */
export const seriesEmailInputSchema = z.object({
  list: mailingListIdSchema,
  day: z.number({ error: 'must be a number' }).int().min(1).max(60),
  subject: requiredText(200),
  /** Markdown. */
  body: requiredText(20_000),
});
export type SeriesEmailInput = z.infer<typeof seriesEmailInputSchema>;

export const updateSeriesEmailInputSchema = seriesEmailInputSchema
  .pick({ subject: true, body: true })
  .partial();
export type UpdateSeriesEmailInput = z.infer<typeof updateSeriesEmailInputSchema>;

export const seriesEmailSchema = seriesEmailInputSchema.extend({
  _id: objectIdSchema,
  updatedAt: isoDateSchema,
});
export type SeriesEmail = z.infer<typeof seriesEmailSchema>;

export const seriesEmailsQuerySchema = z.object({ list: mailingListIdSchema });
