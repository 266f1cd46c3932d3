// One newsletter send, run by the queue (newsletter-queue.ts), and run again from where it
// stopped after a pause, a crash or an SMTP outage.
//
// The guarantee, and its one window. Each subscriber's copy is a Delivery, unique per (send,
// subscriber): it is written `claimed` (a batch at a time) before the copy is handed to SMTP,
// and `sent` as soon as the server has accepted it, before the next copy starts (one message in
// flight at a time). A run that starts again first finishes the copies still `claimed`, then
// streams the rest after the send's cursor. So, after any crash:
// - nobody is sent a second copy of a message whose acceptance was recorded;
// - nobody is missed: a claimed copy the server never accepted is sent on resume;
// - the one copy in flight when the process died may have been accepted (the server answered
//   250) but not yet recorded. It is sent again, with the same Message-ID (`<send.subscriber@…>`),
//   which mail programs and providers that drop repeats (Gmail does) treat as one message. No
//   sender can close this window: SMTP has no way to ask "did you get it?". At most one person
//   per crash may see two copies; without resending, someone would instead get none.
import { Types } from 'mongoose';
import { trusted } from '@ministry/db';
import { civilDateIn } from '@ministry/contracts';
import type { Logger } from '@ministry/http';
import { publishDuePosts } from '../posts/index.js';
import { PostModel } from '../posts/post.model.js';
import { SubscriberModel } from '../subscribers/subscriber.model.js';
import { manageTokenFor } from '../subscribers/links.js';
import { DeliveryModel } from './delivery.model.js';
import { NewsletterSendModel, type NewsletterSendRecord } from './newsletter-send.model.js';
import { personalize, subscriberLinks } from './newsletter-email.js';
import { DeliveryRefused, type NewsletterTransport } from './newsletter-transport.js';

type Id = Types.ObjectId;

export interface RunnerDeps {
  transport: NewsletterTransport;
  /** SUBSCRIBER_LINK_SECRET: each copy's preferences and unsubscribe links. */
  linkSecret: string;
  webOrigin: string;
  /** The address of the List-Unsubscribe mailto. */
  unsubscribeMailto: string;
  /** The domain of each copy's Message-ID (MAIL_FROM's). */
  messageIdDomain: string;
  /** EMAIL_RATE_PER_SECOND. */
  ratePerSecond: number;
  /** Subscribers claimed, and checked again, at a time. */
  batchSize?: number;
  /** Waits before each new try of a copy refused for now (4xx, connection). */
  retryDelaysMs?: number[];
  /** The owner's time zone ("today" for a subscriber's pause). */
  timeZone: () => Promise<string>;
  now?: () => Date;
  logger: Logger;
  /** Called between messages: keeps the queue's lease on the job (throttled by the queue). */
  heartbeat?: () => Promise<void>;
  /** The process is shutting down: stop after the message in flight, to resume later. */
  signal?: AbortSignal;
}

/** How a run ended: the queue finishes the job, or runs it again later. */
export type RunOutcome = 'finished' | 'paused' | 'cancelled' | 'retry-later' | 'interrupted';

const DEFAULT_BATCH = 50;
const PROGRESS_EVERY_MS = 1_000;
const DEFAULT_RETRY_DELAYS = [1_000, 5_000, 20_000];

/** Stops the run, leaving the copy claimed: SMTP is down or refuses us. */
class RetryLater extends Error {}
/** Stops the run between two messages: the process is shutting down. */
class Interrupted extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spaces messages by 1/rate seconds. */
function pacer(ratePerSecond: number) {
  const gap = 1000 / ratePerSecond;
  let next = 0;
  return async () => {
    const now = performance.now();
    const at = Math.max(now, next);
    next = at + gap;
    if (at > now) await sleep(at - now);
  };
}

/**
 * The subscribers a send goes to: confirmed, on one of its lists, not paused past today (and,
 * for a series' day, keeping the calendar it was reckoned on).
 */
export const recipientFilter = (
  lists: string[],
  today: string,
  calendar?: 'new' | 'old' | null,
) => ({
  status: 'confirmed' as const,
  ...(calendar ? { calendar } : {}),
  lists: trusted({ $in: lists }),
  $or: [
    { pausedUntil: trusted({ $exists: false }) },
    { pausedUntil: null },
    { pausedUntil: trusted({ $lte: today }) },
  ],
});

