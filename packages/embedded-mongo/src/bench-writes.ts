// `pnpm --filter @ministry/embedded-mongo bench:writes`: what an acknowledged write costs with
// the journal (appended and fsynced before the answer) against the same server answering from
// memory, which is what a write cost before the journal: the data file was then written ~500 ms
// later, off the path of the answer. Both in one run, on the same machine.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from './index.js';

const SEQUENTIAL = 300;
const CONCURRENT_CLIENTS = 16;
const PER_CLIENT = 30;
/** Rounds alternate between the two, and the median is reported, so a busy machine skews both alike. */
const ROUNDS = 3;

interface Figures {
  /** Mean time from sending an insert to its acknowledgement, one write at a time. */
  sequentialMicros: number;
  /** Acknowledged writes per second with several clients writing at once (they share fsyncs). */
  concurrentPerSecond: number;
}

async function measure(dataFile: string | undefined): Promise<Figures> {
  const server = await startEmbeddedMongo(dataFile ? { dataFile } : {});
  const client = await MongoClient.connect(server.uri, { maxPoolSize: CONCURRENT_CLIENTS });
  const posts = client.db('bench').collection('posts');
  try {
    await posts.insertOne({ warmUp: true });
    let started = process.hrtime.bigint();
    for (let n = 0; n < SEQUENTIAL; n++) {
      await posts.insertOne({ n, title: `Post ${n}`, body: 'x'.repeat(500) });
    }
    const sequentialMicros = Number(process.hrtime.bigint() - started) / 1_000 / SEQUENTIAL;

    started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: CONCURRENT_CLIENTS }, async (_, c) => {
        for (let n = 0; n < PER_CLIENT; n++) {
          await posts.insertOne({ client: c, n, title: `Note ${n}`, body: 'x'.repeat(500) });
        }
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { sequentialMicros, concurrentPerSecond: (CONCURRENT_CLIENTS * PER_CLIENT) / seconds };
  } finally {
    await client.close();
    await server.stop();
  }
}

function median(figures: Figures[]): Figures {
  const middle = <T>(values: T[], by: (value: T) => number): number =>
    by([...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!);
  return {
    sequentialMicros: middle(figures, (f) => f.sequentialMicros),
    concurrentPerSecond: middle(figures, (f) => f.concurrentPerSecond),
  };
}

const row = (label: string, figures: Figures): string =>
  `${label.padEnd(32)}${`${figures.sequentialMicros.toFixed(0)} µs`.padStart(14)}${`${figures.concurrentPerSecond.toFixed(0)} /s`.padStart(14)}`;

const dir = await mkdtemp(join(tmpdir(), 'embedded-mongo-bench-'));
try {
  const runs: { before: Figures[]; after: Figures[] } = { before: [], after: [] };
  for (let round = 0; round < ROUNDS; round++) {
    runs.before.push(await measure(undefined));
    runs.after.push(await measure(join(dir, `data-${round}.bson`)));
  }
  const before = median(runs.before);
  const after = median(runs.after);
  console.log(
    `${''.padEnd(32)}${'one at a time'.padStart(14)}${`${CONCURRENT_CLIENTS} clients`.padStart(14)}`,
  );
  console.log(row('before: answered from memory', before));
  console.log(row('after: journal fsynced first', after));
} finally {
  await rm(dir, { recursive: true, force: true });
}
