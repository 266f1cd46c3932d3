import { Link } from '@/components/ui/link';
import type { AdminProduct } from '@ministry/contracts';
import { buttonStyles } from '@/components/ui/button';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { editionName, formatLabel } from '@/lib/format';
import { listState } from '../hooks/use-list-return';
import { InlinePrice } from './inline-price';
import { InlineStock } from './inline-stock';
import { ProductStatusBadge } from './stock-badge';

const COLUMNS = ['Image', 'Name', 'Format', 'Price', 'Stock', 'Featured', 'Status', 'Actions'];

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

interface ProductTableProps {
  products: AdminProduct[];
  /** Admins edit price and stock in the rows; editors read them. */
  isAdmin: boolean;
  /** The list's own query string, handed to the screens a row opens so they can return to it. */
  listSearch: string;
}

/** One row per edition (each format of a title is its own product). */
export function ProductTable({ products, isAdmin, listSearch }: ProductTableProps) {
  return (
    <DataTable caption="Products" columns={COLUMNS}>
      {products.map((product) => (
        <DataRow key={product._id}>
          <DataCell label="Image">
            <Thumbnail product={product} />
          </DataCell>
          <DataCell label="Name" className="font-medium text-ink-900">
            {product.name}
          </DataCell>
          <DataCell label="Format">{formatLabel(product.format)}</DataCell>
          <DataCell label="Price">
            <InlinePrice product={product} editable={isAdmin} />
          </DataCell>
          <DataCell label="Stock">
            <InlineStock product={product} editable={isAdmin} />
          </DataCell>
          <DataCell label="Featured">{product.featured ? 'Yes' : 'No'}</DataCell>
          <DataCell label="Status">
            <ProductStatusBadge status={product.status} />
          </DataCell>
          <DataCell label="Actions">
            <Link
              to={`/admin/products/${product._id}/edit`}
              state={listState(listSearch)}
              aria-label={`Edit ${editionName(product)}`}
              className={buttonStyles('secondary', 'sm')}
            >
              Edit
            </Link>
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