interface Tally {
  sent: number;
  failed: number;
  skipped: number;
}

export async function runSend(sendId: string, deps: RunnerDeps): Promise<RunOutcome> {
  const now = deps.now ?? (() => new Date());
  const batchSize = deps.batchSize ?? DEFAULT_BATCH;
  const pace = pacer(deps.ratePerSecond);
  const today = civilDateIn(now(), await deps.timeZone());

  const send = await start(sendId, today, now());
  if (send === 'paused' || send === 'cancelled' || send === 'finished') return send;

  const run = { send, deps, today, pace, now };
  try {
    // Copies claimed by a run that stopped (a crash, a pause, an outage) go first.
    const left = await DeliveryModel.find({ send: send._id, status: 'claimed' }, { subscriber: 1 })
      .sort({ subscriber: 1 })
      .lean();
    for (let i = 0; i < left.length; i += batchSize) {
      const stop = await stopRequested(send._id);
      if (stop) return stop;
      const copies = left.slice(i, i + batchSize);
      await deliverBatch(
        run,
        copies.map((copy) => copy.subscriber),
        new Map(copies.map((copy) => [copy.subscriber.toString(), copy._id])),
        undefined,
      );
    }

    // The rest, streamed in _id order after the cursor: never all in memory.
    const cursor = SubscriberModel.find(
      {
        ...recipientFilter(send.lists, today, send.calendar),
        ...(send.cursor ? { _id: trusted({ $gt: send.cursor }) } : {}),
      },
      { _id: 1 },
    )
      .sort({ _id: 1 })
      .lean()
      .cursor({ batchSize });
    try {
      let batch: Id[] = [];
      for await (const subscriber of cursor) {
        batch.push(subscriber._id);
        if (batch.length < batchSize) continue;
        const stop = await stopRequested(send._id);
        if (stop) return stop;
        await claimAndDeliver(run, batch);
        batch = [];
      }
      if (batch.length > 0) {
        const stop = await stopRequested(send._id);
        if (stop) return stop;
        await claimAndDeliver(run, batch);
      }
    } finally {
      await cursor.close();
    }
  } catch (error) {
    if (error instanceof Interrupted) return 'interrupted';
    if (error instanceof RetryLater) {
      deps.logger.warn(
        { sendId, reason: error.message },
        'newsletter: SMTP refused for now; the send resumes later',
      );
      return 'retry-later';
    }
    throw error;
  }
  return finish(send._id, now());
}

/** Marks the send started (counting its recipients the first time) and recounts its copies. */
async function start(
  sendId: string,
  today: string,
  at: Date,
): Promise<NewsletterSendRecord | 'paused' | 'cancelled' | 'finished'> {
  const found = await NewsletterSendModel.findById(sendId).lean<NewsletterSendRecord>();
  if (!found || found.status === 'cancelled') return 'cancelled';
  if (found.status === 'paused') return 'paused';
  if (found.status === 'sent') return 'finished';
  const first = !found.startedAt;
  if (first && found.source === 'post' && !(await postIsOut(found.sourceId, at))) {
    // Unscheduled since the send was made: a link to it would not open. The owner resumes the
    // send once the post is out.
    await NewsletterSendModel.updateOne(
      { _id: found._id, status: trusted({ $in: ['scheduled', 'queued'] }) },
      { $set: { status: 'paused' } },
    );
    return 'paused';
  }
  const total = first
    ? await SubscriberModel.countDocuments(recipientFilter(found.lists, today, found.calendar))
    : found.total;
  // The counts follow from the copies recorded, whatever a crash cut short.
  const counts = await DeliveryModel.aggregate<{ _id: string; n: number }>([
    { $match: { send: found._id } },
    { $group: { _id: '$status', n: { $sum: 1 } } },
  ]);
  const count = (status: string) => counts.find((c) => c._id === status)?.n ?? 0;
  const send = await NewsletterSendModel.findOneAndUpdate(
    { _id: found._id, status: trusted({ $in: ['scheduled', 'queued', 'sending'] }) },
    {
      $set: {
        status: 'sending',
        total,
        sent: count('sent'),
        failed: count('failed'),
        skipped: count('skipped'),
        ...(first ? { startedAt: at } : {}),
      },
    },
    { returnDocument: 'after' },
  ).lean<NewsletterSendRecord>();
  return send ?? 'cancelled';
}

