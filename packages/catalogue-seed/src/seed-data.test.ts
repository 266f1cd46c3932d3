import { describe, expect, it } from 'vitest';
import { postSchema, productSlug, seasonTagListSchema } from '@ministry/contracts';
import { SEED_COLLECTIONS, SEED_PEARLS, SEED_POSTS, SEED_TITLES } from './index.js';

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

  it('has three journal posts, published in the past, one for a season', () => {
    expect(SEED_POSTS).toHaveLength(3);
    const slugs = SEED_POSTS.map(({ slug }) => slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const post of SEED_POSTS) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(postSchema.shape.publishedAt.parse(post.publishedAt)).toBe(post.publishedAt);
      expect(new Date(post.publishedAt).getTime()).toBeLessThan(Date.now());
      expect(seasonTagListSchema.parse(post.seasons ?? [])).toEqual(post.seasons ?? []);
      expect(post.content).not.toMatch(/lorem/i);
    }
    expect(SEED_POSTS.filter(({ seasons = [] }) => seasons.length > 0)).toHaveLength(1);
  });
});
