import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectFreezableDatabase } from '@ministry/db/testing';
import { buildApp } from './features/catalogue/testing.js';

let outage: Awaited<ReturnType<typeof connectFreezableDatabase>>;

beforeAll(async () => {
  outage = await connectFreezableDatabase();
});
afterAll(async () => {
  await outage.close();
});

describe('api with its database hung', () => {
  it('answers 503 with Retry-After within 3 s instead of a late 500', async () => {
    const app = buildApp();
    // Not the path asked below: a cached answer would still be served while the database hangs.
    await request(app).get('/api/collections').expect(200);

    outage.freeze();
    const started = performance.now();
    const response = await request(app).get('/api/products');

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

describe('the contact form with the database hung', () => {
  it('answers 503 with Retry-After within 3 s, however many steps would need the database', async () => {
    const app = buildApp();
    outage.freeze();

    const started = performance.now();
    const response = await request(app).post('/api/contact').send({
      name: 'Anna Petrova',
      email: 'anna@example.org',
      message: 'Please pray for my father, Nicholas, who is in hospital.',
    });

    expect(performance.now() - started).toBeLessThan(3_000);
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
  });
});
