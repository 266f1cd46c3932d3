import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { productListSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { PUBLIC_CACHE_CONTROL } from '../../http/public-answers.js';
import { buildApp, createProduct, hoursAgo } from './testing.js';

useTestDatabase();

const arrange = async () => {
  await createProduct({ name: 'Gospel of John', category: 'biblestudies', createdAt: hoursAgo(2) });
  await createProduct({ name: 'Acts', category: 'biblestudies', createdAt: hoursAgo(1) });
  await createProduct({ name: 'Akathist', category: 'prayers' });
  await createProduct({ name: 'Prayer rule template', category: 'nutsandbolts', price: 0 });
  await createProduct({ name: 'Icon print', category: 'graphics' });
};

describe('the offerings pages', () => {
  it.each([
    ['/api/biblestudies', ['Acts', 'Gospel of John']],
    ['/api/prayers', ['Akathist']],
    ['/api/nutsandbolts', ['Prayer rule template']],
  ])('%s lists the products of its category, newest first', async (path, expected) => {
    await arrange();

    const response = await request(buildApp()).get(path).expect(200);

    expect(productListSchema.parse(response.body).map(({ name }) => name)).toEqual(expected);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.etag).toBeTruthy();
  });

  it('answers the same list as /api/products?category=', async () => {
    await arrange();
    const app = buildApp();

    const offerings = await request(app).get('/api/nutsandbolts').expect(200);
    const products = await request(app).get('/api/products?category=nutsandbolts').expect(200);

    expect(offerings.body).toEqual(products.body);
  });

  it('takes a limit', async () => {
    await arrange();
    const response = await request(buildApp()).get('/api/biblestudies?limit=1').expect(200);
    expect(response.body).toHaveLength(1);
  });

  it('answers an empty list when a category has nothing yet', async () => {
    await request(buildApp()).get('/api/prayers').expect(200, []);
  });

  it.each([
    ['/api/prayers?category=graphics', /unknown parameter "category"/],
    ['/api/biblestudies?limit=1000', /limit must be at most 100/],
    ['/api/nutsandbolts?limit[$gt]=1', /unknown parameter/],
  ])('refuses %s with a 400', async (url, mentions) => {
    const response = await request(buildApp()).get(url).expect(400);
    expect(response.body.error).toBe(response.body.message);
    expect(response.body.message).toMatch(mentions);
  });
});
