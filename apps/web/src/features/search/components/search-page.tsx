import type { SearchGroup, SearchKind, SearchResponse, SearchResult } from '@ministry/contracts';
import { useEffect, useRef } from 'react';
import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyPanel } from '@/components/ui/status-panel';
import { formatLabel } from '@/lib/format';
import { queryString } from '@/lib/request-list';
import { QUERY_MAX_LENGTH } from '../query-limits';
import { Highlighted } from './highlighted';
import { SearchBox } from './header-search';

/** What the search page has to show for the address it was opened at. */
export type SearchOutcome =
  | { status: 'no-query' }
  | { status: 'too-long' }
  | { status: 'answered'; response: SearchResponse };

const KIND_NAMES: Record<SearchKind, { heading: string; one: string; many: string }> = {
  product: { heading: 'Products', one: 'product', many: 'products' },
  collection: { heading: 'Collections', one: 'collection', many: 'collections' },
  post: { heading: 'Journal', one: 'journal post', many: 'journal posts' },
  pearl: { heading: 'Pearls', one: 'pearl', many: 'pearls' },
  page: { heading: 'Pages', one: 'page', many: 'pages' },
};

const count = (total: number, one: string, many: string) => `${total} ${total === 1 ? one : many}`;

export const searchHref = (query: string, kind?: SearchKind) =>
  `/search${queryString({ q: query, kind })}`;

const SUGGESTED_QUERIES = ['Jesus Prayer', 'Theotokos', 'Great Lent', 'Psalms'];

/**
 * `/search?q=`: the site's pages that match, grouped by kind (best group first) with their
 * counts, the matched words marked; `&kind=` shows one kind's results in full.
 */
export function SearchPage({
  query,
  kind,
  outcome,
}: {
  query: string;
  kind: SearchKind | undefined;
  outcome: SearchOutcome;
}) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const shownQuery = query.slice(0, QUERY_MAX_LENGTH);
  // A search opened from elsewhere (the header, a suggestion) shows its words in the field too;
  // the field is not rebuilt for it, so a search typed here keeps the focus.
  useEffect(() => {
    if (fieldRef.current) fieldRef.current.value = shownQuery;
  }, [shownQuery]);
  return (
    <>
      <PageHeader title="Search" />
      <SearchBox
        tone="light"
        inputRef={fieldRef}
        defaultValue={shownQuery}
        autoFocus={outcome.status === 'no-query'}
        className="mx-auto mb-8 max-w-2xl"
      />
      {outcome.status === 'no-query' && <NoQuery />}
      {outcome.status === 'too-long' && (
        <div
          role="alert"
          className="rounded-lg border border-burgundy-500/30 bg-burgundy-50 px-6 py-8 text-center"
        >
          <h2 className="text-2xl">That search is too long</h2>
          <p className="mt-2 text-ink-700">
            Please search with at most {QUERY_MAX_LENGTH} characters: a few words work best.
          </p>
        </div>
      )}
      {outcome.status === 'answered' && (
        <Results query={query} kind={kind} response={outcome.response} />
      )}
    </>
  );
}

function NoQuery() {
  return (
    <EmptyPanel title="Search the whole site">
      <p>
        Search the prayers, booklets, Bible studies, graphics, journal posts and Orthodox Pearls.
        For example:
      </p>
      <ul className="mt-4 flex flex-wrap justify-center gap-2">
        {SUGGESTED_QUERIES.map((suggestion) => (
          <li key={suggestion}>
            <Link
              to={searchHref(suggestion)}
              className="inline-block rounded-full border border-parchment-400 bg-parchment-50 px-3 py-1 text-sm font-medium text-ink-700 no-underline hover:border-burgundy-700"
            >
              {suggestion}
            </Link>
          </li>
        ))}
      </ul>
    </EmptyPanel>
  );
}

function Results({
  query,
  kind,
  response,
}: {
  query: string;
  kind: SearchKind | undefined;
  response: SearchResponse;
}) {
  const shown = response.query || query.trim();
  return (
    <>
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        {/* Said again after each search made on the page. */}
        <p role="status" className="text-lg text-ink-700">
          {count(response.total, 'result', 'results')}
          {kind ? ` in ${KIND_NAMES[kind].heading}` : ''} for “{shown}”
        </p>
        {kind && <Link to={searchHref(query)}>Show results of every kind</Link>}
      </div>
      {response.total === 0 ? (
        <NoResults />
      ) : (
        response.groups.map((group) => (
          <ResultGroup key={group.kind} group={group} query={query} showsAll={kind !== undefined} />
        ))
      )}
    </>
  );
}

function NoResults() {
  return (
    <EmptyPanel title="Nothing found">
      <p>Check the spelling, or try fewer or more general words.</p>
      <p className="mt-3">
        Or browse <Link to="/store">the Store</Link>, <Link to="/offerings">our offerings</Link> and{' '}
        <Link to="/journey">the Journey</Link>.
      </p>
    </EmptyPanel>
  );
}

function ResultGroup({
  group,
  query,
  showsAll,
}: {
  group: SearchGroup;
  query: string;
  showsAll: boolean;
}) {
  const names = KIND_NAMES[group.kind];
  const headingId = `search-${group.kind}`;
  return (
    // Most groups are below the first screen (see render-when-near in index.css).
    <section aria-labelledby={headingId} className="render-when-near mb-10">
      <h2 id={headingId} className="mb-4 border-b border-parchment-300 pb-2 text-2xl">
        {names.heading} <span className="text-lg text-ink-500">({group.total})</span>
      </h2>
      <ol className="space-y-5">
        {group.results.map((result) => (
          <ResultItem key={result.id} result={result} />
        ))}
      </ol>
      {!showsAll && group.total > group.results.length && (
        <p className="mt-4">
          <Link to={searchHref(query, group.kind)}>
            See all {count(group.total, names.one, names.many)}
          </Link>
        </p>
      )}
    </section>
  );
}

function ResultItem({ result }: { result: SearchResult }) {
  return (
    <li>
      <Link to={result.url} className="font-serif text-xl font-semibold">
        <Highlighted text={result.title} ranges={result.highlights.title} />
      </Link>
      {result.formats && (
        <span className="ml-2 text-sm text-ink-500">
          {result.formats.map(formatLabel).join(' · ')}
        </span>
      )}
      {result.snippet && (
        <p className="mt-1 text-ink-700">
          <Highlighted text={result.snippet} ranges={result.highlights.snippet} />
        </p>
      )}
    </li>
  );
}
