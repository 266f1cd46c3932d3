import { Long, MongoClient } from 'mongodb';
import type { Collection, CommandStartedEvent, Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from './test-support.js';
import { setupTestDatabase } from './test-support.js';

const TOTAL = 260;

function item(n: number): Document {
  return { n, label: `item-${n}`, group: n % 3 };
}

let env: TestDatabase;
let client: MongoClient;
let items: Collection;
const commands: CommandStartedEvent[] = [];

beforeAll(async () => {
  env = await setupTestDatabase();
  // Command monitoring shows what actually crosses the wire (getMore, killCursors).
  client = new MongoClient(env.uri, { monitorCommands: true });
  client.on('commandStarted', (event) => commands.push(event));
  await client.connect();
  items = client.db(env.dbName).collection('items');
  await env.db.collection('items').insertMany(Array.from({ length: TOTAL }, (_, i) => item(i)));
});
afterAll(async () => {
  await client.close();
  await env.teardown();
});

function sent(name: string): CommandStartedEvent[] {
  return commands.filter((c) => c.commandName === name);
}

describe('cursors', () => {
  it('returns all documents of a large result through getMore batches', async () => {
    commands.length = 0;
    const all = await items.find({}, { batchSize: 50 }).sort({ n: 1 }).toArray();
    expect(all).toHaveLength(TOTAL);
    expect(all.map((d) => d.n as number)).toEqual(Array.from({ length: TOTAL }, (_, i) => i));
    expect(sent('getMore')).toHaveLength(Math.ceil(TOTAL / 50) - 1);
  });

  it('uses a first batch of 101 documents by default', async () => {
    commands.length = 0;
    const all = await items.find({}).toArray();
    expect(all).toHaveLength(TOTAL);
    expect(sent('getMore').length).toBeGreaterThanOrEqual(1);
  });

  it('iterates lazily with for-await over a filtered, sorted cursor', async () => {
    const seen: number[] = [];
    for await (const doc of items.find({ group: 0 }, { batchSize: 7 }).sort({ n: -1 }))
      seen.push(doc.n as number);
    const expected = Array.from({ length: TOTAL }, (_, i) => i)
      .filter((n) => n % 3 === 0)
      .reverse();
    expect(seen).toEqual(expected);
  });

  it('kills the server cursor when closed early', async () => {
    commands.length = 0;
    const cursor = items.find({}, { batchSize: 10 });
    await cursor.next();
    await cursor.close();
    const killed = sent('killCursors');
    expect(killed).toHaveLength(1);
    const again = await client
      .db(env.dbName)
      .command({ getMore: (killed[0]!.command.cursors as unknown[])[0], collection: 'items' })
      .catch((e: unknown) => e);
    expect(again).toMatchObject({ code: 43 });
  });

  it('honours limit across batches', async () => {
    const limited = await items.find({}, { batchSize: 20 }).sort({ n: 1 }).limit(45).toArray();
    expect(limited).toHaveLength(45);
    expect(limited.at(-1)?.n).toBe(44);
  });

  it('batches aggregation results too', async () => {
    commands.length = 0;
    const result = await items
      .aggregate([{ $match: { group: 1 } }, { $sort: { n: 1 } }], { batchSize: 10 })
      .toArray();
    expect(result).toHaveLength(
      Array.from({ length: TOTAL }, (_, i) => i).filter((n) => n % 3 === 1).length,
    );
    expect(sent('getMore').length).toBeGreaterThan(1);
  });

  it('answers getMore for an unknown cursor with CursorNotFound (43)', async () => {
    const error = await client
      .db(env.dbName)
      .command({ getMore: Long.fromNumber(123456789), collection: 'items' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 43 });
  });
});
