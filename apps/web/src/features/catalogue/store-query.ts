import type { Product, ProductFormat } from '@ministry/contracts';
import { groupTitles, titlePriceRange, type Title } from '@/lib/titles';

/** The store's orders, by their value in `?sort=`, with the words the sort menu shows. */
export const STORE_SORTS = {
  newest: 'Newest',
  name: 'Name (A–Z)',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
} as const;
export type StoreSort = keyof typeof STORE_SORTS;

/** What the store's address asks for: `?sort=&format=&free=`. */
export interface StoreQuery {
  sort: StoreSort;
  format?: ProductFormat;
  /** Only what costs nothing. */
  free: boolean;
}

const isSort = (value: string | null): value is StoreSort =>
  value !== null && Object.hasOwn(STORE_SORTS, value);

/**
 * The store's choices read from its address. A value the store does not know (a mistyped or old
 * link) is left out rather than refused: the visitor still sees the store, in its usual order.
 */
export function readStoreQuery(params: URLSearchParams): StoreQuery {
  const sort = params.get('sort');
  const format = params.get('format');
  return {
    sort: isSort(sort) ? sort : 'newest',
    ...(format === 'digital' || format === 'physical' ? { format } : {}),
    free: params.get('free') === 'true',
  };
}

/** True when the query narrows the list (so an empty list means "nothing matches"). */
export const isFiltered = (query: StoreQuery): boolean => query.format !== undefined || query.free;

const fromPrice = (title: Title): number => titlePriceRange(title)?.min ?? 0;
const byName = (a: Title, b: Title): number =>
  // A fixed locale, so the server and the browser put the cards in the same order.
  a.lead.name.localeCompare(b.lead.name, 'en', { sensitivity: 'base' });

/**
 * The store's cards for a query: the editions the filters keep, one card per title, in the
 * order asked for. A filter keeps editions, not titles, so a card filtered to "Physical" shows
 * and links to the physical edition. The api lists newest first, which is "Newest".
 */
export function arrangeStore(products: readonly Product[], query: StoreQuery): Title[] {
  const kept = products.filter(
    (product) =>
      (query.format === undefined || product.format === query.format) &&
      (!query.free || !product.price),
  );
  const titles = groupTitles(kept);
  switch (query.sort) {
    case 'newest':
      return titles;
    case 'name':
      return titles.sort(byName);
    case 'price-asc':
      return titles.sort((a, b) => fromPrice(a) - fromPrice(b) || byName(a, b));
    case 'price-desc':
      return titles.sort((a, b) => fromPrice(b) - fromPrice(a) || byName(a, b));
  }
}
