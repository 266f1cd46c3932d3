import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from './test-support.js';
import { setupTestDatabase } from './test-support.js';

let env: TestDatabase;
beforeAll(async () => {
  env = await setupTestDatabase();
});
afterAll(() => env.teardown());

describe('a write concern the one member cannot meet', () => {
  it('applies the write and says that more members were asked for than there are', async () => {
    const notes = env.db.collection('write_concern_members');
    const error = await notes
      .insertOne({ note: 'kept' }, { writeConcern: { w: 2 } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      name: 'MongoWriteConcernError',
      code: 100,
      codeName: 'UnsatisfiableWriteConcern',
    });
    // As on MongoDB, the write itself was made.
    expect(await notes.countDocuments({ note: 'kept' })).toBe(1);
  });

  it('answers a tag mode no configuration defines as unknown', async () => {
    const notes = env.db.collection('write_concern_tags');
    // The driver's type knows only "majority" by name; a replica set's tag modes are strings too.
    await expect(
      notes.insertOne({ note: 'tagged' }, { writeConcern: { w: 'eastCoast' as 'majority' } }),
    ).rejects.toMatchObject({ code: 79, codeName: 'UnknownReplWriteConcern' });
  });

  it('takes w: 1 and "majority" as met', async () => {
    const notes = env.db.collection('write_concern_met');
    await notes.insertOne({ note: 'one' }, { writeConcern: { w: 1 } });
    await notes.insertOne({ note: 'majority' }, { writeConcern: { w: 'majority' } });
    expect(await notes.countDocuments()).toBe(2);
  });
});
