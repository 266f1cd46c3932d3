import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Button, buttonStyles } from '@/components/ui/button';
import { QueryError } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '../../lib/current-user';
import { cmsTitle } from '../../lib/cms-title';
import { listState } from '../hooks/use-list-return';
import { adminProductsQueryOptions, type ProductListFilters } from '../../lib/products-query';
import { FILTER_KEYS, ProductFilters, type FilterKey } from './product-filters';
import { ProductTable } from './product-table';

const PAGE_SIZE = 20;

export function readFilters(params: URLSearchParams): ProductListFilters {
  const filters: ProductListFilters = { pageSize: String(PAGE_SIZE) };
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

interface PageNavProps {
  page: number;
  pages: number;
  total: number;
  go: (page: number) => void;
}

function PageNav({ page, pages, total, go }: PageNavProps) {
  return (
    <nav
      aria-label="Pages"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-ink-500">
        Page {page} of {pages} · {total} products
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

/** `/admin/products`: the whole catalogue, archived included, searchable and filtered. */
export function ProductsPage() {
  const { isAdmin } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const { search: listSearch } = useLocation();
  const filters = readFilters(params);
  const products = useQuery(adminProductsQueryOptions(filters));
  const page = Number(filters.page ?? 1);
  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / PAGE_SIZE)) : 1;

  function setFilter(key: FilterKey, value: string) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      // A new search or filter starts again from its first page.
      if (key !== 'page') next.delete('page');
      return next;
    });
  }

  return (
    <>
      <PageHeader
        align="start"
        title="Manage Products"
        documentTitle={cmsTitle('Manage Products')}
        lead="Prices, stock, images and files of everything the shop offers."
        actions={
          // Adding a product is an admin's (it has a price and stock): editors are not offered it.
          isAdmin ? (
            <Link
              to="/admin/products/new"
              state={listState(listSearch)}
              className={buttonStyles('primary', 'sm')}
            >
              + New Product
            </Link>
          ) : undefined
        }
      />
      <QueryError title="Failed to fetch products." error={products.error} />
      <ProductFilters filters={filters} setFilter={setFilter} />

      {products.isLoading ? <Loading label="Loading products…" /> : null}
      {products.data && products.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-parchment-400 bg-parchment-50 p-8 text-center text-ink-500">
          No products match.
        </p>
      ) : null}
      {products.data && products.data.items.length > 0 ? (
        <>
          <ProductTable products={products.data.items} isAdmin={isAdmin} listSearch={listSearch} />
          <PageNav
            page={page}
            pages={pages}
            total={products.data.total}
            go={(to) => setFilter('page', String(to))}
          />
        </>
      ) : null}
    </>
  );
}
