import { Fragment } from 'react';
import { useLoaderData } from 'react-router';
import { Link } from '@/components/ui/link';
import type { ProductEditions } from '../api/get-product';

/**
 * "In the collection: Great Lent": links to the collections the product belongs to. It reads
 * the product page's own loader data (see routes/product.tsx), so the page adds it in one line.
 */
export function ProductCollections() {
  const { collections } = useLoaderData<Partial<ProductEditions>>();
  if (!collections || collections.length === 0) return null;
  return (
    <p className="text-ink-700">
      {collections.length === 1 ? 'In the collection: ' : 'In the collections: '}
      {collections.map((collection, index) => (
        <Fragment key={collection._id}>
          {index > 0 && ', '}
          <Link
            to={`/collection/${encodeURIComponent(collection.slug)}`}
            className="font-semibold text-burgundy-700 underline underline-offset-2 hover:text-burgundy-600"
          >
            {collection.name}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}
