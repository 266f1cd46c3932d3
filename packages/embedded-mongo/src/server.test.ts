import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from './test-support.js';
import { setupTestDatabase, usingRealMongo } from './test-support.js';

let env: TestDatabase;

beforeAll(async () => {
  env = await setupTestDatabase();
});
afterAll(() => env.teardown());

describe('server behaviour', () => {
  it('answers an unknown command with CommandNotFound (59)', async () => {
    const error = await env.db.command({ xyzzy: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 59, codeName: 'CommandNotFound' });
    expect((error as Error).message).toContain("no such command: 'xyzzy'");
  });

  it('keeps the connection usable after a failing command', async () => {
    await env.db.command({ xyzzy: 1 }).catch(() => undefined);
    expect(await env.db.command({ ping: 1 })).toMatchObject({ ok: 1 });
  });

  it('presents itself as a writable primary that supports sessions', async () => {
    const hello = await env.client.db('admin').command({ hello: 1 });
    expect(hello).toMatchObject({ isWritablePrimary: true, ok: 1 });
    expect(hello.logicalSessionTimeoutMinutes).toEqual(expect.any(Number));
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(9);
  });

  it('reports a server version through buildInfo', async () => {
    const info = await env.client.db('admin').command({ buildInfo: 1 });
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(info.versionArray).toEqual(expect.arrayContaining([expect.any(Number)]));
  });

  it('lists the test database once it holds data', async () => {
    await env.db.collection('listed').insertOne({ here: true });
    const { databases } = await env.client.db('admin').admin().listDatabases({ nameOnly: true });
    expect(databases.map((d) => d.name)).toContain(env.dbName);
  });

  it('adds up parallel inserts from five clients', async () => {
    const clients = await Promise.all(Array.from({ length: 5 }, () => env.newClient()));
    const perClient = 200;
    await Promise.all(
      clients.map((client, c) =>
        Promise.all(
          Array.from({ length: perClient / 20 }, (_, batch) =>
            client
              .db(env.dbName)
              .collection('parallel')
              .insertMany(Array.from({ length: 20 }, (_, i) => ({ client: c, n: batch * 20 + i }))),
          ),
        ),
      ),
    );
    const counts = await env.db
      .collection('parallel')
      .aggregate<{ _id: number; n: number }>([
        { $group: { _id: '$client', n: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(counts).toEqual([0, 1, 2, 3, 4].map((c) => ({ _id: c, n: perClient })));
    expect(await env.db.collection('parallel').countDocuments()).toBe(5 * perClient);
  });

  it.skipIf(usingRealMongo)('serves a client that connects with uri + "/<db>"', async () => {
    const client = await MongoClient.connect(`${env.embedded!.uri}/${env.dbName}`, {
      serverSelectionTimeoutMS: 5_000,
    });
    try {
      await client.db().collection('by_uri').insertOne({ ok: true });
      expect(client.db().databaseName).toBe(env.dbName);
      expect(await env.db.collection('by_uri').countDocuments()).toBe(1);
    } finally {
      await client.close();
    }
  });

  it.skipIf(usingRealMongo)('reports isEmpty() until a document is stored', async () => {
    const { startEmbeddedMongo } = await import('./index.js');
    const server = await startEmbeddedMongo();
    const client = await MongoClient.connect(server.uri);
    try {
      await client.db('fresh').createCollection('empty');
      expect(server.isEmpty()).toBe(true);
      await client.db('fresh').collection('empty').insertOne({ first: true });
      expect(server.isEmpty()).toBe(false);
    } finally {
      await client.close();
      await server.stop();
    }
  });
});
