import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testLogger } from '@ministry/http/testing';
import { createApp } from './app.js';
import { loadConfig } from './env.js';

const buildApp = (ready = true) =>
  createApp({
    config: loadConfig({}),
    logger: testLogger(),
    isReady: () => Promise.resolve(ready),
  });

describe('api shell', () => {
  it('answers an unknown /api route with a JSON 404 naming it', async () => {
    const response = await request(buildApp()).get('/api/nothing-here').expect(404);
    expect(response.body).toEqual({
      error: 'Not found: GET /api/nothing-here',
      message: 'Not found: GET /api/nothing-here',
      code: 'not_found',
    });
  });

  it('reports liveness and readiness separately', async () => {
    await request(buildApp(false)).get('/healthz').expect(200, { status: 'ok' });
    await request(buildApp(false)).get('/readyz').expect(503, { status: 'unavailable' });
    await request(buildApp(true)).get('/readyz').expect(200, { status: 'ready' });
  });

  it('returns a request id header, keeping a sane one sent by a proxy', async () => {
    const fresh = await request(buildApp()).get('/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await request(buildApp()).get('/healthz').set('X-Request-Id', 'edge-123');
    expect(forwarded.headers['x-request-id']).toBe('edge-123');
  });

  it('lets only the web origin read its answers from another origin', async () => {
    const fromWeb = await request(buildApp())
      .get('/api/nothing-here')
      .set('Origin', 'http://localhost:5173');
    expect(fromWeb.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const fromElsewhere = await request(buildApp())
      .get('/api/nothing-here')
      .set('Origin', 'https://evil.example');
    expect(fromElsewhere.headers['access-control-allow-origin']).not.toBe('https://evil.example');
  });
});
