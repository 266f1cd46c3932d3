import type { Collection, Product, ProductCategory } from '@ministry/contracts';
import { PRODUCT_CATEGORIES } from '@ministry/contracts/product-rules';
import { useLocation } from 'react-router';
import { Link, NavLink } from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyPanel } from '@/components/ui/status-panel';
import type { Loaded } from '@/lib/loaded';
import { CATEGORY_META } from '../catalogue-meta';
import { arrangeStore, isFiltered, type StoreQuery } from '../store-query';
import { storeCard } from './catalogue-card';
import { CatalogueView, type ListPageProps } from './catalogue-view';
import { chipStyles, CollectionLinks, StoreControls } from './store-controls';

const SHELVES = PRODUCT_CATEGORIES.filter((category) => category !== 'general');

/** The sections of the store; moving between them keeps the sort and filters. */
function ShelfLinks() {
  const { search } = useLocation();
  const linkClass = ({ isActive }: { isActive: boolean }) => chipStyles(isActive);
  return (
    <nav aria-label="Store sections" className="mb-8">
      <ul className="flex flex-wrap justify-center gap-2">
        <li>
          <NavLink to={{ pathname: '/store', search }} end className={linkClass}>
            Everything
          </NavLink>
        </li>
        {SHELVES.map((category) => (
          <li key={category}>
            <NavLink to={{ pathname: `/products/${category}`, search }} className={linkClass}>
              {CATEGORY_META[category].title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * `/store` (everything) and `/products/:slug` (one category): the store listing, one card per
 * title, sorted and filtered as the address says. (A section the store does not have is a 404,
 * answered by the route's loader.)
 */
export function StorePage({
  category,
  products,
  collections,
  query,
}: {
  category: ProductCategory | undefined;
  products: ListPageProps['products'];
  collections: Promise<Loaded<Collection[]>>;
  query: StoreQuery;
}) {
  const toTitles = (list: Product[]) => arrangeStore(list, query);
  const title = category ? CATEGORY_META[category].title : 'The Store';
  return (
    <>
      <PageHeader
        eyebrow={category ? 'The Store' : undefined}
        title={title}
        lead="Prayers, studies, booklets and graphics, in digital and printed editions. Every purchase supports the ministry."
      />
      <ShelfLinks />
      <CollectionLinks collections={collections} />
      <StoreControls query={query} />
      <CatalogueView
        products={products}
        loadingText="Loading the store..."
        errorTitle="The Store Is Currently Unavailable"
        errorMessage="Could not load products."
        empty={isFiltered(query) ? <NoMatches /> : <EmptyPanel title="No products available" />}
        card={storeCard}
        toTitles={toTitles}
      />
    </>
  );
}

function NoMatches() {
  const { pathname } = useLocation();
  return (
    <EmptyPanel title="Nothing matches these filters">
      <p>
        Try another format, or{' '}
        <Link to={pathname} className="font-semibold text-burgundy-700 underline">
          clear the filters
        </Link>{' '}
        to see everything in this section.
      </p>
    </EmptyPanel>
  );
}
