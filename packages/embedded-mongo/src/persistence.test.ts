import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmbeddedMongo } from './index.js';
import { startEmbeddedMongo } from './index.js';
import { usingRealMongo } from './test-support.js';

let dir: string;
let dataFile: string;
const running: { server: EmbeddedMongo; client: MongoClient }[] = [];

async function start(): Promise<{ server: EmbeddedMongo; client: MongoClient }> {
  const server = await startEmbeddedMongo({ dataFile });
  const client = await MongoClient.connect(server.uri);
  const handle = { server, client };
  running.push(handle);
  return handle;
}

async function stop(handle: { server: EmbeddedMongo; client: MongoClient }): Promise<void> {
  await handle.client.close();
  await handle.server.stop();
  running.splice(running.indexOf(handle), 1);
}

async function fileContains(text: string): Promise<boolean> {
  try {
    return (await readFile(dataFile)).includes(text);
  } catch {
    return false;
  }
}

function member(name: string): { name: string; email: string; joined: Date } {
  return {
    name,
    email: `${name.toLowerCase()}@parish.example`,
    joined: new Date('2024-02-03T04:05:06.000Z'),
  };
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'embedded-mongo-'));
  dataFile = join(dir, 'nested', 'data.bson');
});
afterEach(async () => {
  for (const handle of [...running]) await stop(handle);
  await rm(dir, { recursive: true, force: true });
});

describe.skipIf(usingRealMongo)('persistence to a data file', () => {
  it('brings documents and indexes back after a restart', async () => {
    const first = await start();
    const members = first.client.db('parish').collection('members');
    await members.createIndex({ email: 1 }, { unique: true });
    await members.insertMany([member('Anna'), member('Basil')]);
    await stop(first);

    const second = await start();
    const reloaded = second.client.db('parish').collection('members');
    expect(second.server.isEmpty()).toBe(false);
    expect(
      await reloaded
        .find({}, { projection: { _id: 0 } })
        .sort({ name: 1 })
        .toArray(),
    ).toEqual([member('Anna'), member('Basil')]);
    await expect(reloaded.insertOne(member('Anna'))).rejects.toMatchObject({ code: 11000 });
  });

  it('has every acknowledged change on disk before it answers', async () => {
    const { client } = await start();
    await client.db('parish').collection('members').insertOne(member('Clement'));
    // A copy taken right after the answer (as a crash would leave the files) holds the change.
    const copy = join(dir, 'copy.bson');
    const data = await readFile(dataFile).catch(() => undefined);
    if (data) await writeFile(copy, data);
    await writeFile(`${copy}.journal`, await readFile(`${dataFile}.journal`));
    const reader = await startEmbeddedMongo({ dataFile: copy });
    const readerClient = await MongoClient.connect(reader.uri);
    try {
      expect(
        await readerClient.db('parish').collection('members').countDocuments({ name: 'Clement' }),
      ).toBe(1);
    } finally {
      await readerClient.close();
      await reader.stop();
    }
  });

  it('compacts the journal into the data file on stop, by renaming a complete temporary file', async () => {
    const handle = await start();
    const members = handle.client.db('parish').collection('members');
    await members.insertOne(member('Dora'));
    await stop(handle);
    const before = await stat(dataFile);
    expect((await stat(`${dataFile}.journal`)).size).toBe(0);
    expect(await fileContains('Dora')).toBe(true);

    const again = await start();
    await again.client.db('parish').collection('members').insertOne(member('Elias'));
    await stop(again);
    const after = await stat(dataFile);
    expect(after.ino).not.toBe(before.ino);
    expect(await fileContains('Elias')).toBe(true);
    expect((await readdir(join(dir, 'nested'))).sort()).toEqual(['data.bson', 'data.bson.journal']);
  });

  it('creates its files readable by their owner only, in a folder only the owner can enter', async () => {
    const handle = await start();
    await handle.client.db('parish').collection('members').insertOne(member('Gregory'));
    await stop(handle);
    expect((await stat(join(dir, 'nested'))).mode & 0o777).toBe(0o700);
    expect((await stat(dataFile)).mode & 0o777).toBe(0o600);
    expect((await stat(`${dataFile}.journal`)).mode & 0o777).toBe(0o600);
  });

  it('starts empty when the data file does not exist yet', async () => {
    const { server, client } = await start();
    expect(server.isEmpty()).toBe(true);
    expect(await client.db('parish').collection('members').countDocuments()).toBe(0);
  });

  it('refuses to start on a damaged data file instead of overwriting it', async () => {
    const handle = await start();
    await handle.client.db('parish').collection('members').insertOne(member('Fotini'));
    await stop(handle);
    const good = await readFile(dataFile);
    await writeFile(dataFile, good.subarray(0, good.length - 3));
    await expect(startEmbeddedMongo({ dataFile })).rejects.toThrow(/cannot load data file/);
    expect((await readFile(dataFile)).length).toBe(good.length - 3);
  });
});
