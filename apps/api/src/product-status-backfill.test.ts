import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { productListSchema } from '@ministry/contracts';
import { ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { buildApp } from './features/catalogue/testing.js';
import { fillMissingProductStatus } from './product-status-backfill.js';

useTestDatabase();

describe('fillMissingProductStatus (at start-up)', () => {
  it('keeps products stored before statuses on the storefront, and archived ones hidden, once', async () => {
    // Written straight to the collection, as a database from before this change holds them.
    await ProductModel.collection.insertMany([
      {
        name: 'Psalter',
        slug: 'psalter',
        format: 'digital',
        price: 0,
        externalUrl: 'https://example.org/p.pdf',
      },
      { name: 'Old Card', slug: 'old-card', format: 'physical', price: 2, archived: true },
      { name: 'Horologion', slug: 'horologion', format: 'physical', price: 9, archived: false },
    ]);

    expect(await fillMissingProductStatus()).toEqual({ live: 2, archived: 1 });

    const stored = await ProductModel.find({}, 'slug status archived').sort({ slug: 1 }).lean();
    expect(stored.map(({ slug, status }) => [slug, status])).toEqual([
      ['horologion', 'live'],
      ['old-card', 'archived'],
      ['psalter', 'live'],
    ]);
    expect(stored.some((product) => 'archived' in product)).toBe(false);

    const listed = await request(buildApp()).get('/api/products').expect(200);
    const slugs = productListSchema.parse(listed.body).map((product) => product.slug);
    expect(slugs.sort()).toEqual(['horologion', 'psalter']);

    expect(await fillMissingProductStatus()).toEqual({ live: 0, archived: 0 });
  });

  it('leaves a product that has a status as it is', async () => {
    await ProductModel.create({ name: 'Draft', slug: 'draft', format: 'digital' });
    expect(await fillMissingProductStatus()).toEqual({ live: 0, archived: 0 });
    expect((await ProductModel.findOne({ slug: 'draft' }).lean())?.status).toBe('draft');
  });
});
