import type { Connection, Model, Types } from 'mongoose';
import { Schema } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from './test-support.js';
import { setupTestDatabase } from './test-support.js';

interface User {
  email: string;
  name: string;
  roles: string[];
  createdAt?: Date;
  updatedAt?: Date;
}

interface Post {
  title: string;
  author: Types.ObjectId;
  publishedAt: Date;
  likes: number;
}

const userSchema = new Schema<User>(
  {
    email: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    roles: { type: [String], default: [] },
  },
  { timestamps: true },
);

const postSchema = new Schema<Post>({
  title: { type: String, required: true },
  author: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  publishedAt: { type: Date, required: true },
  likes: { type: Number, default: 0 },
});
postSchema.index({ author: 1, title: 1 }, { unique: true });

let sequence = 0;
function userData(overrides: Partial<User> = {}): User {
  sequence++;
  return {
    email: `user${sequence}@example.org`,
    name: `User ${sequence}`,
    roles: [],
    ...overrides,
  };
}
function postData(author: Types.ObjectId, overrides: Partial<Post> = {}): Post {
  sequence++;
  return {
    title: `Post ${sequence}`,
    author,
    publishedAt: new Date(Date.UTC(2024, 0, 1 + (sequence % 28))),
    likes: 0,
    ...overrides,
  };
}

let env: TestDatabase;
let connection: Connection;
let Users: Model<User>;
let Posts: Model<Post>;

beforeAll(async () => {
  env = await setupTestDatabase();
  connection = await env.mongoose();
  Users = connection.model<User>('User', userSchema);
  Posts = connection.model<Post>('Post', postSchema);
  await Promise.all([Users.init(), Posts.init()]);
});
afterAll(() => env.teardown());
beforeEach(async () => {
  await Promise.all([Users.deleteMany({}), Posts.deleteMany({})]);
});

