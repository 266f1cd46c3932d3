import { z } from 'zod';
import { isoDateSchema, objectIdSchema, pageNumberQuery } from './common.js';

/** Contact-form messages in the staff's inbox (`/api/messages`, admins only). */
export const CONTACT_MESSAGE_STATUSES = ['unread', 'read', 'archived'] as const;
export const contactMessageStatusSchema = z.enum(CONTACT_MESSAGE_STATUSES, {
  error: 'must be unread, read or archived',
});
export type ContactMessageStatus = z.infer<typeof contactMessageStatusSchema>;

export const MESSAGES_PAGE_SIZE = 25;

/** `GET /api/messages`: one status (unread and read when none is given), newest first. */
export const messageListQuerySchema = z
  .object({
    status: contactMessageStatusSchema.optional(),
    page: pageNumberQuery(10_000, 1),
  })
  .strict();
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

export const inboxMessageSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  status: contactMessageStatusSchema,
  createdAt: isoDateSchema,
  /** Whether it reached the ministry's inbox by mail too. */
  mailed: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const messageListSchema = z.object({
  messages: z.array(inboxMessageSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  unread: z.number().int(),
});
export type MessageList = z.infer<typeof messageListSchema>;

/** `PATCH /api/messages/:id`. */
export const updateMessageInputSchema = z.object({ status: contactMessageStatusSchema }).strict();
export type UpdateMessageInput = z.infer<typeof updateMessageInputSchema>;
