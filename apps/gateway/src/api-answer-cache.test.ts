import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testLogger } from '@ministry/http/testing';
import { createApp } from './app.js';
import { loadConfig } from './env.js';
import { getRaw } from './testing.js';

/**
 * The api as the gateway sees it: catalogue answers marked public with an ETag (as the api's
 * `sendCatalogue`), each saying how many times the api was asked; `?private=1` answers as a
 * personal one would; a POST is a write.
 */
let asked = 0;
const api: Server = createServer((req, res) => {
  req.resume();
  if (req.method === 'POST') {
    res.statusCode = 201;
    res.end('{}');
    return;
  }
  asked += 1;
  const body = JSON.stringify({ asked, forCredential: req.headers.authorization ?? null });
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', `W/"${asked}"`);
  res.setHeader(
    'Cache-Control',
    req.url?.includes('private=1') ? 'private, no-store' : 'public, max-age=0, must-revalidate',
  );
  res.setHeader('Vary', 'Accept-Encoding');
  res.end(body);
});

let apiUrl: string;
let version = 1;

const gateway = (env: Record<string, string> = {}, withVersion = true) =>
  createApp({
    config: loadConfig({ API_URL: apiUrl, ...env }),
    logger: testLogger(),
    pages: null,
    catalogueVersion: withVersion ? () => version : undefined,
  });

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

beforeEach(() => {
  asked = 0;
  version = 1;
});

afterAll(() => {
  api.close();
});

describe("gateway's copy of the api's catalogue answers", () => {
  it('answers a catalogue address from memory after the first time, with the same headers', async () => {
    const app = gateway();
    const first = await request(app).get('/api/products?format=digital').expect(200);
    const again = await request(app).get('/api/products?format=digital').expect(200);

    expect(again.body).toEqual({ asked: 1, forCredential: null });
    expect(asked).toBe(1);
    for (const header of [
      'etag',
      'cache-control',
      'content-type',
      'content-security-policy',
      'permissions-policy',
      'x-content-type-options',
    ])
      expect(again.headers[header]).toBe(first.headers[header]);
    expect(again.headers['x-request-id']).toBeTruthy();
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('sends it brotli-compressed to a browser that takes it, and a 304 for a current copy', async () => {
    const app = gateway();
    const first = await request(app).get('/api/products').expect(200);
    const compressed = await getRaw(app, '/api/products', { 'Accept-Encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.body).toString())).toEqual(first.body);

    await request(app)
      .get('/api/products')
      .set('If-None-Match', String(first.headers.etag))
      .expect(304);
    expect(asked).toBe(1);
  });

  it('asks the api again once the catalogue changes (its version stamp moves)', async () => {
    const app = gateway();
    await request(app).get('/api/products').expect(200);
    version = 2;
    const after = await request(app).get('/api/products').expect(200);
    expect(after.body.asked).toBe(2);
  });

  it('asks the api again after a write to it passes through', async () => {
    const app = gateway();
    await request(app).get('/api/products').expect(200);
    await request(app).post('/api/products').send({ name: 'Psalter' }).expect(201);
    const after = await request(app).get('/api/products').expect(200);
    expect(after.body.asked).toBe(2);
  });

  it('never keeps an answer for a signed-in request, nor one the api marks personal', async () => {
    const app = gateway();
    await request(app).get('/api/products').set('Authorization', 'Bearer staff').expect(200);
    const staff = await request(app)
      .get('/api/products')
      .set('Authorization', 'Bearer staff')
      .expect(200);
    expect(staff.body).toEqual({ asked: 2, forCredential: 'Bearer staff' });

    await request(app).get('/api/products?private=1').expect(200);
    await request(app).get('/api/products?private=1').expect(200);
    expect(asked).toBe(4);
  });

  it('keeps nothing without the version stamp, or with API_CACHE=off', async () => {
    for (const app of [gateway({}, false), gateway({ API_CACHE: 'off' })]) {
      asked = 0;
      await request(app).get('/api/products').expect(200);
      await request(app).get('/api/products').expect(200);
      expect(asked).toBe(2);
    }
  });
});
