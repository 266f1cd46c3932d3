import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PRODUCT_CATEGORIES, type AdminProduct } from '@ministry/contracts';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { ErrorAlert, QueryError } from '@/components/ui/error-alert';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { getToken } from '@/lib/auth-storage';
import { CATEGORY_NAMES } from '@/lib/category-names';
import { formatLabel, formatPrice } from '@/lib/format';
import { useCurrentUser } from '../../guard/hooks/use-current-user';
import { cmsTitle } from '../../lib/cms-title';
import { listState } from '../hooks/use-list-return';
import { adminProductsQueryOptions, type ProductListFilters } from '../api/get-admin-products';
import { ProductStatusBadge, StockCell } from './stock-badge';

/** The search box's words, trimmed. */
const searchText = (form: HTMLFormElement) => {
  const q = new FormData(form).get('q');
  return typeof q === 'string' ? q.trim() : '';
};

/** The filters the address carries, so a filtered page can be reloaded or shared. */
const FILTER_KEYS = ['q', 'category', 'format', 'featured', 'stock', 'status', 'page'] as const;

const PAGE_SIZE = 20;

function readFilters(params: URLSearchParams): ProductListFilters {
  const filters: ProductListFilters = { pageSize: String(PAGE_SIZE) };
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

function Thumbnail({ product }: { product: AdminProduct }) {
  if (!product.imageUrl || /\.mp4$/i.test(product.imageUrl)) {
    return <span aria-hidden="true" className="block size-12 rounded bg-parchment-200" />;
  }
  return (
    <img
      src={product.imageUrl}
      alt=""
      loading="lazy"
      className="size-12 rounded object-cover ring-1 ring-parchment-300"
    />
  );
}

/** `/admin/products`: the whole catalogue, archived included, searchable and filtered. */
export function ProductsPage() {
  const [hasToken] = useState(() => Boolean(getToken()));
  const { isAdmin } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const { search: listSearch } = useLocation();
  const filters = readFilters(params);
  const products = useQuery({ ...adminProductsQueryOptions(filters), enabled: hasToken });
  const page = Number(filters.page ?? 1);
  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / PAGE_SIZE)) : 1;

  function setFilter(key: (typeof FILTER_KEYS)[number], value: string) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      // A new search or filter starts again from its first page.
      if (key !== 'page') next.delete('page');
      return next;
    });
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilter('q', searchText(event.currentTarget));
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
      <ErrorAlert messages={[hasToken ? null : 'Unauthorized: No token found.']} />
      <QueryError title="Failed to fetch products." error={products.error} />

      <Card variant="panel" className="mb-6">
        <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3">
          <FormField label="Search" density="compact" className="min-w-52 flex-1">
            <Input
              name="q"
              type="search"
              defaultValue={filters.q ?? ''}
              key={filters.q ?? ''}
              placeholder="Name or slug"
            />
          </FormField>
          <Button type="submit" size="sm" variant="secondary">
            Search
          </Button>
        </form>
        <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
          <FormField label="Category" density="compact">
            <Select
              value={filters.category ?? ''}
              onChange={(event) => setFilter('category', event.target.value)}
            >
              <option value="">All</option>
              {PRODUCT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_NAMES[category]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Format" density="compact">
            <Select
              value={filters.format ?? ''}
              onChange={(event) => setFilter('format', event.target.value)}
            >
              <option value="">All</option>
              <option value="digital">Digital</option>
              <option value="physical">Physical</option>
            </Select>
          </FormField>
          <FormField label="Featured" density="compact">
            <Select
              value={filters.featured ?? ''}
              onChange={(event) => setFilter('featured', event.target.value)}
            >
              <option value="">All</option>
              <option value="true">Featured</option>
              <option value="false">Not featured</option>
            </Select>
          </FormField>
          <FormField label="Stock" density="compact">
            <Select
              value={filters.stock ?? ''}
              onChange={(event) => setFilter('stock', event.target.value)}
            >
              <option value="">All</option>
              <option value="out">Out of stock</option>
              <option value="low">Low</option>
              <option value="in">In stock</option>
            </Select>
          </FormField>
          <FormField label="Status" density="compact">
            <Select
              value={filters.status ?? ''}
              onChange={(event) => setFilter('status', event.target.value)}
            >
              <option value="">All</option>
              <option value="live">Live</option>
              <option value="draft">Draft</option>
              <option value="archived">Archived</option>
            </Select>
          </FormField>
        </div>
      </Card>

      {products.isLoading ? <Loading label="Loading products…" /> : null}
      {products.data && products.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-parchment-400 bg-parchment-50 p-8 text-center text-ink-500">
          No products match.
        </p>
      ) : null}
      {products.data && products.data.items.length > 0 ? (
        <>
          <DataTable
            caption="Products"
            columns={['Image', 'Name', 'Format', 'Price', 'Stock', 'Featured', 'Status', 'Actions']}
          >
            {products.data.items.map((product) => (
              <DataRow key={product._id}>
                <DataCell label="Image">
                  <Thumbnail product={product} />
                </DataCell>
                <DataCell label="Name" className="font-medium text-ink-900">
                  {product.name}
                </DataCell>
                <DataCell label="Format">{formatLabel(product.format)}</DataCell>
                <DataCell label="Price" className="tabular-nums">
                  {formatPrice(product.price)}
                </DataCell>
                <DataCell label="Stock">
                  <StockCell stock={product.stock} physical={product.format === 'physical'} />
                </DataCell>
                <DataCell label="Featured">{product.featured ? 'Yes' : 'No'}</DataCell>
                <DataCell label="Status">
                  <ProductStatusBadge status={product.status} />
                </DataCell>
                <DataCell label="Actions">
                  <Link
                    to={`/admin/products/${product._id}/edit`}
                    state={listState(listSearch)}
                    aria-label={`Edit ${product.name} (${formatLabel(product.format)})`}
                    className={buttonStyles('secondary', 'sm')}
                  >
                    Edit
                  </Link>
                </DataCell>
              </DataRow>
            ))}
          </DataTable>
          <nav
            aria-label="Pages"
            className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
          >
            <p className="text-ink-500">
              Page {page} of {pages} · {products.data.total} products
            </p>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="secondary"
                disabled={page <= 1}
                onClick={() => setFilter('page', String(page - 1))}
              >
                Previous
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={page >= pages}
                onClick={() => setFilter('page', String(page + 1))}
              >
                Next
              </Button>
            </div>
          </nav>
        </>
      ) : null}
    </>
  );
}
