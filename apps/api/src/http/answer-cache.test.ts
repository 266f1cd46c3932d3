import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import mongoose from 'mongoose';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { productListSchema } from '@ministry/contracts';
import { ProductModel, watchCatalogueVersion, type CatalogueVersionWatcher } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { buildStaffApp, createStaff } from '../features/catalogue/admin/testing.js';
import { buildApp, createProduct } from '../features/catalogue/testing.js';
import { createCategory, createPost } from '../features/posts/testing.js';
import { createUser } from '../features/auth/testing.js';
import { answerKey, pathPattern, PUBLIC_API_ANSWERS } from '@ministry/http';
import { PUBLIC_CACHE_CONTROL } from './public-answers.js';

useTestDatabase();

const closing: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

const watch = (): CatalogueVersionWatcher => {
  const watcher = watchCatalogueVersion({ intervalMs: 100 });
  closing.push(() => watcher.close());
  return watcher;
};

/** Listens on a free port, for requests made all at once (supertest opens a server each). */
async function listening(app: ReturnType<typeof buildApp>): Promise<string> {
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closing.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Counts the queries mongoose sends to a collection (or to any) while `act` runs. */
async function countQueries(
  collection: string | undefined,
  act: () => Promise<unknown>,
): Promise<number> {
  let count = 0;
  mongoose.set('debug', (name: string) => {
    if (collection === undefined || name === collection) count += 1;
  });
  try {
    await act();
  } finally {
    mongoose.set('debug', false);
  }
  return count;
}

/** Stock changed the way payments changes it: a model write in another process. */
const sellOne = (productId: string) =>
  ProductModel.updateOne({ _id: productId }, { $inc: { stock: -1 } });

const stockIn = (body: unknown, id: string) =>
  productListSchema.parse(body).find((product) => product._id === id)?.stock;

describe('the answer cache', () => {
  it('serves a repeated answer from memory with the very headers of the uncached one', async () => {
    await createProduct();
    const app = buildApp();

    const get = () => request(app).get('/api/products').set('Accept-Encoding', 'identity');
    const first = await get().expect(200);
    const queries = await countQueries('products', () => get().expect(200));
    const second = await get().expect(200);

    expect(queries).toBe(0);
    expect(second.body).toEqual(first.body);
    const perResponse = ['date', 'x-request-id', 'connection', 'keep-alive'];
    const headersOf = (response: request.Response) =>
      Object.fromEntries(
        Object.entries(response.headers).filter(([name]) => !perResponse.includes(name)),
      );
    expect(headersOf(second)).toEqual(headersOf(first));
    // Security and CORS headers come with it, and a request id of its own.
    expect(second.headers['content-security-policy']).toBeTruthy();
    expect(second.headers['access-control-allow-origin']).toBe(app.config.WEB_ORIGIN);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(second.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('answers 304 to a current ETag and sends brotli or gzip to a client that accepts it', async () => {
    await createProduct({ name: 'Psalter' });
    const app = buildApp();
    const plain = await request(app).get('/api/products').expect(200);
    const etag = plain.headers.etag as string;

    const revalidated = await request(app).get('/api/products').set('If-None-Match', etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

    const base = await listening(app);
    const raw = (encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        get(`${base}/api/products`, { headers: { 'Accept-Encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              encoding: response.headers['content-encoding'],
              body: Buffer.concat(chunks),
            }),
          );
        }).on('error', reject);
      });
    const br = await raw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(plain.body);
    const gz = await raw('gzip;q=1, br;q=0');
    expect(gz.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(plain.body);
    const identity = await raw('identity');
    expect(identity.encoding).toBeUndefined();
    expect(JSON.parse(identity.body.toString())).toEqual(plain.body);
  });

  it('fills a missing answer once for 100 requests at the same moment', async () => {
    await createProduct();
    await createProduct();
    const base = await listening(buildApp());

    let statuses: number[] = [];
    const queries = await countQueries('products', async () => {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => fetch(`${base}/api/products?category=prayers`)),
      );
      statuses = answers.map((answer) => answer.status);
      await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    });

    expect(statuses).toEqual(Array.from({ length: 100 }, () => 200));
    expect(queries).toBe(1);
  });

  it('keeps no answer to a bad query, which gets its 400 every time', async () => {
    const app = buildApp();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await request(app).get('/api/products?colour=red').expect(400);
      expect(response.body.error).toBeTruthy();
    }
    const products = [pathPattern('/api', '/products')];
    expect(answerKey('/api/products?format=digital&category=prayers', products)).toBe(
      answerKey('/api/products?category=prayers&format=digital', products),
    );
    expect(answerKey('/api/products?format=a&format=b', products)).toBeUndefined();
    expect(answerKey('/api/users', products)).toBeUndefined();
  });

  it('keeps every public answer the api declares (the list the gateway holds too)', async () => {
    const product = await createProduct();
    const author = await createUser();
    const post = await createPost({ author: author._id });
    await createCategory();
    const app = buildApp();
    const examples: Record<string, string> = { ':id': String(product._id), ':slug': post.slug };
    const kept = Object.values(PUBLIC_API_ANSWERS).flatMap(({ mount, paths }) =>
      paths.map((path) =>
        `${mount}${path === '/' ? '' : path}`.replace(/:\w+/g, (name) => examples[name] ?? name),
      ),
    );
    expect(kept).toHaveLength(10);
    for (const url of kept) await request(app).get(url).expect(200);

    const queries = await countQueries(undefined, async () => {
      for (const url of kept) await request(app).get(url).expect(200);
    });
    expect(queries).toBe(0);
  });

  it('shows an edit in the admin on the next request', async () => {
    const { asAdmin } = await createStaff();
    const product = await createProduct({ slug: 'psalter', price: 5 });
    const app = buildStaffApp();
    await request(app).get('/api/products?slug=psalter').expect(200);

    await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ price: 6 })
      .expect(200);

    const after = await request(app).get('/api/products?slug=psalter').expect(200);
    expect(productListSchema.parse(after.body)[0]?.price).toBe(6);
  });

  it('lets a signed-in request past the cache', async () => {
    const { asAdmin } = await createStaff();
    const product = await createProduct({ stock: 5 });
    const app = buildStaffApp();
    await request(app).get('/api/products').expect(200);
    // Straight through the driver: no hook tells the cache, which keeps its answer.
    await ProductModel.collection.updateOne(
      { _id: new mongoose.Types.ObjectId(product._id) },
      { $set: { stock: 4 } },
    );

    const cached = await request(app).get('/api/products').expect(200);
    const signedIn = await request(app).get('/api/products').set(asAdmin).expect(200);

    expect(stockIn(cached.body, product._id)).toBe(5);
    expect(stockIn(signedIn.body, product._id)).toBe(4);
  });
});

