import mongoose from 'mongoose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bumpCatalogueVersion } from '@ministry/db/catalogue-version';
import { freshDatabaseName, testMongoUri, withDatabaseName } from '@ministry/db/testing';
import { startEmbeddedMongo, type EmbeddedMongo } from '@ministry/embedded-mongo';
import { testLogger } from '@ministry/http/testing';
import { createApp } from './app.js';
import { watchCatalogue, type CatalogueVersion } from './catalogue-version.js';
import { loadConfig } from './env.js';
import type { Pages } from './pages.js';

let database: EmbeddedMongo | undefined;
let catalogue: CatalogueVersion | null;
const testServer = testMongoUri();
const dbName = freshDatabaseName('gateway');

beforeAll(async () => {
  // The real test server when one is named (TEST_MONGODB_URI), else an embedded one.
  if (!testServer) database = await startEmbeddedMongo({ port: 0 });
  const uri = testServer ? withDatabaseName(testServer, dbName) : `${database?.uri}/${dbName}`;
  catalogue = watchCatalogue(loadConfig({ MONGODB_URI: uri }), testLogger());
});

afterAll(async () => {
  if (testServer) await mongoose.connection.db?.dropDatabase();
  await catalogue?.close();
  await database?.stop();
});

describe('the gateway on the shared database', () => {
  it('shows a catalogue change on a cached page as soon as the watcher reads the new version', async () => {
    let price = 'R 120';
    const pages: Pages = () =>
      Promise.resolve(
        new Response(`<!doctype html><p>Price ${price}</p>`, {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
      );
    const app = createApp({
      config: loadConfig({ WEB_DIST_DIR: '/nonexistent', PAGE_CACHE_TTL_MS: '60000' }),
      logger: testLogger(),
      pages,
      catalogueVersion: () => catalogue?.current() ?? 0,
    });
    // The watcher's first read, before the page is kept (connecting may take a while on a busy
    // machine).
    const first = await bumpCatalogueVersion();
    await vi.waitFor(() => expect(catalogue?.current()).toBe(first), {
      timeout: 10_000,
      interval: 50,
    });

    expect((await request(app).get('/product/icon')).text).toContain('Price R 120');
    price = 'R 95';
    expect((await request(app).get('/product/icon')).text).toContain('Price R 120');

    // The watcher reads every 100 ms; the page's own time (a minute here) plays no part. The
    // bound leaves room for a busy machine.
    await bumpCatalogueVersion();
    await vi.waitFor(
      async () => expect((await request(app).get('/product/icon')).text).toContain('Price R 95'),
      { timeout: 3000, interval: 20 },
    );
  });
});
