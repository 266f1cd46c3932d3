import type { Collection } from '@ministry/contracts';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyPanel, ErrorPanel } from '@/components/ui/status-panel';
import { isNotFound } from '@/lib/api-client';
import { useResponseStatus } from '@/lib/prerender';
import { useCollection } from '../api/get-collection';
import { useProducts } from '../api/get-products';
import { storeCard } from './catalog-card';
import { CatalogView } from './catalog-view';

/** `/collection/:slug`: the collection by its slug, then its products. */
export function CollectionPage() {
  const { slug = '' } = useParams();
  const collection = useCollection(slug);
  const notFound = collection.status === 'error' && isNotFound(collection.error);
  useResponseStatus(notFound ? 404 : undefined);

  if (collection.status === 'loading') {
    return (
      <div
        role="status"
        aria-label="Loading collection"
        className="mb-10 flex flex-col items-center"
      >
        <Skeleton className="h-12 w-2/3 max-w-md" />
        <Skeleton className="mt-6 h-5 w-full max-w-xl" />
      </div>
    );
  }
  if (collection.status === 'error') {
    return (
      <>
        <PageTitle title="Collection not found" />
        {notFound ? (
          <EmptyPanel title="Collection not found">
            <p>This collection may have been renamed or retired.</p>
          </EmptyPanel>
        ) : (
          <ErrorPanel
            title="Collection Currently Unavailable"
            error={collection.error}
            onRetry={collection.refetch}
          />
        )}
      </>
    );
  }
  return <CollectionProducts collection={collection.data} />;
}

function CollectionProducts({ collection }: { collection: Collection }) {
  const products = useProducts({ collection: collection._id });
  return (
    <>
      <PageTitle title={collection.name} />
      <PageHeader eyebrow="Collection" title={collection.name} lead={collection.description} />
      <CatalogView
        query={products}
        loadingText="Loading the collection..."
        errorTitle="Failed to fetch products"
        errorMessage="The products of this collection could not be loaded."
        empty={<EmptyPanel title="No products available" />}
        card={storeCard}
      />
    </>
  );
}
