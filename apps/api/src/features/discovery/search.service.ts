import type { searchQuerySchema, SearchResponse } from '@ministry/contracts';
import type { z } from 'zod';
import { freshValue } from './content-freshness.js';
import { loadSearchDocuments } from './search-documents.js';
import { SearchIndex } from './search-index.js';
import { parseQuery } from './search-query.js';

/** Writes made outside this process show in search within this long. */
export const SEARCH_CHECK_EVERY_MS = 1_000;

export type SiteSearchQuery = z.output<typeof searchQuerySchema>;

export interface SiteSearch {
  search(query: SiteSearchQuery): Promise<SearchResponse>;
}

/**
 * Search over the whole site: an in-process index built from the database on first use and
 * rebuilt when the content changes (see content-freshness.ts).
 */
export function createSiteSearch(options: { now?: () => number } = {}): SiteSearch {
  const index = freshValue({
    load: async () => SearchIndex.build(await loadSearchDocuments()),
    checkEveryMs: SEARCH_CHECK_EVERY_MS,
    ...options,
  });
  return {
    async search({ q, kind, limit }) {
      // A query with no words (empty, punctuation, "the") needs no index.
      if (parseQuery(q).length === 0) return { query: q.trim(), total: 0, groups: [] };
      return (await index.get()).search(q, { kind, limit });
    },
  };
}
