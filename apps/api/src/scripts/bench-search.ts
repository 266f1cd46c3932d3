// `pnpm --filter @ministry/api bench:search`: how fast `GET /api/search` answers, on the demo
// catalogue and then with 10,000 generated products added. Each query is sent on its own, one
// after another, over HTTP to the real app (validation, index freshness check, grouping,
// snippets), and the time to the full answer is recorded; p50 and p95 are printed for both
// catalogues, with the time the index took to build. The database is MONGODB_URI when set,
// else an in-memory embedded one.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { connectDatabase, ProductModel } from '@ministry/db';
import { createLogger } from '@ministry/http';
import { createApp } from '../app.js';
import { loadConfig } from '../env.js';
import { seedCatalogue } from '../features/catalogue/index.js';
import { contentChanged } from '../features/discovery/index.js';

const GENERATED_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000);

/** What visitors type: words, phrases, synonyms, typos, prefixes, and words nothing has. */
const QUERIES = [
  'prayer',
  'Mary',
  'Theotokso',
  'theot',
  'psalms',
  'jesus prayer',
  'mother of god icon',
  'easter',
  'bible study gospel john',
  'confession',
  'akathist',
  'great lent',
  'free',
  'prayer rule morning evening',
  'liturgy',
  'saint',
  'icon corner',
  'xyzzy nothing here',
  'pr',
  'christmas nativity carols',
];

// A small seeded generator, so every run indexes the same 10,000 products.
let state = 20_261_122;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const WORDS = `prayer prayers psalm psalter theotokos icon liturgy vespers matins compline canon
akathist troparion kontakion saint saints martyr monk monastery fathers desert elder hesychasm
jesus christ lord god spirit holy trinity cross resurrection pascha nativity theophany
transfiguration dormition annunciation feast fast lent advent repentance confession communion
eucharist baptism chrismation marriage unction ordination church parish bishop priest deacon
reader chanter choir hymn hymns chant byzantine znamenny russian greek serbian romanian
antiochian georgian coptic ethiopian scripture gospel epistle apostle prophet wisdom proverbs
genesis exodus isaiah john matthew mark luke acts romans hebrews revelation study guide booklet
journal card cards print poster calendar lectionary daily morning evening night family children
home corner candle lamp incense prayer-rope chotki komboskini bread wine oil water blessing
silence stillness humility patience love mercy grace peace joy hope faith tears watchfulness
attention heart mind soul body passions virtues ladder philokalia homily sermon catechism`
  .split(/\s+/)
  .filter(Boolean);

const FORMATS = ['digital', 'physical'] as const;
/** One word every generated product has, so the bench can tell when all are indexed. */
const MARKER = 'benchmarkmarker';
const CATEGORIES = [
  'graphics',
  'booklets',
  'freebies',
  'nutsandbolts',
  'biblestudies',
  'prayers',
] as const;

// Made-up words fill out the vocabulary to the size of a real catalogue's; the Church's words
// come first and are drawn far more often (a skewed, Zipf-like choice), as in real descriptions.
const SYLLABLES = 'ka lo mi re sa tu vo ne pi da gor an el is ot um ber sin tal vor'.split(' ');
const VOCABULARY = [
  ...WORDS,
  ...Array.from({ length: 3_000 }, () =>
    Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join(''),
  ),
];
const word = () => VOCABULARY[Math.floor(VOCABULARY.length * random() ** 3)] as string;
const sentence = (length: number) => Array.from({ length }, word).join(' ');