describe('Mongoose models', () => {
  it('creates the schema indexes on init', async () => {
    const indexes = await Users.listIndexes();
    expect(indexes.map((i) => ({ name: i.name as string, unique: Boolean(i.unique) }))).toEqual([
      { name: '_id_', unique: false },
      { name: 'email_1', unique: true },
    ]);
  });

  it('rejects a duplicate email with E11000 and the keyValue', async () => {
    await Users.create(userData({ email: 'dup@example.org' }));
    const error = await Users.create(userData({ email: 'dup@example.org' })).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 11000, keyValue: { email: 'dup@example.org' } });
  });

  it('rejects a duplicate compound key (author + title) and accepts the same title by another author', async () => {
    const [ann, bob] = await Users.create([userData(), userData()]);
    await Posts.create(postData(ann!._id, { title: 'Hello' }));
    await Posts.create(postData(bob!._id, { title: 'Hello' }));
    const error = await Posts.create(postData(ann!._id, { title: 'Hello' })).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 11000, keyValue: { author: ann!._id, title: 'Hello' } });
  });

  it('stops an ordered insertMany at the duplicate and keeps the documents before it', async () => {
    const docs = [
      userData({ email: 'a@x' }),
      userData({ email: 'b@x' }),
      userData({ email: 'a@x' }),
      userData({ email: 'c@x' }),
    ];
    const error = await Users.insertMany(docs).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 11000,
      writeErrors: [expect.objectContaining({ index: 2 })],
    });
    expect((await Users.find().sort({ email: 1 }).lean()).map((u) => u.email)).toEqual([
      'a@x',
      'b@x',
    ]);
  });

  it('inserts 5,000 documents with insertMany using well under two seconds of CPU', async () => {
    // Warm up Mongoose's and the driver's code paths so the timing measures throughput, not JIT.
    await Users.insertMany(Array.from({ length: 200 }, () => userData()));
    await Users.deleteMany({});
    const docs = Array.from({ length: 5000 }, () => userData());
    // CPU time of this process (Mongoose, driver and, when embedded, the server) rather than wall
    // time, so a busy machine does not fail the test.
    const started = process.cpuUsage();
    await Users.insertMany(docs);
    const used = process.cpuUsage(started);
    expect(await Users.countDocuments()).toBe(5000);
    expect((used.user + used.system) / 1000).toBeLessThan(2000);
    // The wall time, though, can be many times that while other jobs share the machine.
  }, 60_000);

  it('saves changes to a loaded document and bumps updatedAt', async () => {
    const user = await Users.create(userData({ name: 'Before' }));
    const firstUpdate = user.updatedAt!;
    await new Promise((resolve) => setTimeout(resolve, 5));
    user.name = 'After';
    user.roles.push('editor');
    await user.save();
    const reloaded = await Users.findById(user._id).lean();
    expect(reloaded).toMatchObject({ name: 'After', roles: ['editor'] });
    expect(reloaded!.updatedAt!.getTime()).toBeGreaterThan(firstUpdate.getTime());
    expect(reloaded!.createdAt).toEqual(user.createdAt);
  });

  it('upserts with findOneAndUpdate, setting createdAt only on insert', async () => {
    const created = await Users.findOneAndUpdate(
      { email: 'up@x' },
      { name: 'First' },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(created).toMatchObject({ email: 'up@x', name: 'First' });
    const createdAt = created?.createdAt;
    const updated = await Users.findOneAndUpdate(
      { email: 'up@x' },
      { name: 'Second' },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(updated).toMatchObject({ name: 'Second', createdAt });
    expect(await Users.countDocuments({ email: 'up@x' })).toBe(1);
  });

  it('updates the first document in sort order with findOneAndUpdate', async () => {
    const author = await Users.create(userData());
    await Posts.create([
      postData(author._id, { title: 'old', publishedAt: new Date('2020-01-01') }),
      postData(author._id, { title: 'new', publishedAt: new Date('2024-01-01') }),
    ]);
    const latest = await Posts.findOneAndUpdate(
      {},
      { $inc: { likes: 1 } },
      { sort: { publishedAt: -1 }, returnDocument: 'after' },
    ).lean();
    expect(latest).toMatchObject({ title: 'new', likes: 1 });
  });

  it('deletes with findOneAndDelete, deleteOne and deleteMany', async () => {
    await Users.create([
      userData({ roles: ['x'] }),
      userData({ roles: ['x'] }),
      userData({ roles: ['y'] }),
      userData({ email: 'gone@x' }),
    ]);
    const removed = await Users.findOneAndDelete({ email: 'gone@x' }).lean();
    expect(removed?.email).toBe('gone@x');
    expect((await Users.deleteOne({ roles: 'y' })).deletedCount).toBe(1);
    expect((await Users.deleteMany({ roles: 'x' })).deletedCount).toBe(2);
    expect(await Users.estimatedDocumentCount()).toBe(0);
  });

  it('populates a referenced document', async () => {
    const author = await Users.create(userData({ name: 'Writer' }));
    await Posts.create(postData(author._id, { title: 'Populated' }));
    const post = await Posts.findOne({ title: 'Populated' })
      .populate<{ author: User }>('author')
      .lean();
    expect(post?.author).toMatchObject({ name: 'Writer', email: author.email });
  });

  it('finds by a list of ids and sorts by date', async () => {
    const author = await Users.create(userData());
    const posts = await Posts.create([
      postData(author._id, { publishedAt: new Date('2024-03-01') }),
      postData(author._id, { publishedAt: new Date('2024-01-01') }),
      postData(author._id, { publishedAt: new Date('2024-02-01') }),
    ]);
    const ids = posts.map((p) => p._id.toString());
    const found = await Posts.find({ _id: { $in: ids } })
      .sort({ publishedAt: 1 })
      .lean();
    expect(found.map((p) => p.publishedAt.toISOString().slice(0, 7))).toEqual([
      '2024-01',
      '2024-02',
      '2024-03',
    ]);
  });

  it('aggregates posts per author with $lookup', async () => {
    const [ann, bob] = await Users.create([userData({ name: 'Ann' }), userData({ name: 'Bob' })]);
    await Posts.create([
      postData(ann!._id, { likes: 2 }),
      postData(ann!._id, { likes: 3 }),
      postData(bob!._id, { likes: 1 }),
    ]);
    const stats = await Posts.aggregate<{ name: string; likes: number; posts: number }>([
      { $group: { _id: '$author', likes: { $sum: '$likes' }, posts: { $sum: 1 } } },
      {
        $lookup: {
          from: Users.collection.collectionName,
          localField: '_id',
          foreignField: '_id',
          as: 'user',
        },
      },
      { $unwind: '$user' },
      { $project: { _id: 0, name: '$user.name', likes: 1, posts: 1 } },
      { $sort: { likes: -1 } },
    ]);
    expect(stats).toEqual([
      { name: 'Ann', likes: 5, posts: 2 },
      { name: 'Bob', likes: 1, posts: 1 },
    ]);
  });

  it('counts distinct values', async () => {
    await Users.create([userData({ roles: ['a', 'b'] }), userData({ roles: ['b', 'c'] })]);
    expect((await Users.distinct('roles')).sort()).toEqual(['a', 'b', 'c']);
  });

  it('syncs indexes: drops indexes that left the schema and keeps the declared ones', async () => {
    await Users.collection.createIndex({ name: 1 }, { name: 'name_1' });
    const dropped = await Users.syncIndexes();
    expect(dropped).toEqual(['name_1']);
    expect((await Users.listIndexes()).map((i) => i.name as string)).toEqual(['_id_', 'email_1']);
  });

  it('commits a transaction run with connection.transaction', async () => {
    await connection.transaction(async (session) => {
      const [author] = await Users.create([userData({ email: 'tx@x' })], { session });
      await Posts.create([postData(author!._id, { title: 'In a transaction' })], { session });
    });
    expect(await Users.countDocuments({ email: 'tx@x' })).toBe(1);
    expect(await Posts.countDocuments({ title: 'In a transaction' })).toBe(1);
  });
});
