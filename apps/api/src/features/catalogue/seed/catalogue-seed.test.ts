import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  missingForLive,
  productListSchema,
  seasonResourcesSchema,
  type Product,
} from '@ministry/contracts';
import { CollectionModel, hasDelivery, PearlModel, ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { SAMPLE_DOWNLOADS_DIR } from '../../downloads/downloads.env.js';
import { buildApp } from '../testing.js';
import { seedCatalogue } from './catalogue-seed.js';

useTestDatabase();

const catalogue = async (app = buildApp()): Promise<Product[]> =>
  productListSchema.parse((await request(app).get('/api/products?limit=100').expect(200)).body);

describe('the demo catalogue', () => {
  it('fills every catalogue page', async () => {
    await seedCatalogue();
    const products = await catalogue();

    expect(products.length).toBeGreaterThanOrEqual(40);
    for (const category of [
      'graphics',
      'booklets',
      'freebies',
      'nutsandbolts',
      'biblestudies',
      'prayers',
    ]) {
      expect(
        products.filter((p) => p.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it('is live, every product meeting the rules a product must meet to go live', async () => {
    await seedCatalogue();
    const stored = await ProductModel.find().lean();

    expect(stored.length).toBeGreaterThanOrEqual(40);
    for (const product of stored) {
      expect(product.status, product.slug).toBe('live');
      expect(
        missingForLive({ ...product, hasDelivery: hasDelivery(product) }),
        product.slug,
      ).toEqual([]);
    }
  });

  it('shows what the storefront has to handle: both formats, free, low and no stock, video', async () => {
    await seedCatalogue();
    const products = await catalogue();

    const formatsBySlug = new Map<string, string[]>();
    for (const { slug, format } of products) {
      formatsBySlug.set(slug, [...(formatsBySlug.get(slug) ?? []), format]);
    }
    expect(
      [...formatsBySlug.values()].filter((formats) => formats.length === 2).length,
    ).toBeGreaterThanOrEqual(5);

    const featured = products.filter((p) => p.featured);
    const featuredSlugs = featured.map(({ slug }) => slug);
    expect(new Set(featuredSlugs).size).toBeLessThan(featuredSlugs.length);

    expect(products.some((p) => !p.price && p.downloadable)).toBe(true);
    expect(products.some((p) => p.stock !== undefined && p.stock >= 1 && p.stock <= 3)).toBe(true);
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.imageUrl?.endsWith('.mp4'))).toBe(true);
    expect(products.every((p) => p.imageUrl?.startsWith('/'))).toBe(true);
    expect(products.some((p) => p.reviews && p.reviews.length > 0)).toBe(true);
    expect(products.some((p) => /\]\(https?:\/\//.test(p.description ?? ''))).toBe(true);
    expect(products.some((p) => /!\[[^\]]*\]\(\//.test(p.description ?? ''))).toBe(true);
    expect(products.every((p) => p.abstract && p.scriptureContext && p.usageNotes)).toBe(true);

    // Stripe price ids belong to one Stripe account: the demo data carries none, so checkout
    // prices every line from the database.
    expect(products.some((p) => p.stripePriceId)).toBe(false);
  });

  it('puts products in collections', async () => {
    await seedCatalogue();
    const app = buildApp();
    const collections = (await request(app).get('/api/collections').expect(200)).body as {
      _id: string;
      slug: string;
    }[];

    expect(collections.length).toBeGreaterThanOrEqual(3);
    for (const collection of collections) {
      const members = await request(app).get(`/api/products?collection=${collection._id}`);
      expect((members.body as unknown[]).length, collection.slug).toBeGreaterThan(0);
    }
  });

  it('has at least 30 pearls, some without a book', async () => {
    await seedCatalogue();

    const pearls = (await request(buildApp()).get('/api/pearls').expect(200)).body as {
      book?: string;
    }[];

    expect(pearls.length).toBeGreaterThanOrEqual(30);
    expect(pearls.some((pearl) => !pearl.book)).toBe(true);
    expect(pearls.some((pearl) => pearl.book === 'The Ladder of Divine Ascent')).toBe(true);
  });

  it('changes nothing and duplicates nothing when run again', async () => {
    const first = await seedCatalogue();
    const before = await catalogue();

    const second = await seedCatalogue();

    expect(first.products.added).toBe(first.products.total);
    expect(second).toEqual({
      products: { total: first.products.total, added: 0 },
      collections: { total: first.collections.total, added: 0 },
      pearls: { total: first.pearls.total, added: 0 },
    });
    expect(await catalogue()).toEqual(before);
    expect(await ProductModel.countDocuments()).toBe(first.products.total);
    expect(await CollectionModel.countDocuments()).toBe(first.collections.total);
    expect(await PearlModel.countDocuments()).toBe(first.pearls.total);
  });

  it('keeps what staff changed in a seeded product', async () => {
    await seedCatalogue();
    await ProductModel.updateOne({ slug: 'paschal-hours' }, { stock: 25 });

    await seedCatalogue();

    expect((await ProductModel.findOne({ slug: 'paschal-hours' }).lean())?.stock).toBe(25);
  });

  it('does not add back a seeded product whose slug staff changed', async () => {
    const first = await seedCatalogue();
    await ProductModel.updateMany(
      { slug: 'paschal-hours' },
      { slug: 'hours-of-pascha', previousSlugs: ['paschal-hours'] },
    );

    const again = await seedCatalogue();

    expect(again.products.added).toBe(0);
    expect(await ProductModel.countDocuments()).toBe(first.products.total);
  });

  it('has a real sample file behind every downloadable item, and the free ones download', async () => {
    await seedCatalogue();
    const records = await ProductModel.find({
      downloadFile: mongoose.trusted({ $exists: true }),
    }).lean();
    expect(records.length).toBeGreaterThan(10);
    for (const record of records) {
      const bytes = readFileSync(join(SAMPLE_DOWNLOADS_DIR, record.downloadFile as string));
      expect(bytes.subarray(0, 5).toString(), record.slug).toBe('%PDF-');
      expect(bytes.length).toBeLessThan(20_000);
    }

    const app = buildApp();
    const free = (await catalogue(app)).filter((p) => !p.price && p.downloadable);
    for (const product of free) {
      const link = await request(app)
        .post(`/api/products/${product._id}/download`)
        .send({ type: 'free' })
        .expect(200);
      const url = (link.body as { downloadUrl: string }).downloadUrl;
      if (url.startsWith('/api/')) await request(app).get(url).expect(200);
      else expect(url).toMatch(/^https:\/\//);
    }
  });
});

describe('the demo catalogue through the Church year', () => {
  it.each([
    ['2024-03-29', 'great-lent', 'A Companion for Great Lent'],
    ['2025-04-20', 'bright-week', 'The Paschal Hours'],
    ['2026-11-23', 'nativity-fast', 'Nativity of Christ Icon Cards (Set of 10)'],
  ])('on %s (%s) has products and a pearl for the season', async (date, season, product) => {
    await seedCatalogue();

    const response = await request(buildApp()).get(`/api/calendar/season?date=${date}`).expect(200);

    const answer = seasonResourcesSchema.parse(response.body);
    expect(answer.day.season.id).toBe(season);
    expect(answer.products.map(({ name }) => name)).toContain(product);
    expect(answer.pearls.length).toBeGreaterThan(0);
  });
});
