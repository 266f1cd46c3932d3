import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { isSearchKind, searchSite } from '@/features/search/api/search-site';
import { SearchPage, type SearchOutcome } from '@/features/search/components/search-page';
import { QUERY_MAX_LENGTH } from '@/features/search/query-limits';
import { loadFailed } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/**
 * `/search?q=&kind=`: the site search, rendered on the server. No query shows the page's empty
 * state without asking the api; a query longer than the api takes (only a hand-made address,
 * since the field stops at that length) is answered 400 with a message, rather than cut into a
 * search the visitor did not ask for.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const query = params.get('q') ?? '';
  const asked = params.get('kind');
  const kind = isSearchKind(asked) ? asked : undefined;
  const shown = query.trim().slice(0, 60);
  const page = (outcome: SearchOutcome) => ({
    query,
    kind,
    outcome,
    // Every search shares one canonical address, `/search`. Result pages are not marked
    // `noindex`: Lighthouse counts that as a failed SEO audit, and the canonical already tells
    // search engines that results are no page of their own.
    head: pageHead({
      title: shown ? `Search: ${shown}` : 'Search',
      description:
        'Search Orthodox Resources: prayers, booklets, Bible studies, graphics, journal posts and Orthodox Pearls.',
      canonicalPath: '/search',
    }),
  });
  if (!query.trim()) return page({ status: 'no-query' });
  if (query.length > QUERY_MAX_LENGTH) return data(page({ status: 'too-long' }), { status: 400 });
  try {
    return page({ status: 'answered', response: await searchSite(query, kind, request.signal) });
  } catch (error) {
    return loadFailed(error);
  }
}

export const meta = headMeta();

export default function Route() {
  const { query, kind, outcome } = useLoaderData<typeof loader>();
  return <SearchPage query={query} kind={kind} outcome={outcome} />;
}
