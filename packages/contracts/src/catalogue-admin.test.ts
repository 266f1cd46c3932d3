import { describe, expect, it } from 'vitest';
import {
  createProductInputSchema,
  productListAnswerSchema,
  productSlug,
  stockLevel,
  updateProductInputSchema,
} from './catalogue-admin.js';

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
  it('fills a new product’s defaults', () => {
    expect(createProductInputSchema.parse({ name: 'Psalter' })).toEqual({
      name: 'Psalter',
      format: 'digital',
      price: 0,
      stock: 0,
      featured: false,
      collections: [],
      seasons: [],
      reviews: [],
    });
  });

  it('lets an edit clear optional fields with null but not required ones', () => {
    expect(updateProductInputSchema.parse({ abstract: null, imageUrl: null })).toEqual({
      abstract: null,
      imageUrl: null,
    });
    expect(updateProductInputSchema.safeParse({ price: null }).success).toBe(false);
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
