import { describe, expect, it } from 'vitest';
import {
  createProductInputSchema,
  productListAnswerSchema,
  productSlug,
  stockLevel,
  updateProductInputSchema,
} from './catalogue-admin.js';
import { describeMissingForLive, missingForLive } from './product-rules.js';

describe('productSlug', () => {
  it.each([
    ['Great   Lent Readings', 'great-lent-readings'],
    ["St. John's Gospel — Study", 'st-john-s-gospel-study'],
    ['Prière du cœur', 'priere-du-c-ur'],
    ['Молитвослов', 'product'],
  ])('%s → %s', (name, slug) => {
    expect(productSlug(name)).toBe(slug);
  });
});

describe('stockLevel', () => {
  it.each([
    [undefined, 'out'],
    [-1, 'out'],
    [0, 'out'],
    [1, 'low'],
    [3, 'low'],
    [4, 'in'],
  ] as const)('%s is %s', (stock, level) => {
    expect(stockLevel(stock)).toBe(level);
  });
});

describe('product inputs', () => {
  it('fills a new product’s defaults, leaving its price unset until one is chosen', () => {
    expect(createProductInputSchema.parse({ name: 'Psalter' })).toEqual({
      name: 'Psalter',
      format: 'digital',
      noImage: false,
      stock: 0,
      featured: false,
      collections: [],
      seasons: [],
      reviews: [],
      priceBreaks: [],
    });
  });

  it('lets an edit clear optional fields with null but not required ones', () => {
    expect(updateProductInputSchema.parse({ abstract: null, imageUrl: null })).toEqual({
      abstract: null,
      imageUrl: null,
    });
    expect(updateProductInputSchema.safeParse({ stock: null }).success).toBe(false);
    expect(updateProductInputSchema.safeParse({ name: null }).success).toBe(false);
  });

  it('takes a product’s own link rules as whole numbers of at least 1, cleared with null', () => {
    expect(
      createProductInputSchema.parse({ name: 'Psalter', downloadsPerLink: 3, downloadLinkDays: 7 }),
    ).toMatchObject({ downloadsPerLink: 3, downloadLinkDays: 7 });
    expect(updateProductInputSchema.parse({ downloadsPerLink: null })).toEqual({
      downloadsPerLink: null,
    });
    for (const bad of [0, -2, 1.5, '3']) {
      expect(updateProductInputSchema.safeParse({ downloadsPerLink: bad }).success).toBe(false);
      expect(updateProductInputSchema.safeParse({ downloadLinkDays: bad }).success).toBe(false);
    }
  });

  it('tells a redirect from a list', () => {
    expect(
      productListAnswerSchema.parse({ redirect: { slug: 'hours', format: 'physical' } }),
    ).toEqual({ redirect: { slug: 'hours', format: 'physical' } });
    expect(productListAnswerSchema.parse([])).toEqual([]);
  });
});

describe('missingForLive', () => {
  const ready = {
    name: 'Psalter',
    format: 'digital' as const,
    price: 5,
    imageUrl: '/uploads/psalter.webp',
    category: 'prayers',
    hasDelivery: true,
  };

  it('lets a complete product go live, free or without an image on purpose', () => {
    expect(missingForLive(ready)).toEqual([]);
    expect(missingForLive({ ...ready, price: 0, imageUrl: null, noImage: true })).toEqual([]);
    expect(missingForLive({ ...ready, format: 'physical', hasDelivery: false })).toEqual([]);
  });

  it('names everything a product saved with a name only lacks', () => {
    const missing = missingForLive({ name: 'Psalter', format: 'digital', hasDelivery: false });
    expect(missing.map((item) => item.path)).toEqual(['price', 'image', 'category', 'file']);
    expect(describeMissingForLive(missing)).toBe(
      'Not ready to go live: add a price (0 for free), an image (or "No image" ticked), a category, a download file or an external link.',
    );
  });

  it('asks a digital edition for its file, and every product for a name', () => {
    expect(missingForLive({ ...ready, hasDelivery: false })).toEqual([
      { path: 'file', message: 'a download file or an external link' },
    ]);
    expect(missingForLive({ ...ready, name: '  ' }).map((item) => item.path)).toEqual(['name']);
  });
});