describe('the answer caches of two api processes on one database', () => {
  it('show an edit made through one in the other within a second', async () => {
    const { asAdmin } = await createStaff();
    const product = await createProduct({ slug: 'psalter', price: 5 });
    const one = buildStaffApp(
      {},
      { catalogueVersions: watch(), followLocalCatalogueWrites: false },
    );
    const other = buildStaffApp(
      {},
      { catalogueVersions: watch(), followLocalCatalogueWrites: false },
    );
    await request(other).get('/api/products?slug=psalter').expect(200);

    await request(one)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ price: 7 })
      .expect(200);

    await expect
      .poll(
        async () => {
          const answer = await request(other).get('/api/products?slug=psalter').expect(200);
          return productListSchema.parse(answer.body)[0]?.price;
        },
        { timeout: 1_000, interval: 50 },
      )
      .toBe(7);
  });

  it('show a sale made by payments in GET /api/products within a second', async () => {
    const product = await createProduct({ format: 'physical', stock: 3 });
    const app = buildApp({}, { catalogueVersions: watch(), followLocalCatalogueWrites: false });
    const before = await request(app).get('/api/products').expect(200);
    expect(stockIn(before.body, product._id)).toBe(3);

    await sellOne(product._id);

    await expect
      .poll(
        async () =>
          stockIn((await request(app).get('/api/products').expect(200)).body, product._id),
        { timeout: 1_000, interval: 50 },
      )
      .toBe(2);
  });
});
