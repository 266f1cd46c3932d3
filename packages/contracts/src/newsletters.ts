// Sending newsletters (`/api/newsletters*`): what a send is made from, its preview, and the
// texts of seasonal series. The send itself is `newsletterSendSchema` (subscribers.ts).
import { z } from 'zod';
import { isoDateSchema, objectIdSchema } from './common.js';
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