/** Whether the post is published, publishing it first if its time has come. */
async function postIsOut(postId: string, at: Date): Promise<boolean> {
  await publishDuePosts(at);
  const post = await PostModel.findById(postId, { published: 1 }).lean();
  return post?.published === true;
}

/**
 * A pause or a cancel from the staff, seen between batches. A send paused and resumed again
 * before this run saw the pause is this run's once more.
 */
async function stopRequested(sendId: Id): Promise<'paused' | 'cancelled' | undefined> {
  const send = await NewsletterSendModel.findById(sendId, { status: 1 }).lean();
  if (!send || send.status === 'cancelled') return 'cancelled';
  if (send.status === 'paused') return 'paused';
  if (send.status === 'queued') {
    await NewsletterSendModel.updateOne(
      { _id: sendId, status: 'queued' },
      { $set: { status: 'sending' } },
    );
  }
  return undefined;
}

interface Run {
  send: NewsletterSendRecord;
  deps: RunnerDeps;
  today: string;
  pace: () => Promise<void>;
  now: () => Date;
}

const messageIdOf = (run: Run, subscriber: Id) =>
  `<${run.send._id.toString()}.${subscriber.toString()}@${run.deps.messageIdDomain}>`;

/** Claims a batch (copies already claimed or done stay as they are) and delivers it. */
async function claimAndDeliver(run: Run, batch: Id[]): Promise<void> {
  const copies = batch.map((subscriber) => ({
    _id: new Types.ObjectId(),
    send: run.send._id,
    subscriber,
    status: 'claimed' as const,
    messageId: messageIdOf(run, subscriber),
  }));
  let claimed: Map<string, Id>;
  try {
    await DeliveryModel.insertMany(copies, { ordered: false });
    claimed = new Map(copies.map((copy) => [copy.subscriber.toString(), copy._id]));
  } catch (error) {
    // A copy already recorded (a run before this one claimed it): the unique key keeps one.
    if (!isOnlyDuplicates(error)) throw error;
    claimed = await claimedCopies(run.send._id, batch);
  }
  await deliverBatch(run, batch, claimed, batch.at(-1));
}

/** Subscriber → their copy still to deliver, among `batch` (after a run that stopped). */
async function claimedCopies(send: Id, batch: Id[]): Promise<Map<string, Id>> {
  const copies = await DeliveryModel.find(
    { send, subscriber: trusted({ $in: batch }), status: 'claimed' },
    { subscriber: 1 },
  ).lean();
  return new Map(copies.map((copy) => [copy.subscriber.toString(), copy._id]));
}

function isOnlyDuplicates(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: { code?: number; err?: { code?: number } }[] })
    .writeErrors;
  if (!Array.isArray(writeErrors)) return (error as { code?: number }).code === 11000;
  return writeErrors.every((e) => (e.code ?? e.err?.code) === 11000);
}

/**
 * Delivers the batch's claimed copies, checking each subscriber again first: whoever left,
 * paused or bounced since the send started is skipped.
 */
