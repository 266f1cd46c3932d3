import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testLogger } from '@ministry/http/testing';
import { createApp } from './app.js';
import { loadConfig } from './env.js';

describe('gateway forwarding from its own address', () => {
  it('sends forwarded requests from UPSTREAM_LOCAL_ADDRESS', async () => {
    const api = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ from: req.socket.remoteAddress }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      const app = createApp({
        config: loadConfig({
          API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
          UPSTREAM_LOCAL_ADDRESS: '127.0.0.2',
        }),
        logger: testLogger(),
        pages: null,
      });

      const response = await request(app).get('/api/products').expect(200);

      expect(response.body).toEqual({ from: '127.0.0.2' });
    } finally {
      api.close();
    }
  });
});
