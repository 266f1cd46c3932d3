import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { testLogger } from '@ministry/http/testing';
import { createApp } from './app.js';
import { loadConfig } from './env.js';

/** An address where nothing listens: a service that is stopped. */
async function stoppedServiceUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  app = createApp({
    config: loadConfig({
      API_URL: await stoppedServiceUrl(),
      PAYMENTS_URL: await stoppedServiceUrl(),
    }),
    logger: testLogger(),
    pages: null,
  });
});

describe('gateway with the api and payments stopped', () => {
  it.each([
    ['GET', '/api/products'],
    ['POST', '/api/users/login'],
    ['POST', '/api/contact'],
    ['POST', '/payments/checkout/sessions'],
    ['GET', '/payments/config'],
  ])(
    "answers %s %s with a 503 in the api's shape that a visitor can read",
    async (method, path) => {
      const response = await request(app)[method === 'GET' ? 'get' : 'post'](path).send({});

      expect(response.status).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.body).toEqual({
        error: 'The shop is briefly unavailable. Please try again in a minute.',
        message: 'The shop is briefly unavailable. Please try again in a minute.',
        code: 'service_unavailable',
      });
      expect(response.text).not.toContain('Error occurred while trying to proxy');
      expect(response.headers['permissions-policy']).toContain('camera=()');
    },
  );
});
