// Scheduled posts publish themselves without a job having to run for the site to be right: every
// public read of the journal first publishes what is due (one indexed query when nothing is; the
// api's answer cache holds the journal no later than the next post's time, so a read then comes
// through), and a timer in the server does the same every minute, so the sitemap, the feed and
// search (which follow `contentChanged()`) see the post within a minute even when nobody opens
// the journal.
import mongoose from 'mongoose';
import type { Logger } from '@ministry/http';
import { PostModel } from './post.model.js';

/**
 * Publishes every draft whose `publishAt` has come, each exactly once: the update only matches a
 * draft still carrying the instant that was read, so two publishers (two processes, the timer and
 * a read) cannot both publish it. `publishedAt` is the scheduled instant, not the moment this
 * ran. Answers how many posts it published.
 */
export async function publishDuePosts(now: Date): Promise<number> {
  const due = await PostModel.find(
    { published: false, publishAt: mongoose.trusted({ $lte: now }) },
    'publishAt',
  ).lean();
  let published = 0;
  for (const { _id, publishAt } of due) {
    const result = await PostModel.updateOne(
      { _id, published: false, publishAt },
      { $set: { published: true, publishedAt: publishAt, schedule: null, publishAt: null } },
    );
    published += result.modifiedCount;
  }
  return published;
}

/** When the next scheduled post is due, or null when none is scheduled. */
export async function nextScheduledPublication(): Promise<Date | null> {
  const next = await PostModel.findOne(
    { published: false, publishAt: mongoose.trusted({ $ne: null }) },
    'publishAt',
  )
    .sort({ publishAt: 1 })
    .lean();
  return next?.publishAt ?? null;
}

export interface PostPublisherOptions {
  now?: () => Date;
  /** Called after posts were published: the api's `contentChanged`. */
  onPublished: () => void;
}

/** One run of the publisher, telling `onPublished` when it published anything. */
export function postPublisher({ now = () => new Date(), onPublished }: PostPublisherOptions) {
  return async (): Promise<number> => {
    const published = await publishDuePosts(now());
    if (published > 0) onPublished();
    return published;
  };
}

export const PUBLISHER_INTERVAL_MS = 60_000;

/** Runs the publisher now and every minute; answers a function that stops it. */
export function startPostPublisher(
  options: PostPublisherOptions & { logger: Logger; everyMs?: number },
): () => void {
  const publish = postPublisher(options);
  const run = () => {
    publish().then(
      (count) => {
        if (count > 0) options.logger.info(`published ${count} scheduled posts`);
      },
      (error: unknown) => options.logger.error({ err: error }, 'publishing scheduled posts failed'),
    );
  };
  run();
  const timer = setInterval(run, options.everyMs ?? PUBLISHER_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
