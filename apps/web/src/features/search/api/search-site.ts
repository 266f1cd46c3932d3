import type { SearchKind, SearchResponse } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';
import { queryString } from '@/lib/request-list';

export const SEARCH_KINDS: readonly SearchKind[] = [
  'product',
  'collection',
  'post',
  'pearl',
  'page',
];

export const isSearchKind = (value: unknown): value is SearchKind =>
  SEARCH_KINDS.includes(value as SearchKind);

/** Results per kind on the page of every kind; one kind's page shows up to the api's most. */
export const RESULTS_PER_KIND = 5;
export const RESULTS_OF_ONE_KIND = 50;

/** `GET /api/search?q=&kind=&limit=`: the site's pages that match, grouped by kind. */
export async function searchSite(
  query: string,
  kind: SearchKind | undefined,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const { searchResponseSchema } = await loadContracts();
  const limit = kind ? RESULTS_OF_ONE_KIND : RESULTS_PER_KIND;
  return apiRequest(`/api/search${queryString({ q: query, kind, limit })}`, {
    schema: searchResponseSchema,
    signal,
  });
}
