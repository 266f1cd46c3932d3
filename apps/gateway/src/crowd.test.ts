import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testLogger } from '@ministry/http/testing';
import { createApp, LISTEN_BACKLOG } from './app.js';
import { loadConfig } from './env.js';
import type { Pages } from './pages.js';

// The gateway as it runs (a listening node:http server) in front of real services on their own
// sockets, loaded by many visitors at once, and in front of a service that hangs.

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on a connection of its own, as a crowd of separate visitors sends them. */
const send = (
  port: number,
  { method = 'GET', path, body }: { method?: string; path: string; body?: string },
) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });

/**
 * A crowd of `size` visitors from a process of their own (so that sending them does not share
 * the gateway's event loop), each on its own connection and all at once: a third search, a third
 * ask for a sign-in link, a third open a page. Answers each one's status; a connection that
 * failed (reset, refused) is 0.
 */
async function crowd(port: number, size: number): Promise<number[]> {
  const script = `
    const { request } = require('node:http');
    const send = (index) => new Promise((resolve) => {
      const kind = index % 3;
      const req = request({
        host: '127.0.0.1', port: ${port}, agent: false,
        method: kind === 1 ? 'POST' : 'GET',
        path: kind === 0 ? '/api/search?q=prayer%20book'
          : kind === 1 ? '/payments/library/sign-in-links'
          : index % 2 ? '/' : '/product/morning-prayers',
        headers: kind === 1 ? { 'content-type': 'application/json' } : {},
      }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)); });
      req.on('error', () => resolve(0));
      req.end(kind === 1 ? JSON.stringify({ email: 'visitor' + index + '@example.com' }) : undefined);
    });
    Promise.all(Array.from({ length: ${size} }, (_, index) => send(index)))
      .then((statuses) => console.log(JSON.stringify(statuses)));
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (output += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the crowd stopped with code ${String(code)}`);
  return JSON.parse(output) as number[];
}

const listen = async (server: Server): Promise<number> => {
  server.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
};

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A search takes the api half a second (a busy database), so that a crowd has more searches
 * waiting than the gateway keeps connections to it; other answers take a few milliseconds.
 */
const api = createServer((req, res) => {
  void after(req.url?.startsWith('/api/search') ? 500 : 5).then(() => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(req.url?.startsWith('/api/search') ? { results: [] } : []));
  });
});

/** Payments limits sign-in links per client: it turns some away with a 429, as a real limit. */
let linkRequests = 0;
const payments = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    linkRequests += 1;
    res.setHeader('Content-Type', 'application/json');
    if (linkRequests % 10 === 0) {
      res.statusCode = 429;
      res.end(JSON.stringify({ error: 'Too many requests', code: 'rate_limited' }));
    } else {
      res.statusCode = 202;
      res.end(JSON.stringify({ sent: true }));
    }
  });
});

let apiUrl: string;
let paymentsUrl: string;

