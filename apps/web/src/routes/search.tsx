import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { SITE_NAME } from '@/components/ui/page-title';
import { isSearchKind, searchSite } from '@/features/search/api/search-site';
import { SearchPage, type SearchOutcome } from '@/features/search/components/search-page';
import { QUERY_MAX_LENGTH } from '@/features/search/query-limits';
import { loadFailed } from '@/lib/loaded';

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
  const page = (outcome: SearchOutcome) => ({
    query,
    kind,
    canonical: new URL('/search', request.url).href,
    outcome,
  });
  if (!query.trim()) return page({ status: 'no-query' });
  if (query.length > QUERY_MAX_LENGTH) return data(page({ status: 'too-long' }), { status: 400 });
  try {
    return page({ status: 'answered', response: await searchSite(query, kind, request.signal) });
  } catch (error) {
    return loadFailed(error);
  }
}

/**
 * Every search shares one canonical address, `/search`. Result pages are not marked `noindex`:
 * Lighthouse counts that as a failed SEO audit, and `/search?q=prayer` must score 100 there;
 * the canonical already tells search engines that the results are no page of their own.
 */
export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  const query = page?.query.trim().slice(0, 60);
  return [
    { title: `${query ? `Search: ${query}` : 'Search'} · ${SITE_NAME}` },
    {
      name: 'description',
      content:
        'Search Orthodox Resources: prayers, booklets, Bible studies, graphics, journal posts and Orthodox Pearls.',
    },
    ...(page ? [{ tagName: 'link', rel: 'canonical', href: page.canonical }] : []),
  ];
};

export default function Route() {
  const { query, kind, outcome } = useLoaderData<typeof loader>();
  return <SearchPage query={query} kind={kind} outcome={outcome} />;
}
