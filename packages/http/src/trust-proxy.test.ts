import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, finishHttpApp } from './app.js';
import { rateLimited } from './rate-limit.js';
import { testLogger } from './testing.js';

/** The gateway's source address in `pnpm start` (packages/stack network.ts). */
const GATEWAY = '127.0.0.2';

let server: ReturnType<ReturnType<typeof createHttpApp>['listen']>;
let port: number;

/** A request to the service, from a given local address, claiming a visitor's address. */
function post(from: string, forwardedFor: string): Promise<{ status: number; ip: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/contact',
        method: 'POST',
        localAddress: from,
        headers: { 'X-Forwarded-For': forwardedFor },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ip: (JSON.parse(body) as { ip?: string }).ip ?? '',
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  const app = createHttpApp({ logger: testLogger(), trustProxy: GATEWAY });
  app.post(
    '/contact',
    rateLimited({ windowMs: 60_000, limit: 2, message: 'Too many messages' }),
    (req, res) => {
      res.json({ ip: req.ip });
    },
  );
  finishHttpApp(app, testLogger());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
});

describe('a service that trusts X-Forwarded-For from the gateway only', () => {
  it('limits a local program calling it directly by its own address, whatever it claims', async () => {
    const answers = [];
    for (const claimed of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      answers.push(await post('127.0.0.1', claimed));
    }

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(answers[0]?.ip).toBe('127.0.0.1');
  });

  it('gives each visitor the gateway forwards a limit of their own', async () => {
    const first = await post(GATEWAY, '198.51.100.7');
    const second = await post(GATEWAY, '198.51.100.8');

    expect(first).toEqual({ status: 200, ip: '198.51.100.7' });
    expect(second).toEqual({ status: 200, ip: '198.51.100.8' });
  });
});
