import { z } from 'zod';
import { productFormatSchema } from './products.js';

/** What the site search looks through; results come back grouped by these. */
export const searchKindSchema = z.enum(['product', 'collection', 'post', 'pearl', 'page'], {
  error: 'kind must be product, collection, post, pearl or page',
});
export type SearchKind = z.infer<typeof searchKindSchema>;

/**
 * Longer queries are refused with a 400 rather than cut silently: a search box sets
 * `maxLength={SEARCH_QUERY_MAX_LENGTH}`, so only a hand-made address can send more.
 */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_LIMIT_DEFAULT = 5;

/**
 * `GET /api/search?q=&kind=&limit=`. An empty or missing `q` is a valid search with no results
 * (the search page shows its empty state). `limit` is per kind.
 */
export const searchQuerySchema = z
  .object({
    q: z
      .string({ error: 'must be given once, as text' })
      .max(SEARCH_QUERY_MAX_LENGTH, {
        error: `must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
      })
      .default(''),
    kind: searchKindSchema.optional(),
    limit: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(SEARCH_LIMIT_MAX, { error: `must be at most ${SEARCH_LIMIT_MAX}` })
      .default(SEARCH_LIMIT_DEFAULT),
  })
  .strict();
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** `[start, end)` offsets into the text they belong to (JavaScript string indices). */
export const searchHighlightSchema = z.tuple([z.number().int(), z.number().int()]);
export type SearchHighlight = z.infer<typeof searchHighlightSchema>;

export const searchResultSchema = z.object({
  kind: searchKindSchema,
  /** The record's id, or the page's path for an info page. */
  id: z.string(),
  title: z.string(),
  /** The public address on the site, e.g. `/product/{slug}?format=digital`. */
  url: z.string(),
  /** Plain text around the first match (or the start of the text), at most ~160 characters. */
  snippet: z.string(),
  /** Where the matched words are in `title` and in `snippet`, to mark them. */
  highlights: z.object({
    title: z.array(searchHighlightSchema),
    snippet: z.array(searchHighlightSchema),
  }),
  /** Words of the document that matched (after typo, prefix and synonym matching). */
  terms: z.array(z.string()),
  /** Products only: the formats the title exists in, the one `url` opens first. */
  formats: z.array(productFormatSchema).optional(),
  score: z.number(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchGroupSchema = z.object({
  kind: searchKindSchema,
  /** How many matched in all; `results` holds at most `limit` of them. */
  total: z.number().int().nonnegative(),
  results: z.array(searchResultSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** The answer: groups ordered by their best result, each group's results by relevance. */
export const searchResponseSchema = z.object({
  query: z.string(),
  total: z.number().int().nonnegative(),
  groups: z.array(searchGroupSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
