import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminProduct } from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { QueryError } from '@/components/ui/error-alert';
import { FormField, Input } from '@/components/ui/form-field';
import { editionName, formatLabel } from '@/lib/format';
import { adminProductsQueryOptions } from '../../lib/products-query';

/** How many products a search shows: enough to pick from, few enough to read on a phone. */
const SHOWN = '8';

interface ProductPickerProps {
  collectionName: string;
  /** The products already in the collection: found, but not offered again. */
  memberIds: Set<string>;
  onAdd: (product: AdminProduct) => void;
}

/**
 * Finds products by name or slug (the products list's search; drafts and archived ones too, marked) and
 * adds one to the collection with its Add button. The newest products show before a search.
 */
export function ProductPicker({ collectionName, memberIds, onAdd }: ProductPickerProps) {
  const [q, setQ] = useState('');
  const found = useQuery({
    ...adminProductsQueryOptions({ ...(q && { q }), pageSize: SHOWN }),
    // The last search's products are not this one's matches: "Finding…" until they come.
    placeholderData: undefined,
  });

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = new FormData(event.currentTarget).get('q');
    setQ(typeof words === 'string' ? words.trim() : '');
  }

  return (
    <section aria-labelledby="product-picker-heading" className="mt-6">
      <h3 id="product-picker-heading" className="mb-2 font-semibold text-ink-900">
        Add products
      </h3>
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <FormField label="Find a product" density="compact" className="min-w-52 flex-1">
          <Input name="q" type="search" placeholder="Name or slug" />
        </FormField>
        <Button type="submit" size="sm" variant="secondary">
          Find
        </Button>
      </form>
      <QueryError title="Failed to find products." error={found.error} />
      {found.isLoading ? <p className="mt-3 text-sm text-ink-500">Finding products…</p> : null}
      {found.data && found.data.items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-500">No products match.</p>
      ) : null}
      {found.data && found.data.items.length > 0 ? (
        <ul
          aria-label={q ? `Products matching “${q}”` : 'Newest products'}
          className="mt-3 space-y-2"
        >
          {found.data.items.map((product) => {
            const name = editionName(product);
            return (
              <li
                key={product._id}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-parchment-300 bg-white px-3 py-2"
              >
                <span className="min-w-40 flex-1 text-sm text-ink-900">
                  {product.name}
                  <span className="text-ink-500"> · {formatLabel(product.format)}</span>
                  {product.status !== 'live' ? (
                    <span className="text-ink-500"> · {product.status}</span>
                  ) : null}
                </span>
                {memberIds.has(product._id) ? (
                  <span className="text-sm text-ink-500">In the collection</span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Add ${name} to ${collectionName}`}
                    onClick={() => onAdd(product)}
                  >
                    Add
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
