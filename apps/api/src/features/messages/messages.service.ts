// The contact form's messages as the staff's inbox: newest first, read, archived.
import mongoose from 'mongoose';
import {
  MESSAGES_PAGE_SIZE,
  type ContactMessageStatus,
  type InboxMessage,
  type MessageList,
} from '@ministry/contracts';
import { ContactMessageModel, type ContactMessageRecord } from '@ministry/db';
import { AppError } from '@ministry/http';

/** Unread, including messages kept before the inbox existed (they have no status). */
const UNREAD = { status: mongoose.trusted({ $in: ['unread' as const, null] }) };

const toInboxMessage = (record: ContactMessageRecord): InboxMessage => ({
  _id: record._id.toString(),
  name: record.name,
  email: record.email,
  subject: record.subject ?? null,
  message: record.message,
  // Messages kept before the inbox existed have no status: they were never read here.
  status: record.status ?? 'unread',
  createdAt: ((record as { createdAt?: Date }).createdAt ?? new Date(0)).toISOString(),
  mailed: Boolean(record.mailedAt),
});

/** One status, or everything not archived when none is given. */
export async function listMessages(query: {
  status?: ContactMessageStatus | undefined;
  page: number;
}): Promise<MessageList> {
  const filter = query.status
    ? query.status === 'unread'
      ? UNREAD
      : { status: query.status }
    : { status: mongoose.trusted({ $ne: 'archived' as const }) };
  const [records, total, unread] = await Promise.all([
    ContactMessageModel.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((query.page - 1) * MESSAGES_PAGE_SIZE)
      .limit(MESSAGES_PAGE_SIZE)
      .lean(),
    ContactMessageModel.countDocuments(filter),
    ContactMessageModel.countDocuments(UNREAD),
  ]);
  return {
    messages: records.map(toInboxMessage),
    page: query.page,
    pageSize: MESSAGES_PAGE_SIZE,
    total,
    pages: Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE)),
    unread,
  };
}

export async function setMessageStatus(
  id: string,
  status: ContactMessageStatus,
): Promise<InboxMessage> {
  const record = await ContactMessageModel.findByIdAndUpdate(
    id,
    { $set: { status } },
    { returnDocument: 'after' },
  ).lean();
  if (!record) throw AppError.notFound('No message with this id.');
  return toInboxMessage(record);
}
