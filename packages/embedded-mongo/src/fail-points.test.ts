import { MongoClient, MongoServerError, type MongoClientOptions } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmbeddedMongo } from './index.js';
import { startEmbeddedMongo } from './index.js';
import { usingRealMongo } from './test-support.js';

// Test commands and the session cache of the embedded server itself.

const servers: EmbeddedMongo[] = [];
const clients: MongoClient[] = [];

async function connect(
  options: { enableTestCommands?: boolean } = {},
  clientOptions: MongoClientOptions = {},
): Promise<MongoClient> {
  const server = await startEmbeddedMongo(options);
  servers.push(server);
  return open(server.uri, clientOptions);
}

async function open(uri: string, options: MongoClientOptions = {}): Promise<MongoClient> {
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5_000, ...options });
  clients.push(client);
  return client;
}

afterEach(async () => {
  for (const client of clients.splice(0)) await client.close(true);
  for (const server of servers.splice(0)) await server.stop();
});

describe.skipIf(usingRealMongo)('configureFailPoint', () => {
  it('is an unknown command unless test commands are enabled, as on mongod', async () => {
    const client = await connect();
    await expect(
      client.db('admin').command({ configureFailPoint: 'failCommand', mode: 'alwaysOn' }),
    ).rejects.toMatchObject({ code: 59 });
  });

  it("fails the named commands as many times as asked with MongoDB's failCommand", async () => {
    const client = await connect({ enableTestCommands: true });
    const people = client.db('shop').collection('people');
    await client.db('admin').command({
      configureFailPoint: 'failCommand',
      mode: { times: 1 },
      data: { failCommands: ['insert'], errorCode: 91, errorLabels: ['ShutdownInProgress'] },
    });
    const error: unknown = await people
      .insertOne({ name: 'Anna' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error).toMatchObject({ code: 91 });
    expect((error as MongoServerError).hasErrorLabel('ShutdownInProgress')).toBe(true);
    // Once only: the next insert is stored.
    await people.insertOne({ name: 'Anna' });
    expect(await people.countDocuments()).toBe(1);
  });

  it('closes the connection, or adds a write concern error to a write that ran', async () => {
    // Without retries: the driver would retry the read on a new connection.
    const client = await connect({ enableTestCommands: true }, { retryReads: false });
    const admin = client.db('admin');
    const people = client.db('shop').collection('people');
    await admin.command({
      configureFailPoint: 'failCommand',
      mode: { times: 1 },
      data: { failCommands: ['count'], closeConnection: true },
    });
    await expect(people.estimatedDocumentCount()).rejects.toThrow();
    await admin.command({
      configureFailPoint: 'failCommand',
      mode: 'alwaysOn',
      data: {
        failCommands: ['insert'],
        writeConcernError: { code: 100, errmsg: 'UnsatisfiableWriteConcern' },
      },
    });
    await expect(people.insertOne({ name: 'Seraphim' })).rejects.toMatchObject({
      errorResponse: { writeConcernError: { code: 100 } },
    });
    await admin.command({ configureFailPoint: 'failCommand', mode: 'off' });
    // The write itself ran, as on MongoDB.
    expect(await people.countDocuments({ name: 'Seraphim' })).toBe(1);
  });
});

describe.skipIf(usingRealMongo)('$listLocalSessions', () => {
  it('lists the sessions the server has seen, until they end', async () => {
    const client = await connect();
    const session = client.startSession();
    await client.db('shop').collection('people').findOne({}, { session });
    // Asked by another client: the driver hands an ended session's id to its next command.
    const observer = await open(`mongodb://127.0.0.1:${servers[0]!.port}`);
    const listed = () =>
      observer
        .db('admin')
        .aggregate([{ $listLocalSessions: {} }, { $match: { '_id.id': session.id?.id } }])
        .toArray();
    expect(await listed()).toEqual([
      { _id: { id: session.id?.id, uid: expect.anything() }, lastUse: expect.any(Date) },
    ]);
    await observer.db('admin').command({ endSessions: [session.id] });
    expect(await listed()).toEqual([]);
  });

  it('must be the first stage of a database aggregate', async () => {
    const client = await connect();
    await expect(
      client
        .db('shop')
        .aggregate([{ $match: {} }, { $listLocalSessions: {} }])
        .toArray(),
    ).rejects.toMatchObject({ code: 40602 });
  });
});
