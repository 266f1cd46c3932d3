import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectFreezableDatabase } from '@ministry/db/testing';
import { buildTestApp } from './testing/harness.js';

let outage: Awaited<ReturnType<typeof connectFreezableDatabase>>;

beforeAll(async () => {
  outage = await connectFreezableDatabase();
});
afterAll(async () => {
  await outage.close();
});

describe('payments with its database hung', () => {
  it('answers 503 with Retry-After within 3 s instead of a late 500', async () => {
    const { app } = await buildTestApp();
    const sessionStatus = () =>
      request(app).get('/session-status').query({ session_id: 'demo_unknown' });
    expect((await sessionStatus()).status).toBeLessThan(500);

    outage.freeze();
    const started = performance.now();
    const response = await sessionStatus();

    expect(performance.now() - started).toBeLessThan(3_000);
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.body).toEqual({
      error: 'The shop is briefly unavailable. Please try again in a minute.',
      message: 'The shop is briefly unavailable. Please try again in a minute.',
      code: 'service_unavailable',
    });
  });
});
