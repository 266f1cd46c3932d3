import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, finishHttpApp, type HttpAppOptions } from './app.js';
import { INTERNAL_PROXY_HEADER } from './internal-proxy.js';
import { rateLimited } from './rate-limit.js';
import { testLogger } from './testing.js';

const SECRET = 'internal-proxy-secret-of-at-least-32-characters';
/** A load balancer's address, in a deployment where one stands in front of the service. */
const BALANCER = '127.0.0.2';

interface Answer {
  status: number;
  /** The address the service counted the request under. */
  ip: string;
  /** What the handler saw of the headers the proxy sent. */
  seen: { forwardedFor?: string; internalProxy?: string };
}

/** A service with a limit of two messages per client, started on a free port. */
async function startService(options: Omit<HttpAppOptions, 'logger'>) {
  const app = createHttpApp({ logger: testLogger(), ...options });
  app.post(
    '/contact',
    rateLimited({ windowMs: 60_000, limit: 2, message: 'Too many messages' }),
    (req, res) => {
      res.json({
        ip: req.ip,
        seen: {
          forwardedFor: req.headers['x-forwarded-for'],
          internalProxy: req.headers['x-internal-proxy'],
        },
      });
    },
  );
  finishHttpApp(app, testLogger());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;

  /** A request from a given local address, with the headers a caller chose to send. */
  const post = (from: string, headers: Record<string, string>): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/contact', method: 'POST', localAddress: from, headers },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            const parsed = JSON.parse(body) as Partial<Answer>;
            resolve({ status: res.statusCode ?? 0, ip: parsed.ip ?? '', seen: parsed.seen ?? {} });
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
  return { post, close: () => server.close() };
}

describe('a service behind the site’s own proxy (INTERNAL_PROXY_SECRET)', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  beforeAll(async () => {
    service = await startService({ internalProxySecret: SECRET });
  });
  afterAll(() => service.close());

  const vouched = (visitor: string) => ({
    'X-Forwarded-For': visitor,
    [INTERNAL_PROXY_HEADER]: SECRET,
  });

  it('gives each visitor the proxy vouches for a limit of their own', async () => {
    const first = await service.post('127.0.0.1', vouched('198.51.100.7'));
    const second = await service.post('127.0.0.1', vouched('198.51.100.7'));
    const third = await service.post('127.0.0.1', vouched('198.51.100.7'));
    const another = await service.post('127.0.0.1', vouched('198.51.100.8'));

    expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
    expect(first.ip).toBe('198.51.100.7');
    expect(another).toMatchObject({ status: 200, ip: '198.51.100.8' });
  });

  it('takes the address the proxy wrote first, not one appended on the way', async () => {
    const answer = await service.post('127.0.0.1', {
      ...vouched('198.51.100.20'),
      'X-Forwarded-For': '198.51.100.20, 127.0.0.1',
    });
    expect(answer.ip).toBe('198.51.100.20');
  });

  it('passes neither the secret nor the consumed address on to the handler', async () => {
    const answer = await service.post('127.0.0.1', vouched('198.51.100.30'));
    expect(answer.seen).toEqual({});
  });

  it('ignores X-Forwarded-For from a local program without the secret: it is counted by its own address', async () => {
    const answers = [];
    for (const claimed of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      answers.push(await service.post('127.0.0.3', { 'X-Forwarded-For': claimed }));
    }

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(answers[0]?.ip).toBe('127.0.0.3');
  });

  it('ignores X-Forwarded-For with a wrong secret, and does not pass the guess on', async () => {
    const answers = [];
    for (const claimed of ['203.0.113.11', '203.0.113.12', '203.0.113.13']) {
      answers.push(
        await service.post('127.0.0.4', {
          'X-Forwarded-For': claimed,
          [INTERNAL_PROXY_HEADER]: `${SECRET.slice(0, -1)}x`,
        }),
      );
    }

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(answers[0]?.ip).toBe('127.0.0.4');
    expect(answers[0]?.seen.internalProxy).toBeUndefined();
  });
});

describe('a service behind a load balancer it trusts by address (TRUST_PROXY)', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  beforeAll(async () => {
    service = await startService({ trustProxy: BALANCER });
  });
  afterAll(() => service.close());

  it('gives each visitor the balancer forwards a limit of their own', async () => {
    const first = await service.post(BALANCER, { 'X-Forwarded-For': '198.51.100.7' });
    const second = await service.post(BALANCER, { 'X-Forwarded-For': '198.51.100.8' });

    expect(first).toMatchObject({ status: 200, ip: '198.51.100.7' });
    expect(second).toMatchObject({ status: 200, ip: '198.51.100.8' });
  });

  it('counts any other caller by its own address, whatever it claims', async () => {
    const answers = [];
    for (const claimed of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      answers.push(await service.post('127.0.0.1', { 'X-Forwarded-For': claimed }));
    }

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(answers[0]?.ip).toBe('127.0.0.1');
  });
});
