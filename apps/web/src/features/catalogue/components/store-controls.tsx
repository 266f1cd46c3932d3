import type { Collection } from '@ministry/contracts';
import { useLocation } from 'react-router';
import { Form, Link } from '@/components/ui/link';
import { Deferred } from '@/components/deferred';
import { buttonStyles } from '@/components/ui/button';
import { controlStyles, labelStyles } from '@/components/ui/form-field';
import { cn } from '@/components/ui/cn';
import type { Loaded } from '@/lib/loaded';
import { isFiltered, STORE_SORTS, type StoreQuery } from '../store-query';

/** The store's links drawn as chips; `active` marks the section shown. */
export const chipStyles = (active = false) =>
  cn(
    'inline-block rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
    active
      ? 'border-burgundy-700 bg-burgundy-700 text-parchment-50'
      : 'border-parchment-400 bg-parchment-50 text-ink-700 hover:border-burgundy-700',
  );

/**
 * Sort and filters: a GET form, so the choice lives in the address (`?sort=&format=&free=`),
 * can be shared, and works before the page's JavaScript has run.
 */
export function StoreControls({ query }: { query: StoreQuery }) {
  const location = useLocation();
  const control = cn(controlStyles(), 'mt-1 py-2');
  return (
    <Form
      method="get"
      // Fresh defaults whenever the address changes (a "Clear filters" link, the back button).
      key={location.search}
      aria-label="Sort and filter"
      className="mb-8 flex flex-wrap items-end gap-x-4 gap-y-3 rounded-lg border border-parchment-300 bg-parchment-50 p-4"
    >
      <div className="min-w-40 flex-1 sm:flex-none">
        <label htmlFor="store-sort" className={cn(labelStyles(), 'text-sm')}>
          Sort by
        </label>
        <select id="store-sort" name="sort" defaultValue={query.sort} className={control}>
          {Object.entries(STORE_SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-40 flex-1 sm:flex-none">
        <label htmlFor="store-format" className={cn(labelStyles(), 'text-sm')}>
          Format
        </label>
        <select
          id="store-format"
          name="format"
          defaultValue={query.format ?? ''}
          className={control}
        >
          <option value="">Any format</option>
          <option value="digital">Digital</option>
          <option value="physical">Physical</option>
        </select>
      </div>
      <label className="flex min-h-11 items-center gap-2 font-semibold text-ink-900">
        <input
          type="checkbox"
          name="free"
          value="true"
          defaultChecked={query.free}
          className="size-5 accent-burgundy-700"
        />
        Free only
      </label>
      <div className="flex items-center gap-4">
        <button type="submit" className={buttonStyles('primary', 'sm')}>
          Apply
        </button>
        {(isFiltered(query) || query.sort !== 'newest') && (
          <Link
            to={location.pathname}
            className="font-semibold text-burgundy-700 underline underline-offset-2"
          >
            Clear filters
          </Link>
        )}
      </div>
    </Form>
  );
}

/** The store's collections, each a link to its page; nothing when there are none or they fail. */
export function CollectionLinks({ collections }: { collections: Promise<Loaded<Collection[]>> }) {
  return (
    <Deferred resolve={collections} fallback={null}>
      {(loaded) =>
        loaded.data && loaded.data.length > 0 ? (
          <nav aria-labelledby="store-collections" className="mb-8 text-center">
            <p id="store-collections" className="mb-2 text-sm font-semibold text-ink-700">
              Collections
            </p>
            {/* One row that scrolls sideways on a phone, so the cards are not pushed down. */}
            <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0 sm:pb-0">
              {loaded.data.map((collection) => (
                <li key={collection._id} className="shrink-0">
                  <Link
                    to={`/collection/${encodeURIComponent(collection.slug)}`}
                    className={cn(chipStyles(), 'whitespace-nowrap')}
                  >
                    {collection.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null
      }
    </Deferred>
  );
}
