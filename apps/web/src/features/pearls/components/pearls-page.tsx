import type { Pearl, PearlSort } from '@ministry/contracts';
import { useId, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { Ornament } from '@/components/ui/ornament';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyPanel, ErrorPanel } from '@/components/ui/status-panel';
import { quotePearl } from '../quote-pearl';
import { matchesSearch, selectFeaturedPearl } from '../select-featured-pearl';

const featuredIdFromState = (state: unknown): string | undefined => {
  if (typeof state !== 'object' || state === null || !('featuredPearlId' in state))
    return undefined;
  return typeof state.featuredPearlId === 'string' ? state.featuredPearlId : undefined;
};

/**
 * `/pearls/:id`: one pearl set apart, and every pearl, searchable by title or book. `random`
 * picks the featured pearl when the address names none (drawn by the loader, so that the
 * server's page and the browser agree).
 */
export function PearlsPage({
  pearls,
  sort,
  random,
}: {
  pearls: Pearl[];
  sort: PearlSort;
  random: number;
}) {
  const { id } = useParams();
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const sortId = useId();
  const setSort = (next: PearlSort) =>
    void setSearchParams(next === 'title' ? {} : { sort: next }, {
      replace: true,
      preventScrollReset: true,
      state: location.state as unknown,
    });

  const featured = selectFeaturedPearl(pearls, {
    stateId: featuredIdFromState(location.state),
    routeId: id,
    random,
  });
  const visible = pearls.filter((pearl) => matchesSearch(pearl, search));

  return (
    <>
      <PageHeader
        title="Orthodox Pearls"
        lead="Short sayings of the Scriptures and the Fathers, to carry through the day."
      />

      {featured && <FeaturedPearl pearl={featured} />}

      {
        <section aria-labelledby="all-pearls-heading" className="mt-14">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="all-pearls-heading" className="text-3xl">
              All Pearls
            </h2>
            <div className="flex flex-col gap-3 sm:flex-row">
              <div>
                <label htmlFor={searchId} className="sr-only">
                  Search by title or book
                </label>
                <input
                  id={searchId}
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder="Search by title or book"
                  className="w-full rounded-md border border-parchment-400 bg-white px-3 py-2 sm:w-72"
                />
              </div>
              <div className="flex items-center gap-2">
                <label htmlFor={sortId} className="text-sm text-ink-700">
                  Sort by
                </label>
                <select
                  id={sortId}
                  value={sort}
                  onChange={(event) => setSort(event.target.value as PearlSort)}
                  className="rounded-md border border-parchment-400 bg-white px-3 py-2"
                >
                  <option value="title">Title</option>
                  <option value="book">Book</option>
                </select>
              </div>
            </div>
          </div>
          {visible.length === 0 ? (
            <EmptyPanel title="No pearls match your filters." className="mt-6" />
          ) : (
            <ul className="mt-6 grid gap-5 md:grid-cols-2">
              {visible.map((pearl, index) => (
                <PearlCard
                  key={pearl._id}
                  pearl={pearl}
                  index={index}
                  featured={pearl === featured}
                />
              ))}
            </ul>
          )}
        </section>
      }
    </>
  );
}

function FeaturedPearl({ pearl }: { pearl: Pearl }) {
  return (
    <figure
      aria-label="Featured pearl"
      className="relative overflow-hidden rounded-2xl bg-burgundy-800 px-6 py-10 text-center text-parchment-100 shadow-lg sm:px-12"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_50%_0%,rgb(212_173_90/0.3),transparent_60%)]"
      />
      <blockquote className="relative font-serif text-2xl leading-snug text-parchment-50 italic sm:text-3xl">
        <p>{quotePearl(pearl.body)}</p>
      </blockquote>
      <Ornament className="relative mt-6 justify-center" />
      <figcaption className="relative mt-4">
        <span className="block font-serif text-xl text-gold-300">{pearl.title}</span>
        {pearl.book && <span className="text-sm text-parchment-200">in {pearl.book}</span>}
      </figcaption>
    </figure>
  );
}

function PearlCard({ pearl, index, featured }: { pearl: Pearl; index: number; featured: boolean }) {
  return (
    <Card as="li" index={index} className={featured ? 'ring-2 ring-gold-400' : undefined}>
      <Link
        to={`/pearls/${pearl._id}`}
        state={{ featuredPearlId: pearl._id }}
        aria-current={featured ? 'true' : undefined}
        className="block h-full p-5 hover:bg-parchment-100"
      >
        <blockquote className="font-serif text-lg leading-snug text-ink-900 italic">
          {quotePearl(pearl.body)}
        </blockquote>
        <p className="mt-3 font-semibold text-burgundy-700">{pearl.title}</p>
        {pearl.book && <p className="text-sm text-ink-500">{pearl.book}</p>}
      </Link>
    </Card>
  );
}

/** The pearls could not be loaded. */
export function PearlsUnavailable({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <PageHeader title="Orthodox Pearls" />
      <ErrorPanel
        title="Pearls Currently Unavailable"
        error={new Error(message)}
        onRetry={onRetry}
      />
    </>
  );
}
