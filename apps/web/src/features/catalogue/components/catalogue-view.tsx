import type { Product } from '@ministry/contracts';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { Deferred } from '@/components/deferred';
import { LoadingGrid } from '@/components/ui/skeleton';
import { ErrorPanel } from '@/components/ui/status-panel';
import type { Loaded } from '@/lib/loaded';
import { CatalogueCard, type CardLook } from './catalogue-card';

interface CatalogueViewProps {
  /** The list, as the page's loader sent it. */
  products: Promise<Loaded<Product[]>>;
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

function CatalogueError({
  title,
  message,
  error,
}: {
  title: string;
  message: string;
  error: { message: string };
}) {
  const revalidator = useRevalidator();
  return (
    <ErrorPanel
      title={title}
      message={message}
      error={new Error(error.message)}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}

/** A catalogue list in the spec's order of states: loading, error, empty, then the grid. */
export function CatalogueView({
  products,
  loadingText,
  errorTitle,
  errorMessage,
  empty,
  card,
  placeholders = 6,
}: CatalogueViewProps) {
  return (
    <Deferred
      resolve={products}
      fallback={<LoadingGrid label={loadingText} count={placeholders} />}
    >
      {(loaded) => {
        if (loaded.error) {
          return <CatalogueError title={errorTitle} message={errorMessage} error={loaded.error} />;
        }
        if (loaded.data.length === 0) return <>{empty}</>;
        return (
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {loaded.data.map((product, index) => (
              <CatalogueCard key={product._id} product={product} index={index} {...card(product)} />
            ))}
          </ul>
        );
      }}
    </Deferred>
  );
}

/** A catalogue page's data: its list, loading (see lib/loaded.ts). */
export interface ListPageProps {
  products: Promise<Loaded<Product[]>>;
}