function generatedProduct(n: number) {
  const name = `${sentence(3)} ${n}`;
  return {
    name: name.charAt(0).toUpperCase() + name.slice(1),
    slug: `generated-${n}`,
    status: 'live' as const,
    format: pick(FORMATS),
    price: random() < 0.3 ? 0 : Math.round(random() * 3000) / 100,
    stock: Math.floor(random() * 50),
    category: pick(CATEGORIES),
    abstract: `${MARKER} ${sentence(18)}.`,
    description: `${sentence(40)}.\n\n- ${sentence(8)}\n- ${sentence(8)}\n\n${sentence(30)}.`,
    usageNotes: `${sentence(20)}.`,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const round = (ms: number) => Math.round(ms * 100) / 100;

async function timed(url: string): Promise<number> {
  return (await timedWithCpu(url)).wall;
}

/**
 * Wall time, and the CPU time this process spent on the request (server and client both run
 * here): on a machine shared with other work the wall time includes waiting for a core, the CPU
 * time does not.
 */
async function timedWithCpu(url: string): Promise<{ wall: number; cpu: number }> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

/** Searches until the index holds `count` products: the time a (re)build took. */
async function untilIndexed(base: string, count: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const response = await fetch(`${base}/api/search?q=${encodeURIComponent(MARKER)}&kind=product`);
    const body = (await response.json()) as { total: number };
    if (body.total >= count) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** CPU times per query of the last catalogue measured, to name the slowest queries. */
let cpuByQuery = new Map<string, number[]>();

async function measure(label: string, base: string, documents: number, build: number) {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  cpuByQuery = new Map();
  for (let n = 0; n < REQUESTS; n += 1) {
    const q = QUERIES[n % QUERIES.length] as string;
    const { wall, cpu } = await timedWithCpu(`${base}/api/search?q=${encodeURIComponent(q)}`);
    times.push(wall);
    cpuTimes.push(cpu);
    cpuByQuery.set(q, [...(cpuByQuery.get(q) ?? []), cpu]);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return {
    catalogue: label,
    products: documents,
    'index build ms': round(build),
    requests: times.length,
    'p50 ms': round(percentile(times, 50)),
    'p95 ms': round(percentile(times, 95)),
    'p99 ms': round(percentile(times, 99)),
    'max ms': round(times.at(-1) ?? NaN),
    'CPU p50 ms': round(percentile(cpuTimes, 50)),
    'CPU p95 ms': round(percentile(cpuTimes, 95)),
  };
}

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await connectDatabase({
    uri: config.MONGODB_URI,
    engine: config.MONGODB_URI ? 'uri' : 'embedded',
    dbName: `bench_search_${Date.now()}`,
  });
  const server = createServer(
    createApp({
      config,
      logger: createLogger({ name: 'bench', level: 'silent' }),
      isReady: () => database.ping(),
    }),
  );
  try {
    await seedCatalogue();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const seeded = await ProductModel.countDocuments();
    const rows = [await measure('seeded', base, seeded, await timed(`${base}/api/search?q=a`))];

    for (let from = 0; from < GENERATED_PRODUCTS; from += 1_000) {
      const batch = Array.from({ length: Math.min(1_000, GENERATED_PRODUCTS - from) }, (_, i) =>
        generatedProduct(from + i),
      );
      await ProductModel.insertMany(batch, { lean: true });
    }
    contentChanged();
    const rebuild = await untilIndexed(base, GENERATED_PRODUCTS);
    rows.push(
      await measure(
        `seeded + ${GENERATED_PRODUCTS} generated`,
        base,
        await ProductModel.countDocuments(),
        rebuild,
      ),
    );

    console.log(
      `GET /api/search: ${REQUESTS} sequential requests per catalogue over ${QUERIES.length} queries; ` +
        `load average ${loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')} on ${availableParallelism()} cores`,
    );
    console.table(rows);
    console.log('Slowest queries on the larger catalogue (CPU ms, median of their runs):');
    console.table(
      [...cpuByQuery]
        .map(([query, cpu]) => ({
          query,
          'CPU p50 ms': round(
            percentile(
              [...cpu].sort((a, b) => a - b),
              50,
            ),
          ),
        }))
        .sort((a, b) => b['CPU p50 ms'] - a['CPU p50 ms'])
        .slice(0, 6),
    );
  } finally {
    server.close();
    await database.connection.db?.dropDatabase();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
