import { z } from 'zod';
import { emailSchema, optionalText, requiredText } from './common.js';

/**
 * `POST /api/contact`. `website` is a honeypot: people never see the field, bots fill it in.
 */
export const contactMessageInputSchema = z.object({
  name: requiredText(100),
  email: emailSchema,
  subject: optionalText(200),
  message: requiredText(5_000),
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
export type ParsedContactMessageInput = z.output<typeof contactMessageInputSchema>;

export const contactMessageResponseSchema = z.object({ message: z.string() });
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;
