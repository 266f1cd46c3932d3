// The promise, at process level: a send of 2,000 killed with SIGKILL half way resumes
// in a new process and ends with every confirmed subscriber holding exactly one copy.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UserModel } from '@ministry/db';
import { connectTestDatabase, type TestDatabase } from '@ministry/db/testing';
import { workspaceRoot } from '@ministry/http';
import { toPublicUser } from '../auth/index.js';
import { PostModel } from '../posts/post.model.js';
import { NewsletterSendModel } from './newsletter-send.model.js';
import { newsletterJobs } from './newsletter-queue.js';
import { createSend } from './newsletters.service.js';
import { createNewsletterTransport } from './newsletter-transport.js';
import { createList, createSubscribers, startSmtpSink, type SmtpSink } from './testing.js';

const CONFIRMED = 2_000;
const KILL_AT = 1_000;

let database: TestDatabase;
let uri: string;
let sink: SmtpSink | undefined;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  // The database outlives the workers: the test server (TEST_MONGODB_URI), else an embedded one
  // running here, in the test's process.
  database = await connectTestDatabase({ prefix: 'crash' });
  uri = database.uri;
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
});

afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
  await sink?.close();
  await database.close();
});

/** The newsletter worker (src/scripts/newsletter-worker.ts) in its own process. */
function startWorker(smtpUrl: string, dataDir: string): ChildProcess {
  const worker = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '../../scripts/newsletter-worker.ts')],
    {
      cwd: workspaceRoot(import.meta.dirname),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        MONGODB_URI: uri,
        DATA_DIR: dataDir,
        NEWSLETTER_SMTP_URL: smtpUrl,
        EMAIL_RATE_PER_SECOND: '1000',
        NEWSLETTER_LEASE_SECONDS: '5',
      },
    },
  );
  workers.push(worker);
  return worker;
}

const exited = (worker: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (worker.exitCode !== null || worker.signalCode !== null) resolve();
    else worker.once('exit', () => resolve());
  });

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

it('resumes a send killed half way with SIGKILL and gives each confirmed subscriber one copy', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'newsletter-crash-'));
  await createList('journal');
  const confirmed = await createSubscribers(CONFIRMED);
  const pending = await createSubscribers(40, { status: 'pending' });
  const admin = await UserModel.create({
    username: 'admin',
    email: 'admin@example.org',
    role: 'admin',
    passwordHash: 'unused',
  });
  const post = await PostModel.create({
    title: 'Great Lent begins',
    slug: 'great-lent-begins',
    excerpt: 'The first week of the Fast.',
    content: 'The content',
    published: true,
    publishedAt: new Date(),
    author: admin._id,
  });

  const first: { worker?: ChildProcess } = {};
  let killedAt: number | undefined;
  // The sink kills the first worker while it waits for the acceptance of copy 1,001: that copy
  // was handed over but never accepted, the case a resume must send again and only once.
  sink = await startSmtpSink({
    beforeAccept: async (_message, accepted) => {
      const { worker } = first;
      if (accepted < KILL_AT || !worker || worker.exitCode !== null || worker.signalCode) return;
      worker.kill('SIGKILL');
      await exited(worker);
      killedAt = Date.now();
      throw new Error('the sender died');
    },
  });
  const send = await createSend(
    {
      enqueue: newsletterJobs(() => mongoose.connection.db as mongoose.mongo.Db),
      transport: createNewsletterTransport({ from: 'a@b.example', outboxDir: dataDir }),
      email: { webOrigin: 'https://orthodox-resources.example', postalAddress: 'PO Box 1, Town' },
      linkSecret: 'unused-here',
      unsubscribeMailto: 'support@orthodox-resources.example',
      messageIdDomain: 'orthodox-resources.example',
      now: () => new Date(),
    },
    { source: 'post', sourceId: post._id.toString(), lists: ['journal'] },
    toPublicUser(admin),
  );

  first.worker = startWorker(sink.url, dataDir);
  await waitFor('the first worker to be killed', () => Promise.resolve(killedAt), 180_000);
  expect(sink.messages).toHaveLength(KILL_AT);

  startWorker(sink.url, dataDir);
  const done = await waitFor(
    'the send to finish',
    async () => {
      const found = await NewsletterSendModel.findById(send._id).lean();
      return found?.status === 'sent' ? found : undefined;
    },
    240_000,
  );

  const counts = sink.countsByAddress();
  expect(counts.size).toBe(CONFIRMED);
  expect(confirmed.filter((s) => counts.get(s.email) !== 1)).toEqual([]);
  expect(pending.filter((s) => counts.has(s.email))).toEqual([]);
  expect(done).toMatchObject({ total: CONFIRMED, sent: CONFIRMED, failed: 0, skipped: 0 });
}, 600_000);
