import type { Collection } from '@ministry/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyPanel, ErrorPanel } from '@/components/ui/status-panel';
import { storeCard } from './catalogue-card';
import { CatalogueView, type ListPageProps } from './catalogue-view';

/** `/collection/:slug`: the collection found by its slug, and its products. */
export function CollectionPage({
  collection,
  products,
}: { collection: Collection } & ListPageProps) {
  return (
    <>
      <PageHeader eyebrow="Collection" title={collection.name} lead={collection.description} />
      <CatalogueView
        products={products}
        loadingText="Loading the collection..."
        errorTitle="Failed to fetch products"
        errorMessage="The products of this collection could not be loaded."
        empty={<EmptyPanel title="No products available" />}
        card={storeCard}
      />
    </>
  );
}

/** The collection could not be shown: it does not exist (`notFound`), or the call failed. */
export function CollectionUnavailable({
  notFound,
  message,
  onRetry,
}: {
  notFound: boolean;
  message: string;
  onRetry: () => void;
}) {
  return (
    <>
      {notFound ? (
        <EmptyPanel title="Collection not found">
          <p>This collection may have been renamed or retired.</p>
        </EmptyPanel>
      ) : (
        <ErrorPanel
          title="Collection Currently Unavailable"
          error={new Error(message)}
          onRetry={onRetry}
        />
      )}
    </>
  );
}
