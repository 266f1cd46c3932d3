import type { Product } from '@ministry/contracts';
import type { ReactNode } from 'react';
import { LoadingGrid } from '@/components/ui/skeleton';
import { ErrorPanel } from '@/components/ui/status-panel';
import type { Query } from '@/lib/use-query';
import { CatalogueCard, type CardLook } from './catalogue-card';

interface CatalogueViewProps {
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
export function CatalogueView({
  query,
  loadingText,
  errorTitle,
  errorMessage,
  empty,
  card,
  placeholders = 6,
}: CatalogueViewProps) {
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
        <CatalogueCard key={product._id} product={product} index={index} {...card(product)} />
      ))}
    </ul>
  );
}
