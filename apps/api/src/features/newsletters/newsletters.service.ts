// The staff's newsletter sends: made from a post or a product for chosen lists, previewed,
// tested, then run by the queue; paused, resumed or cancelled while they run.
import type {
  CreateNewsletterInput,
  NewsletterPreview,
  NewsletterSend,
  NewsletterSourceInput,
  NewsletterTestResponse,
  PublicUser,
} from '@ministry/contracts';
import { trusted } from '@ministry/db';
import { AppError } from '@ministry/http';
import { MailingListModel } from '../subscribers/subscriber.model.js';
import { manageTokenFor } from '../subscribers/links.js';
import { NewsletterSendModel, type NewsletterSendRecord } from './newsletter-send.model.js';
import {
  personalize,
  renderNewsletter,
  subscriberLinks,
  type EmailSettings,
} from './newsletter-email.js';
import type { NewsletterTransport } from './newsletter-transport.js';

export interface NewslettersDeps {
  /** Queues a send (the queue's job is saved in the database; a worker runs it). */
  enqueue: (sendId: string, at?: Date) => Promise<void>;
  /** The newsletters' transport (test copies go through it too). */
  transport: NewsletterTransport;
  email: EmailSettings;
  linkSecret: string;
  unsubscribeMailto: string;
  /** The domain of Message-IDs (MAIL_FROM's). */
  messageIdDomain: string;
  now: () => Date;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);

export function toNewsletterSend(record: NewsletterSendRecord): NewsletterSend {
  return {
    _id: record._id.toString(),
    source: record.source,
    sourceId: record.sourceId,
    subject: record.subject,
    lists: record.lists,
    status: record.status,
    ...(record.scheduledFor ? { scheduledFor: iso(record.scheduledFor) } : {}),
    ...(record.startedAt ? { startedAt: iso(record.startedAt) } : {}),
    ...(record.finishedAt ? { finishedAt: iso(record.finishedAt) } : {}),
    total: record.total,
    sent: record.sent,
    failed: record.failed,
    skipped: record.skipped,
    createdAt: record.createdAt.toISOString(),
  };
}

export async function listSends(): Promise<NewsletterSend[]> {
  const sends = await NewsletterSendModel.find({}, { html: 0, text: 0 })
    .sort({ createdAt: -1 })
    .limit(200)
    .lean<NewsletterSendRecord[]>();
  return sends.map(toNewsletterSend);
}

async function findRecord(id: string): Promise<NewsletterSendRecord> {
  const send = await NewsletterSendModel.findById(id).lean<NewsletterSendRecord>();
  if (!send) throw AppError.notFound('Newsletter send not found');
  return send;
}

export const findSend = async (id: string) => toNewsletterSend(await findRecord(id));

/** A send to the chosen lists, now or at `scheduledFor`. */
export async function createSend(
  deps: NewslettersDeps,
  input: CreateNewsletterInput & { lists: string[] },
  user: PublicUser,
): Promise<NewsletterSend> {
  const known = await MailingListModel.find(
    { listId: trusted({ $in: input.lists }) },
    { listId: 1 },
  ).lean();
  const unknown = input.lists.filter((list) => !known.some((found) => found.listId === list));
  if (unknown.length > 0) {
    throw AppError.badRequest(
      `Invalid request: no list ${unknown.map((l) => `"${l}"`).join(', ')}`,
    );
  }
  const scheduledFor = input.scheduledFor ? new Date(input.scheduledFor) : undefined;
  const email = await renderNewsletter(input, deps.email, { scheduledFor });
  const later = scheduledFor !== undefined && scheduledFor > deps.now();
  const send = await NewsletterSendModel.create({
    source: input.source,
    sourceId: input.sourceId,
    lists: input.lists,
    status: later ? 'scheduled' : 'queued',
    ...(scheduledFor ? { scheduledFor } : {}),
    ...email,
    createdBy: user._id,
  });
  await deps.enqueue(send._id.toString(), later ? scheduledFor : undefined);
  return toNewsletterSend(send.toObject());
}

/** The email as a subscriber gets it (their links replaced by a sample's). */
export async function previewSend(
  deps: NewslettersDeps,
  input: NewsletterSourceInput,
): Promise<NewsletterPreview> {
  const email = await renderNewsletter(input, deps.email, { preview: true });
  const { subject, html, text } = personalize(email, sampleLinks(deps), deps.unsubscribeMailto);
  return { subject, html, text };
}

const sampleLinks = (deps: NewslettersDeps) =>
  subscriberLinks(manageTokenFor('preview', deps.linkSecret), deps.email.webOrigin);

/** One copy to the signed-in staff member, marked as a test. */
export async function testSend(
  deps: NewslettersDeps,
  input: NewsletterSourceInput,
  user: PublicUser,
): Promise<NewsletterTestResponse> {
  const email = await renderNewsletter(input, deps.email, { preview: true });
  const message = personalize(email, sampleLinks(deps), deps.unsubscribeMailto);
  await deps.transport.send({
    to: user.email,
    ...message,
    subject: `[Test] ${message.subject}`,
    messageId: `<test.${Date.now().toString(36)}.${input.sourceId}@${deps.messageIdDomain}>`,
  });
  return { message: `A test copy was sent to ${user.email}.`, to: user.email };
}

type Status = NewsletterSend['status'];

/** Moves a send from one of `from` to `to`, or says why it cannot. */
async function move(id: string, from: Status[], to: Status, verb: string) {
  const send = await NewsletterSendModel.findOneAndUpdate(
    { _id: id, status: trusted({ $in: from }) },
    { $set: { status: to } },
    { returnDocument: 'after' },
  ).lean<NewsletterSendRecord>();
  if (send) return send;
  const current = await findRecord(id);
  throw AppError.conflict(`A send that is ${current.status} cannot be ${verb}`);
}

/** Stops a send between two batches; what it had claimed waits for the resume. */
export const pauseSend = async (id: string) =>
  toNewsletterSend(await move(id, ['scheduled', 'queued', 'sending'], 'paused', 'paused'));

export async function resumeSend(deps: NewslettersDeps, id: string): Promise<NewsletterSend> {
  const paused = await findRecord(id);
  const later = paused.scheduledFor && !paused.startedAt && paused.scheduledFor > deps.now();
  const send = await move(id, ['paused'], later ? 'scheduled' : 'queued', 'resumed');
  await deps.enqueue(id, later ? (paused.scheduledFor ?? undefined) : undefined);
  return toNewsletterSend(send);
}

export const cancelSend = async (id: string) =>
  toNewsletterSend(
    await move(id, ['scheduled', 'queued', 'sending', 'paused'], 'cancelled', 'cancelled'),
  );
