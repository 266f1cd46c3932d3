// `pnpm --filter @ministry/embedded-mongo bench:shapes`: how fast the engine answers the shapes
// of query the shop's services send (a lookup by _id, an order list newest first, a status count,
// a fund's gifts summed, a stock decrement, a counter, an insert) on a collection of 20,000
// orders, in memory. Each shape runs for a fixed time and reports operations per second; rounds
// alternate and the median is given. To compare two versions of the engine, copy this file into
// the other checkout's `src/` and run it there on the same machine.
import { MongoClient, ObjectId } from 'mongodb';
import { startEmbeddedMongo } from './index.js';

const ORDERS = 20_000;
const ROUNDS = 3;
const MILLIS_PER_SHAPE = 1_000;

const server = await startEmbeddedMongo();
const client = await MongoClient.connect(server.uri);
const db = client.db('bench');
const orders = db.collection('orders');
const counters = db.collection('counters');

const ids: ObjectId[] = [];
const statuses = ['pending', 'paid', 'shipped', 'refunded'];
for (let start = 0; start < ORDERS; start += 1_000) {
  const batch = Array.from({ length: 1_000 }, (_, offset) => {
    const n = start + offset;
    const _id = new ObjectId();
    ids.push(_id);
    return {
      _id,
      number: n + 1,
      status: statuses[n % statuses.length],
      email: `buyer${n % 500}@example.org`,
      fund: `fund-${n % 7}`,
      total: (n % 50) + 5,
      stock: 100,
      lines: [{ product: `p${n % 40}`, quantity: 1 + (n % 3), unitPrice: 5 }],
      createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
    };
  });
  await orders.insertMany(batch);
}
await orders.createIndex({ status: 1, createdAt: 1 });
await orders.createIndex({ email: 1 });
await orders.createIndex({ number: 1 }, { unique: true });
await counters.insertOne({ _id: 'order' as unknown as ObjectId, seq: 0 });

let k = 0;
const anyId = () => ids[(k++ * 7919) % ids.length]!;
const shapes: Record<string, () => Promise<unknown>> = {
  'findOne by _id': () => orders.findOne({ _id: anyId() }),
  'find by email': () => orders.find({ email: `buyer${k++ % 500}@example.org` }).toArray(),
  'find status, newest 20': () =>
    orders.find({ status: 'paid' }).sort({ createdAt: -1 }).limit(20).toArray(),
  'countDocuments by status': () => orders.countDocuments({ status: 'shipped' }),
  'aggregate sum by fund': () =>
    orders
      .aggregate([
        { $match: { status: 'paid' } },
        { $group: { _id: '$fund', sum: { $sum: '$total' } } },
      ])
      .toArray(),
  'updateOne $inc by _id': () =>
    orders.updateOne({ _id: anyId(), stock: { $gte: 1 } }, { $inc: { stock: -1 } }),
  'findOneAndUpdate counter': () =>
    counters.findOneAndUpdate(
      { _id: 'order' as unknown as ObjectId },
      { $inc: { seq: 1 } },
      { returnDocument: 'after' },
    ),
  insertOne: () => db.collection('events').insertOne({ at: new Date(), kind: 'view', n: k++ }),
};

async function rate(run: () => Promise<unknown>): Promise<number> {
  const until = performance.now() + MILLIS_PER_SHAPE;
  let done = 0;
  const started = performance.now();
  while (performance.now() < until) {
    await run();
    done += 1;
  }
  return (done * 1000) / (performance.now() - started);
}

const results = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, run] of Object.entries(shapes)) {
    results.set(name, [...(results.get(name) ?? []), await rate(run)]);
  }
}
await client.close();
await server.stop();

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `${ORDERS} orders in memory, ${ROUNDS} rounds of ${MILLIS_PER_SHAPE} ms per shape, medians`,
);
console.log('shape                          ops/s');
for (const [name, values] of results) {
  console.log(`${name.padEnd(30)} ${median(values).toFixed(0).padStart(6)}`);
}
