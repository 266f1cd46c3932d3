// Test helpers for the public catalogue: an app with known secrets and folders, and factories
// for products, collections and pearls.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { CollectionModel, PearlModel, ProductModel } from '@ministry/db';
import { testLogger } from '@ministry/http/testing';
import { createApp, type AppDeps } from '../../app.js';
import { loadConfig } from '../../env.js';

export const TEST_DOWNLOAD_SECRET = 'a-test-download-signing-key-long-enough';

/** A throw-away DATA_DIR (mail outbox, secrets) for one app. */
export const temporaryDir = (prefix = 'api-test-') => mkdtempSync(join(tmpdir(), prefix));

export const testConfig = (overrides: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    DOWNLOAD_SECRET: TEST_DOWNLOAD_SECRET,
    DATA_DIR: temporaryDir(),
    ...overrides,
  });

/** A fresh api (fresh rate-limit counters too) on the test database. */
export const buildApp = (
  overrides: Record<string, string> = {},
  deps: Partial<Omit<AppDeps, 'config'>> = {},
) => {
  const config = testConfig(overrides);
  const app = createApp({
    config,
    logger: testLogger(),
    isReady: () => Promise.resolve(true),
    ...deps,
  });
  return Object.assign(app, { config });
};

type ProductFields = Record<string, unknown> & {
  name?: string;
  slug?: string;
  format?: 'digital' | 'physical';
  price?: number;
};

let built = 0;

/** The fields of a product: a live, paid digital prayer book unless told otherwise. */
export function buildProduct(overrides: ProductFields = {}) {
  built += 1;
  return {
    status: 'live' as const,
    name: `Book of Hours ${built}`,
    slug: `book-of-hours-${built}`,
    format: 'digital' as const,
    price: 5,
    stock: 10,
    category: 'prayers' as const,
    description: 'A prayer book.',
    ...overrides,
  };
}

/** A stored product; `createdAt` may be given to fix the catalogue order. */
export async function createProduct(overrides: ProductFields = {}) {
  const product = await ProductModel.create(buildProduct(overrides));
  return {
    _id: product._id.toString(),
    name: product.name,
    slug: product.slug,
    format: product.format,
  };
}

export async function createCollection(overrides: Record<string, unknown> = {}) {
  built += 1;
  const collection = await CollectionModel.create({
    name: `Collection ${built}`,
    slug: `collection-${built}`,
    ...overrides,
  });
  return { _id: collection._id.toString(), name: collection.name, slug: collection.slug };
}

export async function createPearl(overrides: Record<string, unknown> = {}) {
  built += 1;
  const pearl = await PearlModel.create({
    title: `Abba ${built}`,
    body: `Saying ${built}`,
    ...overrides,
  });
  return pearl._id.toString();
}

export const newId = () => new mongoose.Types.ObjectId().toString();

/** Hours before a fixed date, for products whose order matters. */
export const hoursAgo = (hours: number) => new Date(Date.UTC(2025, 0, 1) - hours * 3_600_000);