async function deliverBatch(
  run: Run,
  batch: Id[],
  /** Subscriber → their claimed copy (recorded by its _id, the cheapest update anywhere). */
  claimed: Map<string, Id>,
  cursor: Id | undefined,
): Promise<void> {
  const { send, deps } = run;
  const subscribers = new Map(
    (
      await SubscriberModel.find(
        { _id: trusted({ $in: batch }) },
        { email: 1, status: 1, lists: 1, pausedUntil: 1, calendar: 1 },
      ).lean()
    ).map((subscriber) => [subscriber._id.toString(), subscriber]),
  );
  let tally: Tally = { sent: 0, failed: 0, skipped: 0 };
  let counted = run.now().getTime();
  // The staff's progress bar moves at least every second, not only once a batch.
  const countSoFar = async () => {
    const at = run.now().getTime();
    if (at - counted < PROGRESS_EVERY_MS) return;
    const done = tally;
    tally = { sent: 0, failed: 0, skipped: 0 };
    counted = at;
    await NewsletterSendModel.updateOne({ _id: send._id }, { $inc: done });
  };
  try {
    for (const id of batch) {
      const copy = claimed.get(id.toString());
      if (!copy) continue;
      if (deps.signal?.aborted) throw new Interrupted();
      const subscriber = subscribers.get(id.toString());
      const reason = !subscriber
        ? 'deleted'
        : subscriber.status !== 'confirmed'
          ? subscriber.status
          : !subscriber.lists.some((list) => send.lists.includes(list))
            ? 'left the lists'
            : subscriber.pausedUntil && subscriber.pausedUntil > run.today
              ? 'paused'
              : send.calendar && subscriber.calendar !== send.calendar
                ? 'changed calendar'
                : undefined;
      if (reason || !subscriber) {
        await record(copy, { status: 'skipped', detail: reason });
        tally.skipped += 1;
        await countSoFar();
        continue;
      }
      const outcome = await deliverOne(run, copy, id, subscriber.email);
      tally[outcome] += 1;
      await countSoFar();
      await deps.heartbeat?.();
    }
  } finally {
    await NewsletterSendModel.updateOne(
      { _id: send._id },
      { $inc: tally, ...(cursor ? { $set: { cursor } } : {}) },
    );
  }
}

/** One copy: paced, retried while the refusal is temporary, recorded the moment it is accepted. */
async function deliverOne(
  run: Run,
  copy: Id,
  subscriberId: Id,
  email: string,
): Promise<'sent' | 'failed'> {
  const { deps, send } = run;
  const links = subscriberLinks(
    manageTokenFor(subscriberId.toString(), deps.linkSecret),
    deps.webOrigin,
  );
  const message = {
    to: email,
    messageId: messageIdOf(run, subscriberId),
    ...personalize(send, links, deps.unsubscribeMailto),
  };
  const delays = [0, ...(deps.retryDelaysMs ?? DEFAULT_RETRY_DELAYS)];
  let last = '';
  for (const delay of delays) {
    if (delay > 0) {
      if (deps.signal?.aborted) throw new Interrupted();
      await sleep(delay);
    }
    await run.pace();
    try {
      await deps.transport.send(message);
      await record(copy, { status: 'sent', sentAt: run.now() });
      return 'sent';
    } catch (error) {
      if (!(error instanceof DeliveryRefused)) throw error;
      const { refusal } = error;
      if (refusal.kind === 'transport-refused') throw new RetryLater(refusal.detail);
      if (refusal.kind === 'recipient-refused') {
        await record(copy, { status: 'failed', detail: refusal.detail });
        await markBounced(subscriberId, refusal.detail, run.now());
        return 'failed';
      }
      last = refusal.detail;
    }
  }
  throw new RetryLater(last);
}

/** A claimed copy's outcome, written once. */
const record = (
  copy: Id,
  fields: { status: 'sent' | 'failed' | 'skipped'; sentAt?: Date; detail?: string | undefined },
) => DeliveryModel.updateOne({ _id: copy, status: 'claimed' }, { $set: fields });

/** A permanent refusal: nothing more is sent to the address. */
export async function markBounced(subscriberId: Id, detail: string, at: Date): Promise<void> {
  await SubscriberModel.updateOne(
    { _id: subscriberId, status: trusted({ $in: ['confirmed', 'pending'] }) },
    { $set: { status: 'bounced' }, $push: { events: { at, kind: 'bounced', detail } } },
  );
}

/** Ends the send, unless the staff cancelled it at the last moment. */
async function finish(sendId: Id, at: Date): Promise<RunOutcome> {
  // `queued`: paused and resumed after this run's last look; every copy has gone all the same.
  const running = trusted({ $in: ['sending', 'queued'] as const });
  const send = await NewsletterSendModel.findOne({ _id: sendId, status: running }).lean();
  if (!send) return (await stopRequested(sendId)) ?? 'finished';
  await NewsletterSendModel.updateOne(
    { _id: sendId, status: running },
    { $set: { status: 'sent', finishedAt: at, total: send.sent + send.failed + send.skipped } },
  );
  return 'finished';
}
