// The durable queue sends run on: agenda (6.x, its MongoDB backend) in the api process. One job
// per send (unique on its id), locked by one process at a time; the lock is a lease that the
// run renews as it goes, so after a kill -9 the job is taken up again once the lease has lapsed
// (by this process restarted, or by another api process), and the run resumes from its
// recorded copies (send-runner.ts).
import { Agenda, exponential, type Job } from 'agenda';
import { MongoBackend } from '@agendajs/mongo-backend';
import type { mongo } from 'mongoose';
import type { Logger } from '@ministry/http';
import { runSend, type RunnerDeps } from './send-runner.js';

export const SEND_JOB = 'newsletter-send';
export const JOBS_COLLECTION = 'newsletterJobs';

export interface QueueOptions {
  /** How long a crashed process's job stays locked before another run may take it. */
  leaseMs?: number;
  /** How often the queue looks for due jobs. */
  pollMs?: number;
  /** First wait before a send that SMTP refused runs again (doubling, up to 10 minutes). */
  retryAfterMs?: number;
}

export interface NewsletterQueue {
  /** Runs the send at `at` (now when unset); a send already queued is moved, not doubled. */
  enqueue(sendId: string, at?: Date): Promise<void>;
  /** Stops taking jobs and gives back the lock of a running one (shutdown). */
  stop(): Promise<void>;
}

interface SendJobData {
  sendId: string;
}

/** One job per send: saving it again only moves its time. */
async function saveSendJob(agenda: Agenda, sendId: string, at?: Date): Promise<void> {
  const job = agenda.create<SendJobData>(SEND_JOB, { sendId });
  job.unique({ 'data.sendId': sendId });
  job.schedule(at ?? new Date());
  await job.save();
}

/**
 * Queues sends without running them (the routes' side): the job is saved in the database, and
 * the queue started by server.ts (in this process or another) runs it.
 */
export function newsletterJobs(db: () => mongo.Db): (sendId: string, at?: Date) => Promise<void> {
  let agenda: Agenda | undefined;
  return (sendId, at) => {
    agenda ??= new Agenda({
      backend: new MongoBackend({ mongo: db(), collection: JOBS_COLLECTION }),
    });
    return saveSendJob(agenda, sendId, at);
  };
}

export async function startNewsletterQueue(
  db: mongo.Db,
  runner: Omit<RunnerDeps, 'heartbeat'>,
  options: QueueOptions = {},
): Promise<NewsletterQueue> {
  const leaseMs = options.leaseMs ?? 60_000;
  const logger: Logger = runner.logger;
  const agenda = new Agenda({
    backend: new MongoBackend({ mongo: db, collection: JOBS_COLLECTION }),
    processEvery: options.pollMs ?? 2_000,
    defaultLockLifetime: leaseMs,
    // A send's pace is the provider's limit: two at once would only share it.
    maxConcurrency: 1,
  });
  agenda.on('error', (error: unknown) => logger.error({ err: error }, 'newsletter queue'));
  // A run that failed (the database or SMTP away): agenda runs it again after its back-off.
  agenda.on('fail', (error: Error, job) =>
    logger.warn(
      { err: error, jobId: job.attrs._id.toString(), failCount: job.attrs.failCount },
      'newsletter send run failed; it runs again after a back-off',
    ),
  );

  // Shutdown: the run in progress stops after its message in flight and is queued again.
  const shutdown = new AbortController();
  agenda.define<SendJobData>(
    SEND_JOB,
    async (job: Job<SendJobData>) => {
      const { sendId } = job.attrs.data;
      let renewed = Date.now();
      const heartbeat = async () => {
        if (Date.now() - renewed < leaseMs / 4) return;
        renewed = Date.now();
        await job.touch();
      };
      const outcome = await runSend(sendId, { ...runner, heartbeat, signal: shutdown.signal });
      logger.info({ sendId, outcome }, 'newsletter send run ended');
      // Saved with the job when it returns: the next process to start takes it up at once.
      if (outcome === 'interrupted') job.attrs.nextRunAt = new Date();
      // The job fails, and agenda's back-off runs it again; its copies wait, claimed.
      if (outcome === 'retry-later') throw new Error(`newsletter ${sendId}: SMTP refused for now`);
    },
    {
      concurrency: 1,
      lockLifetime: leaseMs,
      backoff: exponential({
        delay: options.retryAfterMs ?? 30_000,
        maxDelay: 10 * 60_000,
        maxRetries: 100,
      }),
    },
  );
  await agenda.start();

  return {
    enqueue: (sendId, at) => saveSendJob(agenda, sendId, at),
    async stop() {
      shutdown.abort();
      // Within the shutdown's 10 s; a run still going then is taken up when its lease lapses.
      await agenda.drain({ timeout: 5_000 });
    },
  };
}
