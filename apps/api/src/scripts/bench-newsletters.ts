// `pnpm --filter @ministry/api bench:newsletters`: one newsletter sent to 10,000 confirmed
// subscribers through a local SMTP sink, by the newsletter worker in its own process, killed
// with SIGKILL half way and started again. Prints the rate (messages per second, pacing set
// high so the machine is the limit), the worker's peak RSS and its RSS as the send goes (flat
// if recipients are streamed), the time from the kill to the first copy of the new process,
// and the outcome: copies per address (missing or doubled). The database is an embedded one in
// a process of its own with its journal on disk (fsync per write, as in development), or
// MONGODB_URI when set.
// BENCH_SUBSCRIBERS (10000), BENCH_RATE (1000), BENCH_LEASE_SECONDS (10) change the run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { connectDatabase, UserModel } from '@ministry/db';
import { workspaceRoot } from '@ministry/http';
import { toPublicUser } from '../features/auth/index.js';
import { PostModel } from '../features/posts/post.model.js';
import { NewsletterSendModel } from '../features/newsletters/newsletter-send.model.js';
import { newsletterJobs } from '../features/newsletters/newsletter-queue.js';
import { createSend } from '../features/newsletters/newsletters.service.js';
import { createNewsletterTransport } from '../features/newsletters/newsletter-transport.js';
import { createList, createSubscribers, startSmtpSink } from '../features/newsletters/testing.js';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const RATE = process.env.BENCH_RATE ?? '1000';
const LEASE_SECONDS = process.env.BENCH_LEASE_SECONDS ?? '10';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's resident memory now and at its peak (kB), from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return undefined;
  }
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

const dir = mkdtempSync(join(tmpdir(), 'bench-newsletters-'));
const port = await freePort();
// The database in its own process, as `pnpm db:embedded` runs it: its event loop is not the sink's.
const engine = process.env.MONGODB_URI
  ? undefined
  : spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(workspaceRoot(import.meta.dirname), 'packages/embedded-mongo/src/cli.ts'),
        '--data',
        join(dir, 'db.bson'),
      ],
      {
        cwd: workspaceRoot(import.meta.dirname),
        stdio: ['ignore', 'ignore', 'ignore'],
        env: { ...process.env, EMBEDDED_MONGO_PORT: String(port) },
      },
    );
const uri = process.env.MONGODB_URI ?? `mongodb://127.0.0.1:${port}/bench`;
let database: Awaited<ReturnType<typeof connectDatabase>> | undefined;
for (let tries = 0; !database; tries += 1) {
  try {
    database = await connectDatabase({ uri, engine: 'uri' });
  } catch (error) {
    if (tries > 60) throw error;
    await sleep(500);
  }
}
await Promise.all(Object.values(mongoose.models).map((model) => model.init()));

const sink = await startSmtpSink();
const arrivals: number[] = [];
const counted = sink.messages.push.bind(sink.messages);
sink.messages.push = (...messages) => {
  for (const _ of messages) arrivals.push(performance.now());
  return counted(...messages);
};

await createList('journal');
for (let made = 0; made < SUBSCRIBERS; made += 2_000) {
  await createSubscribers(Math.min(2_000, SUBSCRIBERS - made));
}
const admin = await UserModel.create({
  username: 'bench',
  email: 'bench@example.org',
  role: 'admin',
  passwordHash: 'unused',
});
const post = await PostModel.create({
  title: 'The Sunday of Orthodoxy',
  slug: 'sunday-of-orthodoxy',
  excerpt: 'On the first Sunday of Great Lent the Church keeps the victory of the holy icons.',
  content: 'The content',
  published: true,
  publishedAt: new Date(),
  author: admin._id,
});

function startWorker(): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'newsletter-worker.ts')],
    {
      cwd: workspaceRoot(import.meta.dirname),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        MONGODB_URI: uri,
        DATA_DIR: dir,
        NEWSLETTER_SMTP_URL: sink.url,
        EMAIL_RATE_PER_SECOND: RATE,
        NEWSLETTER_LEASE_SECONDS: LEASE_SECONDS,
      },
    },
  );
}

