// `pnpm bench`: how the production stack holds up under a crowd. Starts the production builds
// (run `pnpm build` first; this builds nothing) on free ports with its own data under /tmp, and a
// bare node:http server that answers each address with the very bytes and headers the stack
// gave once. Then, in alternating rounds, autocannon loads each address on the stack and on the
// bare server (`/api/products` twice: on the api's own port, and through the gateway as visitors
// reach it), and prints the rate, the ratio to bare and p50/p99; last, the time for a price
// change made through the admin api to show in /api/products and on the product page while the
// stack is under load. Before each round the stack must answer single requests quickly again, so
// one round's backlog is not counted against the next. BENCH_ROUNDS (3) and BENCH_SECONDS (5)
// change the run's length.
import { request as httpRequest, createServer, type IncomingHttpHeaders } from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, REPO_ROOT } from '@ministry/stack';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** What a browser says it takes: the stack and the bare server both answer compressed. */
const ACCEPT_ENCODING = 'br, gzip';
const ADMIN = { email: 'bench@example.com', password: 'bench-password-0123', username: 'bench' };

interface Target {
  name: string;
  /** Where it is loaded: the gateway (the site's origin), or the api's own port. */
  origin: string;
  path: string;
  connections: number;
}

interface Sample {
  rate: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One GET, its body as sent (still compressed). */
const get = (origin: string, path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    httpRequest(new URL(path, origin), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });

/** Answers each address with the bytes and headers the stack sent for it once. */
async function startBare(answers: Map<string, Answer>): Promise<{ url: string; close(): void }> {
  const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);
  const prepared = new Map(
    [...answers].map(([path, answer]) => {
      const headers = Object.fromEntries(
        Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
      );
      headers['content-length'] = String(answer.body.length);
      return [path, { status: answer.status, headers, body: answer.body }] as const;
    }),
  );
  const server = createServer((req, res) => {
    const answer = prepared.get(req.url ?? '');
    if (!answer) return void res.writeHead(404).end();
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

async function load(url: string, target: Target): Promise<Sample> {
  const result = await autocannon({
    url,
    connections: target.connections,
    duration: SECONDS,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  });
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** A single request answered this fast, this many times in a row, means the stack is idle. */
const SETTLED_MS = 50;
const SETTLED_TIMES = 3;

/**
 * Waits until the stack answers a single request for each path quickly again: a round leaves
 * a backlog behind it (the api's, after 100 connections), which would otherwise spill into the
 * next round and be counted against whatever that round loads. Answers how long it took, or
 * NaN when it did not settle within 15 s (the round then runs anyway, and says so).
 */
async function settle(origin: string, paths: string[]): Promise<number> {
  const started = performance.now();
  let quick = 0;
  while (quick < SETTLED_TIMES) {
    if (performance.now() - started > 15_000) return Number.NaN;
    const before = performance.now();
    for (const path of paths) await get(origin, path, { 'accept-encoding': ACCEPT_ENCODING });
    quick = performance.now() - before < SETTLED_MS * paths.length ? quick + 1 : 0;
    if (quick === 0) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return performance.now() - started;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const summary = (samples: Sample[]): Sample => ({
  rate: median(samples.map((sample) => sample.rate)),
  p50: median(samples.map((sample) => sample.p50)),
  p99: median(samples.map((sample) => sample.p99)),
  errors: samples.reduce((sum, sample) => sum + sample.errors, 0),
});

async function json<T>(origin: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(new URL(path, origin), init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Changes a product's price through the admin api while the stack is under load, and answers how
 * long after the change was sent each address showed the new price.
 */
async function timeToShowAnEdit(
  origin: string,
  product: { _id: string; slug: string },
  pagePath: string,
): Promise<{ api: number; page: number; attempts: number }> {
  const { token } = await json<{ token: string }>(origin, '/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const price = 900 + Math.round(Math.random() * 9000) / 100;
  const shown = price.toFixed(2);
  const crowd = autocannon({
    url: `${origin}/api/products`,
    connections: 100,
    duration: SECONDS + 5,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  });
  const pageCrowd = autocannon({
    url: `${origin}${pagePath}`,
    connections: 20,
    duration: SECONDS + 5,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  });
  // Let the crowd arrive before the edit.
  await new Promise((resolve) => setTimeout(resolve, 2000));

  // A busy api may turn the edit away (503 when its database pool is saturated): send it again,
  // and time from the attempt that was taken.
  let started = performance.now();
  let attempts = 0;
  for (;;) {
    attempts += 1;
    started = performance.now();
    const response = await fetch(new URL(`/api/products/${product._id}`, origin), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ price }),
    });
    if (response.ok) break;
    if (response.status !== 503 || attempts >= 20)
      throw new Error(`PATCH /api/products/${product._id}: ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const until = async (shows: () => Promise<boolean>) => {
    while (!(await shows())) {
      if (performance.now() - started > 10_000) return Number.NaN;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return performance.now() - started;
  };
  const [api, page] = await Promise.all([
    until(async () => {
      const list = await json<{ _id: string; price?: number }[]>(origin, '/api/products');
      return list.find((each) => each._id === product._id)?.price === price;
    }),
    until(async () => (await (await fetch(`${origin}${pagePath}`)).text()).includes(shown)),
  ]);
  crowd.stop?.();
  pageCrowd.stop?.();
  await Promise.all([crowd, pageCrowd]);
  return { api, page, attempts };
}

/** Until the shop answers its catalogue through the gateway (the stack seeds it first). */
async function waitForShop(origin: string, stack: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (stack.exitCode !== null) throw new Error('the stack stopped while starting (pnpm build?)');
    const ok = await fetch(`${origin}/api/products`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the stack did not start within 3 minutes');
}

const pad = (value: string, width: number) => value.padStart(width);
const ms = (value: number) => (Number.isNaN(value) ? 'not seen' : `${Math.round(value)} ms`);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ministry-bench-'));
  const ports = {
    web: await freePort(),
    api: await freePort(),
    payments: await freePort(),
    database: await freePort(),
  };
  console.log('bench: starting the production stack (pnpm build first if it is not built)');
  // As `pnpm start` runs it, in a process of its own: the embedded database lives in the stack's
  // process, and must not share an event loop with the load generator.
  const stack = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: REPO_ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      WEB_PORT: String(ports.web),
      API_PORT: String(ports.api),
      PAYMENTS_PORT: String(ports.payments),
      EMBEDDED_MONGO_PORT: String(ports.database),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_USERNAME: ADMIN.username,
      // Demo payments and the file outbox, whatever the calling shell has set.
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
      MONGODB_URI: '',
    },
  });
  const origin = `http://127.0.0.1:${ports.web}`;
  await waitForShop(origin, stack);
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    const products = await json<{ _id: string; slug: string }[]>(origin, '/api/products');
    const product = products[0];
    if (!product) throw new Error('the demo catalogue has no product');
    const productPath = `/product/${product.slug}`;
    const apiOrigin = `http://127.0.0.1:${ports.api}`;
    const targets: Target[] = [
      {
        name: 'GET /api/products (api)',
        origin: apiOrigin,
        path: '/api/products',
        connections: 100,
      },
      {
        name: 'GET /api/products (gateway)',
        origin,
        path: '/api/products',
        connections: 100,
      },
      { name: 'GET /', origin, path: '/', connections: 20 },
      { name: `GET ${productPath}`, origin, path: productPath, connections: 20 },
    ];
    const barePath = (target: Target) => `/${targets.indexOf(target)}`;

    const answers = new Map<string, Answer>();
    for (const target of targets) {
      const answer = await get(target.origin, target.path, { 'accept-encoding': ACCEPT_ENCODING });
      if (answer.status !== 200) throw new Error(`${target.name} answered ${answer.status}`);
      answers.set(barePath(target), answer);
    }
    bare = await startBare(answers);

    const samples = new Map(
      targets.map((target) => [target.name, { stack: [] as Sample[], bare: [] as Sample[] }]),
    );
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const target of targets) {
        console.log(
          `bench: round ${round}/${ROUNDS}: ${target.name} (${target.connections} connections)`,
        );
        const waited = await settle(origin, ['/api/products', target.path]);
        if (Number.isNaN(waited)) {
          console.log('bench: the stack did not settle within 15 s; this round runs anyway');
        } else if (waited > 1000) {
          console.log(`bench: the stack took ${ms(waited)} to settle after the last round`);
        }
        samples.get(target.name)?.stack.push(await load(`${target.origin}${target.path}`, target));
        // The bare server shares the machine: it, too, starts once the stack is idle.
        await settle(origin, ['/api/products', target.path]);
        samples.get(target.name)?.bare.push(await load(`${bare.url}${barePath(target)}`, target));
      }
    }

    console.log(
      `\n${ROUNDS} rounds of ${SECONDS} s each, alternating stack and bare; medians; Accept-Encoding: ${ACCEPT_ENCODING}\n`,
    );
    console.log(
      `${'target'.padEnd(40)}${pad('bytes', 8)}${pad('conns', 7)}${pad('stack req/s', 13)}${pad('bare req/s', 12)}${pad('ratio', 7)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('bare p99', 10)}${pad('errors', 8)}`,
    );
    for (const target of targets) {
      const result = samples.get(target.name);
      if (!result) continue;
      const stackSummary = summary(result.stack);
      const bareSummary = summary(result.bare);
      console.log(
        `${target.name.slice(0, 39).padEnd(40)}${pad(String(answers.get(barePath(target))?.body.length ?? 0), 8)}${pad(String(target.connections), 7)}${pad(stackSummary.rate.toFixed(0), 13)}${pad(bareSummary.rate.toFixed(0), 12)}${pad((stackSummary.rate / bareSummary.rate).toFixed(2), 7)}${pad(String(stackSummary.p50), 8)}${pad(String(stackSummary.p99), 8)}${pad(String(bareSummary.p99), 10)}${pad(String(stackSummary.errors), 8)}`,
      );
    }
    await settle(origin, ['/api/products', productPath]);
    const edit = await timeToShowAnEdit(origin, product, productPath);
    console.log(
      `\nA price change through the admin api, under load (100 connections on /api/products, 20 on the product page):` +
        `\n  shown by /api/products after ${ms(edit.api)}, on ${productPath} after ${ms(edit.page)}` +
        ` (from the start of the edit's request${edit.attempts > 1 ? `, taken at attempt ${edit.attempts}; busy answers 503 before` : ''})\n`,
    );
  } finally {
    bare?.close();
    await new Promise((resolve) => {
      stack.once('exit', resolve);
      stack.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
