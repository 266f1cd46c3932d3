import { describe, expect, it } from 'vitest';
import { productSlug } from '@ministry/contracts';
import { SEED_COLLECTIONS, SEED_PEARLS, SEED_TITLES } from './index.js';

describe('the demo catalogue', () => {
  it('gives every title and collection an address of its own', () => {
    const titles = SEED_TITLES.map(({ slug }) => slug);
    const collections = SEED_COLLECTIONS.map(({ slug }) => slug);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(collections).size).toBe(collections.length);
    for (const slug of titles) expect(productSlug(slug)).toBe(slug);
  });

  it('puts titles only in collections it has', () => {
    const collections = new Set(SEED_COLLECTIONS.map(({ slug }) => slug));
    const unknown = SEED_TITLES.flatMap(({ collections: named = [] }) =>
      named.filter((slug) => !collections.has(slug)),
    );
    expect(unknown).toEqual([]);
  });

  it('has pearls to show', () => {
    expect(SEED_PEARLS.length).toBeGreaterThan(0);
  });
});
