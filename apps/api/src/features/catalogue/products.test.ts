import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { productListSchema, productSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { PUBLIC_CACHE_CONTROL } from '../../http/public-answers.js';
import { buildApp, createCollection, createProduct, hoursAgo, newId } from './testing.js';

useTestDatabase();

const names = (body: unknown) => productListSchema.parse(body).map(({ name }) => name);

/** What every refused request looks like to a client. */
function expectBadRequest(response: request.Response, mentions: RegExp) {
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject({ code: 'bad_request' });
  expect(response.body.error).toBe(response.body.message);
  expect(response.body.message).toMatch(mentions);
}

describe('GET /api/products', () => {
  it('lists products newest first, then by name, in the contract shape', async () => {
    await createProduct({ name: 'Psalter', createdAt: hoursAgo(2) });
    await createProduct({ name: 'Akathist', createdAt: hoursAgo(1) });
    await createProduct({ name: 'Canon', createdAt: hoursAgo(1) });

    const response = await request(buildApp()).get('/api/products').expect(200);

    expect(names(response.body)).toEqual(['Akathist', 'Canon', 'Psalter']);
  });

  it('never shows where a file is stored or its external link, only that it can be downloaded', async () => {
    await createProduct({ name: 'With file', price: 0, downloadFile: 'secret-name.pdf' });
    await createProduct({ name: 'With link', price: 0, externalUrl: 'https://example.org/x' });
    await createProduct({ name: 'Physical', format: 'physical' });

    const response = await request(buildApp()).get('/api/products').expect(200);

    const text = JSON.stringify(response.body);
    expect(text).not.toContain('secret-name');
    expect(text).not.toContain('example.org');
    expect(text).not.toContain('__v');
    const downloadable = Object.fromEntries(
      productListSchema.parse(response.body).map((p) => [p.name, p.downloadable]),
    );
    expect(downloadable).toEqual({ 'With file': true, 'With link': true, Physical: false });
  });

  it('answers at most `limit` products', async () => {
    for (let hour = 0; hour < 5; hour += 1) await createProduct({ createdAt: hoursAgo(hour) });

    const response = await request(buildApp()).get('/api/products?limit=3').expect(200);

    expect(response.body).toHaveLength(3);
  });

  it('finds one format of a title by slug, and nothing for a format it lacks', async () => {
    await createProduct({ slug: 'daily-prayers', format: 'digital', name: 'Daily (PDF)' });
    await createProduct({ slug: 'daily-prayers', format: 'physical', name: 'Daily (book)' });
    await createProduct({ slug: 'psalter', format: 'digital', name: 'Psalter' });
    const app = buildApp();

    const physical = await request(app).get('/api/products?slug=daily-prayers&format=physical');
    expect(names(physical.body)).toEqual(['Daily (book)']);
    expect(productSchema.parse(physical.body[0]).format).toBe('physical');

    const missing = await request(app).get('/api/products?slug=psalter&format=physical');
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual([]);

    const unknown = await request(app).get('/api/products?slug=no-such-title&format=digital');
    expect(unknown.body).toEqual([]);
  });

  it('answers every format of a title by slug when no format is named (the product page, in one call)', async () => {
    await createProduct({ slug: 'daily-prayers', format: 'digital', name: 'Daily (PDF)' });
    await createProduct({ slug: 'daily-prayers', format: 'physical', name: 'Daily (book)' });
    await createProduct({ slug: 'psalter', format: 'digital', name: 'Psalter' });

    const response = await request(buildApp()).get('/api/products?slug=daily-prayers').expect(200);

    expect(names(response.body).sort()).toEqual(['Daily (PDF)', 'Daily (book)']);
  });

  it('answers a physical-only title by its slug alone (its plain address shows it)', async () => {
    await createProduct({ slug: 'beeswax-candles', format: 'physical', name: 'Beeswax Candles' });

    const response = await request(buildApp())
      .get('/api/products?slug=beeswax-candles')
      .expect(200);

    expect(response.body).toHaveLength(1);
    expect(productSchema.parse(response.body[0])).toMatchObject({
      name: 'Beeswax Candles',
      format: 'physical',
    });
  });

  it('filters by category, as the catalogue pages ask', async () => {
    await createProduct({ name: 'Icon print', category: 'graphics' });
    await createProduct({ name: 'Prayer card', category: 'freebies', price: 0 });
    await createProduct({ name: 'Booklet', category: 'booklets' });

    const app = buildApp();
    expect(names((await request(app).get('/api/products?category=graphics')).body)).toEqual([
      'Icon print',
    ]);
    expect(names((await request(app).get('/api/products?category=freebies')).body)).toEqual([
      'Prayer card',
    ]);
  });

  it('lists the products of a collection', async () => {
    const lent = await createCollection({ name: 'Great Lent', slug: 'great-lent' });
    const other = await createCollection();
    await createProduct({ name: 'Canon', collections: [lent._id] });
    await createProduct({ name: 'Calendar', collections: [other._id, lent._id] });
    await createProduct({ name: 'Icon', collections: [other._id] });

    const response = await request(buildApp())
      .get(`/api/products?collection=${lent._id}`)
      .expect(200);

    expect(names(response.body).sort()).toEqual(['Calendar', 'Canon']);
    const empty = await request(buildApp()).get(`/api/products?collection=${newId()}`);
    expect(empty.body).toEqual([]);
  });

  it('keeps only featured products for the home strip, both formats of a title included', async () => {
    await createProduct({ slug: 'hours', format: 'digital', featured: true, name: 'Hours PDF' });
    await createProduct({ slug: 'hours', format: 'physical', featured: true, name: 'Hours book' });
    await createProduct({ name: 'Plain' });

    const app = buildApp();
    const featured = await request(app).get('/api/products?featured=true').expect(200);
    expect(names(featured.body).sort()).toEqual(['Hours PDF', 'Hours book']);

    const notFeatured = await request(app).get('/api/products?featured=false').expect(200);
    expect(names(notFeatured.body)).toEqual(['Plain']);
  });

  it('answers an empty list when the catalogue is empty', async () => {
    await request(buildApp()).get('/api/products').expect(200, []);
  });

  it('lets browsers revalidate with an ETag and cache briefly', async () => {
    await createProduct();
    const app = buildApp();

    const first = await request(app).get('/api/products').expect(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();

    const again = await request(app).get('/api/products').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    await createProduct();
    const changed = await request(app).get('/api/products').set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.body).toHaveLength(2);
  });

  describe('refuses queries that are not what the storefront sends', () => {
    const app = buildApp();

    it.each([
      ['a repeated key', '?slug=a&slug=b', /slug/],
      ['an operator in brackets', '?slug[$ne]=x', /unknown parameter "slug\[\$ne\]"/],
      ['an operator in brackets on a filter', '?category[$gt]=', /unknown parameter/],
      ['an unknown parameter', '?sort=price', /unknown parameter "sort"/],
      ['an unknown format', '?format=vinyl', /format must be digital or physical/],
      ['an unknown category', '?category=jewellery', /unknown category/],
      ['a malformed collection id', '?collection=abc', /collection must be a valid id/],
      ['a slug with symbols', '?slug=../etc', /slug may contain only/],
      ['an over-long slug', `?slug=${'a'.repeat(121)}`, /slug must be at most 120/],
      ['a limit of 0', '?limit=0', /limit must be at least 1/],
      ['a limit over 100', '?limit=101', /limit must be at most 100/],
      ['a limit that is not a number', '?limit=ten', /limit must be a number/],
      ['a fractional limit', '?limit=2.5', /limit must be a whole number/],
      ['featured that is not a boolean', '?featured=yes', /featured must be true or false/],
    ])('%s', async (_case, query, mentions) => {
      expectBadRequest(await request(app).get(`/api/products${query}`), mentions);
    });
  });
});

describe('GET /api/products/id/:id', () => {
  it('answers the product', async () => {
    const product = await createProduct({ name: 'Akathist', abstract: 'Hymn', reviews: ['Good'] });

    const response = await request(buildApp()).get(`/api/products/id/${product._id}`).expect(200);

    expect(productSchema.parse(response.body)).toMatchObject({
      _id: product._id,
      name: 'Akathist',
      abstract: 'Hymn',
      reviews: ['Good'],
    });
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('answers the same title in the format asked for when it exists, else the product itself', async () => {
    const digital = await createProduct({ slug: 'hours', format: 'digital' });
    const physical = await createProduct({ slug: 'hours', format: 'physical' });
    const onlyDigital = await createProduct({ slug: 'psalter', format: 'digital' });
    const app = buildApp();

    const other = await request(app).get(`/api/products/id/${digital._id}?format=physical`);
    expect(other.body._id).toBe(physical._id);
    const same = await request(app).get(`/api/products/id/${digital._id}?format=digital`);
    expect(same.body._id).toBe(digital._id);
    const fallback = await request(app).get(`/api/products/id/${onlyDigital._id}?format=physical`);
    expect(fallback.body).toMatchObject({ _id: onlyDigital._id, format: 'digital' });
  });

  it.each([
    ['an unknown id', () => newId()],
    ['a malformed id', () => 'not-an-id'],
    ['an operator', () => '%24ne'],
    ['a very long id', () => 'f'.repeat(500)],
  ])('answers 404 Product not found for %s', async (_case, id) => {
    const response = await request(buildApp()).get(`/api/products/id/${id()}`).expect(404);

    expect(response.body).toMatchObject({
      error: 'Product not found',
      message: 'Product not found',
    });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('refuses an unknown format or a repeated one', async () => {
    const product = await createProduct();
    const app = buildApp();

    expectBadRequest(
      await request(app).get(`/api/products/id/${product._id}?format=vinyl`),
      /format must be digital or physical/,
    );
    expectBadRequest(
      await request(app).get(`/api/products/id/${product._id}?format=digital&format=physical`),
      /format/,
    );
  });
});

describe('unknown api routes and bodies', () => {
  it('answers an unknown /api route with a JSON 404', async () => {
    const response = await request(buildApp()).get('/api/products/nothing/here').expect(404);
    expect(response.body.error).toBe('Not found: GET /api/products/nothing/here');
  });
});
