// `pnpm --filter @ministry/api bench:products`: how fast the api answers `GET /api/products` on
// the demo catalogue, next to a bare Node http server sending the very same bytes, so the
// figure shows what Express, validation and the database cost. The servers run in a child
// process and autocannon in this one, so that the load generator does not share their event
// loop. The database is MONGODB_URI when set, else an in-memory embedded one. Rounds alternate
// (api, bare, api, bare) so that load from elsewhere on the machine falls on both; the api's own
// CPU time per request (its process's user + system time over the api rounds) is printed too.
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { connectDatabase } from '@ministry/db';
import { createLogger } from '@ministry/http';
import { createApp } from '../app.js';
import { loadConfig } from '../env.js';
import { seedCatalogue } from '../features/catalogue/index.js';

const PATH = '/api/products';
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

interface Ready {
  api: string;
  bare: string;
  bytes: number;
}

const listen = (server: ReturnType<typeof createServer>) =>
  new Promise<string>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });

/** Child: the api on the seeded catalogue, and a bare server answering its bytes. */
async function serve() {
  const config = loadConfig();
  const database = await connectDatabase({
    uri: config.MONGODB_URI,
    engine: config.MONGODB_URI ? 'uri' : 'embedded',
  });
  await seedCatalogue();

  const app = createApp({
    config,
    logger: createLogger({ name: 'bench', level: 'silent' }),
    isReady: () => database.ping(),
  });
  const apiServer = createServer(app);
  const api = await listen(apiServer);

  const sample = await fetch(`${api}${PATH}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const contentType = sample.headers.get('content-type') ?? 'application/json';
  const bareServer = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': body.length });
    res.end(body);
  });
  const bare = await listen(bareServer);

  process.send?.({ api, bare, bytes: body.length } satisfies Ready);
  // The parent asks for the process's CPU time before and after the api rounds.
  process.on('message', () => process.send?.({ cpu: process.cpuUsage() }));
  process.once('disconnect', () => {
    apiServer.close();
    bareServer.close();
    void database.close().then(() => process.exit(0));
  });
}

async function measure(name: string, url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    total: result.requests.total,
    row: {
      server: name,
      'req/s (avg)': Math.round(result.requests.average),
      'latency p50 ms': result.latency.p50,
      'latency p99 ms': result.latency.p99,
      requests: result.requests.total,
      'errors + non-2xx': result.errors + result.non2xx,
    },
  };
}

const cpuOf = (child: ReturnType<typeof fork>) =>
  new Promise<NodeJS.CpuUsage>((resolve) => {
    child.once('message', (message) => resolve((message as { cpu: NodeJS.CpuUsage }).cpu));
    child.send('cpu');
  });

/** Parent: start the child, load each server in turn, print the figures, stop everything. */
async function main() {
  const child = fork(import.meta.filename, ['--serve'], {
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once('message', (message) => resolve(message as Ready));
      child.once('exit', (code) => reject(new Error(`the servers exited early (code ${code})`)));
    });
    console.log(
      `GET ${PATH}: ${ready.bytes} bytes per answer, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`,
    );
    // A short warm-up, so that neither figure includes JIT compilation.
    await autocannon({ url: `${ready.api}${PATH}`, connections: CONNECTIONS, duration: 1 });
    const rows = [];
    let apiRequests = 0;
    let apiCpuMicros = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const before = await cpuOf(child);
      const api = await measure(`api, round ${round}`, `${ready.api}${PATH}`);
      const after = await cpuOf(child);
      apiRequests += api.total;
      apiCpuMicros += after.user - before.user + after.system - before.system;
      const bare = await measure(
        `bare node:http, same bytes, round ${round}`,
        `${ready.bare}${PATH}`,
      );
      rows.push(api.row, bare.row);
    }
    console.table(rows);
    console.log(`api CPU per request: ${Math.round(apiCpuMicros / apiRequests)} µs`);
  } finally {
    child.disconnect();
  }
}

if (process.argv.includes('--serve')) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