/** Samples the worker's memory every second until `until` is true. */
async function watch(worker: ChildProcess, until: () => boolean) {
  const samples: { sent: number; rss: number }[] = [];
  let peak = 0;
  while (!until()) {
    const memory = worker.pid ? memoryOf(worker.pid) : undefined;
    if (memory) {
      samples.push({ sent: sink.messages.length, rss: memory.rss });
      peak = Math.max(peak, memory.peak);
    }
    await sleep(1_000);
  }
  return { samples, peak };
}

const send = await createSend(
  {
    enqueue: newsletterJobs(() => mongoose.connection.db as mongoose.mongo.Db),
    transport: createNewsletterTransport({ from: 'bench@example.org', outboxDir: dir }),
    email: { webOrigin: 'https://orthodox-resources.example', postalAddress: 'PO Box 1, Town' },
    linkSecret: 'unused-here',
    unsubscribeMailto: 'support@orthodox-resources.example',
    messageIdDomain: 'orthodox-resources.example',
    now: () => new Date(),
  },
  { source: 'post', sourceId: post._id.toString(), lists: ['journal'] },
  toPublicUser(admin),
);

const half = Math.floor(SUBSCRIBERS / 2);
const first = startWorker();
const firstRun = await watch(first, () => sink.messages.length >= half);
first.kill('SIGKILL');
const killedAt = performance.now();
const beforeKill = sink.messages.length;
await new Promise((resolve) => first.once('exit', resolve));

const second = startWorker();
let finished = false;
const secondWatch = watch(second, () => finished);
for (;;) {
  const found = await NewsletterSendModel.findById(send._id, { status: 1 }).lean();
  if (found?.status === 'sent') break;
  await sleep(500);
}
finished = true;
const secondRun = await secondWatch;
second.kill('SIGTERM');

const firstCopy = arrivals[0] ?? 0;
const rateFirst = (beforeKill - 1) / (((arrivals[beforeKill - 1] ?? 0) - firstCopy) / 1000);
const resumedAt = arrivals[beforeKill] ?? killedAt;
const after = arrivals.slice(beforeKill);
const rateSecond = (after.length - 1) / (((after.at(-1) ?? 0) - (after[0] ?? 0)) / 1000);
const counts = sink.countsByAddress();
const doubled = [...counts.values()].filter((n) => n > 1).length;
const rssLine = (run: { samples: { sent: number; rss: number }[] }) =>
  run.samples
    .filter((_, i) => i % Math.max(1, Math.floor(run.samples.length / 6)) === 0)
    .map((s) => `${s.sent}: ${mb(s.rss)}`)
    .join(', ');

console.log(
  `newsletter send to ${SUBSCRIBERS} confirmed subscribers, EMAIL_RATE_PER_SECOND=${RATE}`,
);
console.log(`  rate before the kill: ${rateFirst.toFixed(0)} messages/s (${beforeKill} copies)`);
console.log(
  `  rate after the resume: ${rateSecond.toFixed(0)} messages/s (${after.length} copies)`,
);
console.log(`  worker peak RSS: ${mb(firstRun.peak)} (first), ${mb(secondRun.peak)} (second)`);
console.log(`  RSS as copies went out (first worker): ${rssLine(firstRun)}`);
console.log(`  RSS as copies went out (second worker): ${rssLine(secondRun)}`);
console.log(
  `  kill -9 at ${beforeKill} → first copy of the new worker after ${((resumedAt - killedAt) / 1000).toFixed(1)} s (lease ${LEASE_SECONDS} s)`,
);
console.log(
  `  outcome: ${counts.size} addresses reached of ${SUBSCRIBERS}, ${doubled} with two copies, ${SUBSCRIBERS - counts.size} missing`,
);

await sink.close();
await database.close();
engine?.kill('SIGTERM');
rmSync(dir, { recursive: true, force: true });
process.exit(0);
