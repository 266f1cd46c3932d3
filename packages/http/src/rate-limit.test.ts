import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { errorHandler } from './error-handler.js';
import { rateLimited, type RateLimitOptions } from './rate-limit.js';
import { testLogger } from './testing.js';

type Store = NonNullable<RateLimitOptions['store']>;

/** A store that cannot count: every increment fails with `error`. */
function failingStore(error: Error): Store {
  return {
    localKeys: false,
    increment: () => Promise.reject(error),
    decrement: () => Promise.resolve(),
    resetKey: () => Promise.resolve(),
  };
}

function appLimitedBy(store: Store, passOnStoreError: boolean) {
  const app = express();
  app.post(
    '/api/contact',
    rateLimited({ windowMs: 60_000, limit: 5, message: 'Too many', store, passOnStoreError }),
    (_req, res) => res.status(201).json({ sent: true }),
  );
  app.use(errorHandler(testLogger()));
  return app;
}

const hungDatabase = () => {
  const error = new Error('connection 4 to 127.0.0.1:27017 timed out');
  error.name = 'MongoNetworkTimeoutError';
  return error;
};

describe('rateLimited when its store cannot count', () => {
  it('lets the request through when told to pass on store errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = appLimitedBy(failingStore(new Error('counter document is malformed')), true);

    await request(app).post('/api/contact').expect(201, { sent: true });
  });

  it('answers the 503 of an outage at once when the database does not answer, even then', async () => {
    const response = await request(appLimitedBy(failingStore(hungDatabase()), true))
      .post('/api/contact')
      .expect(503);

    expect(response.headers['retry-after']).toBe('30');
    expect(response.body.code).toBe('service_unavailable');
  });

  it('still answers 429 over the limit', async () => {
    let hits = 0;
    const counting = {
      ...failingStore(new Error('unused')),
      increment: () => Promise.resolve({ totalHits: ++hits, resetTime: undefined }),
    };
    const app = appLimitedBy(counting, true);

    for (let sent = 0; sent < 5; sent++) await request(app).post('/api/contact').expect(201);
    await request(app).post('/api/contact').expect(429);
  });

  it('refuses with the error when not told to pass', async () => {
    const app = appLimitedBy(failingStore(new Error('counter document is malformed')), false);

    await request(app).post('/api/contact').expect(500);
  });
});
