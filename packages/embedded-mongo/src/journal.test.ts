import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { MongoClient } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from './index.js';
import type { EmbeddedMongo } from './index.js';
import { usingRealMongo } from './test-support.js';

let dir: string;
let dataFile: string;
const children: ChildProcess[] = [];
const clients: MongoClient[] = [];
const servers: EmbeddedMongo[] = [];

/** The server as `pnpm db:embedded` runs it: its own process, which the test can kill. */
async function startServerProcess(): Promise<{ child: ChildProcess; client: MongoClient }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--data', dataFile], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, EMBEDDED_MONGO_PORT: '0' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(child);
  const lines = createInterface({ input: child.stdout });
  const uri = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5_000 });
  clients.push(client);
  return { child, client };
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Reads the data back in this process, from what the killed server left on disk. */
async function reopen(): Promise<MongoClient> {
  const server = await startEmbeddedMongo({ dataFile });
  servers.push(server);
  const client = await MongoClient.connect(server.uri);
  clients.push(client);
  return client;
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'embedded-mongo-journal-'));
  dataFile = join(dir, 'data', 'embedded-mongo.bson');
});
afterEach(async () => {
  for (const client of clients.splice(0)) await client.close(true);
  for (const child of children.splice(0)) await kill(child);
  for (const server of servers.splice(0)) await server.stop();
  await rm(dir, { recursive: true, force: true });
});

// Each test starts the server as a process (twice in the second), which is slow on a busy machine.
const PROCESS_TEST_TIMEOUT_MS = 90_000;

describe.skipIf(usingRealMongo)('the journal', () => {
  it(
    'keeps every acknowledged write when the server is killed right after it answered',
    async () => {
      const { child, client } = await startServerProcess();
      const shop = client.db('ministry');
      await shop.collection('users').createIndex({ email: 1 }, { unique: true });
      await shop.command({ collMod: 'users', validator: { role: { $ne: 'guest' } } });
      await shop.collection('users').insertOne({ email: 'editor@parish.example', role: 'editor' });
      await shop.collection('posts').insertOne({ slug: 'great-lent', title: 'Great Lent' });
      await shop
        .collection('users')
        .updateOne({ email: 'editor@parish.example' }, { $set: { role: 'admin' } });
      await shop
        .collection('orders')
        .findOneAndUpdate(
          { number: 1001 },
          { $set: { status: 'paid' } },
          { upsert: true, returnDocument: 'after' },
        );
      await shop.collection('drafts').insertMany([{ n: 1 }, { n: 2 }]);
      await shop.collection('drafts').deleteOne({ n: 1 });
      // Many clients at once: their writes share fsyncs, and each is still acknowledged only once on disk.
      await Promise.all(
        Array.from({ length: 50 }, (_, n) => shop.collection('pearls').insertOne({ n })),
      );
      await kill(child);

      const reopened = (await reopen()).db('ministry');
      expect(await reopened.collection('posts').findOne({}, { projection: { _id: 0 } })).toEqual({
        slug: 'great-lent',
        title: 'Great Lent',
      });
      expect(await reopened.collection('users').findOne({}, { projection: { _id: 0 } })).toEqual({
        email: 'editor@parish.example',
        role: 'admin',
      });
      expect(
        await reopened.collection('orders').findOne({ number: 1001 }, { projection: { _id: 0 } }),
      ).toEqual({ number: 1001, status: 'paid' });
      expect(
        await reopened
          .collection('drafts')
          .find({}, { projection: { _id: 0 } })
          .toArray(),
      ).toEqual([{ n: 2 }]);
      expect(await reopened.collection('pearls').countDocuments()).toBe(50);
      await expect(
        reopened.collection('users').insertOne({ email: 'editor@parish.example' }),
      ).rejects.toMatchObject({ code: 11000 });
      // The validator given by collMod is kept too.
      await expect(
        reopened.collection('users').insertOne({ email: 'guest@parish.example', role: 'guest' }),
      ).rejects.toMatchObject({ code: 121 });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'ignores a record cut short by a crash and keeps journaling after it',
    async () => {
      const first = await startServerProcess();
      await first.client.db('ministry').collection('posts').insertOne({ slug: 'before' });
      await kill(first.child);
      // What a crash in the middle of appending a record leaves: its first bytes only.
      const journal = await readFile(`${dataFile}.journal`);
      await appendFile(`${dataFile}.journal`, journal.subarray(0, 12));

      const second = await startServerProcess();
      await second.client.db('ministry').collection('posts').insertOne({ slug: 'after' });
      await kill(second.child);

      const posts = (await reopen()).db('ministry').collection('posts');
      expect(
        await posts
          .find({}, { projection: { _id: 0 } })
          .sort({ slug: -1 })
          .toArray(),
      ).toEqual([{ slug: 'before' }, { slug: 'after' }]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