/** A page whose loader asks the api, as the web's pages do. */
const pages: Pages = async (request) => {
  const list = await fetch(`${apiUrl}/api/products`).then((response) => response.json());
  return new Response(
    `<!doctype html><title>Shop</title><p>${new URL(request.url).pathname}</p>` +
      `<p>${JSON.stringify(list)}</p>`,
    { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );
};

const gateways: Server[] = [];

/** A listening gateway in front of the api and payments, with `env` over the defaults. */
async function startGateway(env: Record<string, string> = {}): Promise<number> {
  const app = createApp({
    config: loadConfig({ API_URL: apiUrl, PAYMENTS_URL: paymentsUrl, ...env }),
    logger: testLogger(),
    pages,
  });
  const server = createServer(app);
  gateways.push(server);
  return listen(server);
}

beforeAll(async () => {
  apiUrl = `http://127.0.0.1:${await listen(api)}`;
  paymentsUrl = `http://127.0.0.1:${await listen(payments)}`;
});

afterEach(() => {
  for (const server of gateways.splice(0)) server.close();
});

afterAll(() => {
  api.close();
  payments.close();
});

describe('gateway under a crowd', () => {
  it('stays up for 1,000 visitors at once, answering each with a success, a 429 or a 503', async () => {
    // Time limits have tests of their own: here a busy test machine may take the crowd well past
    // the default 10 s, and what is asked is that the gateway stays up and resets no one.
    const port = await startGateway({ UPSTREAM_TIMEOUT_MS: '60000' });

    const statuses = await crowd(port, 1000);

    expect(
      statuses.filter((status) => !(status < 300 || status === 429 || status === 503)),
    ).toEqual([]);
    expect(statuses.filter((status) => status < 300).length).toBeGreaterThan(500);
    // Still serving afterwards.
    expect((await send(port, { path: '/healthz' })).status).toBe(200);
    expect((await send(port, { path: '/api/search?q=psalter' })).status).toBe(200);
  }, 120_000);

  it('turns away what its queue cannot hold with a 503 the visitor can read, and serves the rest', async () => {
    const port = await startGateway({ UPSTREAM_MAX_CONNECTIONS: '2', UPSTREAM_MAX_QUEUED: '3' });

    const answers = await Promise.all(
      Array.from({ length: 40 }, () => send(port, { path: '/api/search?q=prayer%20book' })),
    );

    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(5);
    expect(busy[0]?.headers['retry-after']).toBe('5');
    expect(JSON.parse(busy[0]?.body ?? '{}')).toEqual({
      error: 'The shop is briefly unavailable. Please try again in a minute.',
      message: 'The shop is briefly unavailable. Please try again in a minute.',
      code: 'service_unavailable',
    });
    // The queue empties again.
    expect((await send(port, { path: '/api/search?q=psalter' })).status).toBe(200);
  }, 30_000);
});

/**
 * A service in a process of its own that accepts connections and can be stopped (SIGSTOP): the
 * kernel still completes connections to it, but nothing answers. It says on its output when it
 * listens, and when a connection to it opens and closes.
 */
const HANGING_SERVICE = `
  const server = require('node:http').createServer((req, res) => { req.resume(); res.end('[]'); });
  server.on('connection', (socket) => {
    console.log('opened');
    socket.on('close', () => console.log('closed'));
  });
  server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
`;

describe('gateway in front of a service that hangs', () => {
  let service: ChildProcess;
  let output = '';
  let serviceUrl: string;

  beforeAll(async () => {
    service = spawn(process.execPath, ['-e', HANGING_SERVICE], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    service.stdout?.setEncoding('utf8');
    service.stdout?.on('data', (chunk: string) => (output += chunk));
    for (let waited = 0; !/port \d+/.test(output); waited += 20) {
      if (waited > 15_000) throw new Error('the service did not start');
      await after(20);
    }
    serviceUrl = `http://127.0.0.1:${/port (\d+)/.exec(output)?.[1]}`;
  }, 20_000);

  afterAll(() => {
    service.kill('SIGCONT');
    service.kill('SIGKILL');
  });

  it('answers 504 within UPSTREAM_TIMEOUT_MS and lets go of the connection', async () => {
    const port = await startGateway({ API_URL: serviceUrl, UPSTREAM_TIMEOUT_MS: '1000' });
    expect((await send(port, { path: '/api/products' })).status).toBe(200);
    service.kill('SIGSTOP');
    try {
      const started = performance.now();
      const answer = await send(port, { path: '/api/products' });
      const took = performance.now() - started;

      expect(answer.status).toBe(504);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'gateway_timeout' });
      expect(took).toBeGreaterThanOrEqual(900);
      expect(took).toBeLessThan(5000);
    } finally {
      service.kill('SIGCONT');
    }
    // Once it runs again, the service sees every connection the gateway opened closed (one in
    // use is never closed for being idle).
    const count = (word: string) => output.split(word).length - 1;
    for (let waited = 0; count('closed') < count('opened'); waited += 20) {
      if (waited > 10_000) throw new Error('the gateway kept its connection to the hung service');
      await after(20);
    }
  }, 30_000);

  it('answers 503 to a request still waiting for a connection when its time is up, 504 to the one the service holds', async () => {
    // The one connection is held by an upload, whose longer limit outlasts the queued request's:
    // that request is still waiting, never sent, when its own time is up.
    const port = await startGateway({
      API_URL: serviceUrl,
      UPSTREAM_TIMEOUT_MS: '1000',
      UPLOAD_TIMEOUT_MS: '4000',
      UPSTREAM_MAX_CONNECTIONS: '1',
    });
    expect((await send(port, { path: '/api/products' })).status).toBe(200);
    service.kill('SIGSTOP');
    try {
      const held = send(port, { method: 'POST', path: '/api/uploads?kind=image', body: '{}' });
      // The upload has the connection before the next request comes.
      await after(200);
      const waiting = await send(port, { path: '/api/products' });

      expect(waiting.status).toBe(503);
      expect(waiting.headers['retry-after']).toBe('5');
      expect(JSON.parse(waiting.body)).toMatchObject({ code: 'service_unavailable' });
      expect((await held).status).toBe(504);
    } finally {
      service.kill('SIGCONT');
    }
  }, 30_000);

  it.each([
    ['an upload', 'POST', '/api/uploads?kind=image'],
    ['an export', 'GET', '/payments/orders.csv?status=paid'],
  ])(
    'gives %s its longer time before answering 504',
    async (_kind, method, path) => {
      const port = await startGateway({
        API_URL: serviceUrl,
        PAYMENTS_URL: serviceUrl,
        UPSTREAM_TIMEOUT_MS: '300',
        UPLOAD_TIMEOUT_MS: '1500',
      });
      service.kill('SIGSTOP');
      try {
        const started = performance.now();
        const answer = await send(port, {
          method,
          path,
          body: method === 'POST' ? '{}' : undefined,
        });
        const took = performance.now() - started;

        expect(answer.status).toBe(504);
        expect(took).toBeGreaterThanOrEqual(1400);
        expect(took).toBeLessThan(6000);
      } finally {
        service.kill('SIGCONT');
      }
    },
    30_000,
  );
});
