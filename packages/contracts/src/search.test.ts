import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH, searchQuerySchema } from './search.js';

describe('searchQuerySchema', () => {
  it('reads an empty search as no words, five results per kind', () => {
    expect(searchQuerySchema.parse({})).toEqual({ q: '', limit: 5 });
  });

  it('coerces the limit and accepts a kind', () => {
    expect(searchQuerySchema.parse({ q: 'icon', kind: 'pearl', limit: '20' })).toEqual({
      q: 'icon',
      kind: 'pearl',
      limit: 20,
    });
  });

  it('refuses a query longer than the search box allows, and repeated or operator keys', () => {
    const tooLong = 'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1);
    expect(searchQuerySchema.safeParse({ q: tooLong }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: ['a', 'b'] }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: { $ne: '' } }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ 'q[$ne]': 'x' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: 'x', kind: 'everything' }).success).toBe(false);
  });
});
