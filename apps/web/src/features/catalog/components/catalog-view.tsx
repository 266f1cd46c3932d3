import type { Product } from '@ministry/contracts';
import type { ReactNode } from 'react';
import { LoadingGrid } from '@/components/ui/skeleton';
import { ErrorPanel } from '@/components/ui/status-panel';
import type { Query } from '@/lib/use-query';
import { CatalogCard, type CardLook } from './catalog-card';

interface CatalogViewProps {
  query: Query<Product[]>;
  loadingText: string;
  errorTitle: string;
  errorMessage: string;
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** How each product's card looks (its link's words, what it shows). */
  card: (product: Product) => CardLook;
  /** Grid size while loading, so the page does not jump when the cards arrive. */
  placeholders?: number;
}

/** A catalogue list in the spec's order of states: loading, error, empty, then the grid. */
export function CatalogView({
  query,
  loadingText,
  errorTitle,
  errorMessage,
  empty,
  card,
  placeholders = 6,
}: CatalogViewProps) {
  if (query.status === 'loading') return <LoadingGrid label={loadingText} count={placeholders} />;
  if (query.status === 'error') {
    return (
      <ErrorPanel
        title={errorTitle}
        message={errorMessage}
        error={query.error}
        onRetry={query.refetch}
      />
    );
  }
  if (query.data.length === 0) return <>{empty}</>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {query.data.map((product, index) => (
        <CatalogCard key={product._id} product={product} index={index} {...card(product)} />
      ))}
    </ul>
  );
}
