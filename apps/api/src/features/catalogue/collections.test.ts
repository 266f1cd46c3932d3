import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { collectionListSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { PUBLIC_CACHE_CONTROL } from '../../http/public-answers.js';
import { buildApp, createCollection } from './testing.js';

useTestDatabase();

describe('GET /api/collections', () => {
  it('lists every collection by name', async () => {
    await createCollection({ name: 'The Daily Rule', slug: 'daily-rule' });
    await createCollection({ name: 'Great Lent', slug: 'great-lent', description: 'The Fast' });

    const response = await request(buildApp()).get('/api/collections').expect(200);

    expect(collectionListSchema.parse(response.body)).toEqual([
      { _id: expect.any(String), name: 'Great Lent', slug: 'great-lent', description: 'The Fast' },
      { _id: expect.any(String), name: 'The Daily Rule', slug: 'daily-rule' },
    ]);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('finds the collection a collection page names, or none', async () => {
    const lent = await createCollection({ name: 'Great Lent', slug: 'great-lent' });
    await createCollection();
    const app = buildApp();

    const found = await request(app).get('/api/collections?slug=great-lent').expect(200);
    expect(found.body).toEqual([{ _id: lent._id, name: 'Great Lent', slug: 'great-lent' }]);

    await request(app).get('/api/collections?slug=no-such-collection').expect(200, []);
  });

  it.each([
    ['?slug[$ne]=x', /unknown parameter/],
    ['?slug=a&slug=b', /slug must be given once/],
    ['?name=Lent', /unknown parameter "name"/],
    [`?slug=${'x'.repeat(200)}`, /at most 120/],
  ])('refuses %s with a 400', async (query, mentions) => {
    const response = await request(buildApp()).get(`/api/collections${query}`).expect(400);
    expect(response.body.error).toBe(response.body.message);
    expect(response.body.message).toMatch(mentions);
  });
});
