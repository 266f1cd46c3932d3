import type { Product } from '@ministry/contracts';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { Deferred } from '@/components/deferred';
import { LoadingGrid } from '@/components/ui/skeleton';
import { ErrorPanel } from '@/components/ui/status-panel';
import type { Loaded } from '@/lib/loaded';
import { groupTitles, type Title } from '@/lib/titles';
import { CatalogueCard, type CardLook } from './catalogue-card';

interface CatalogueViewProps {
  /** The list, as the page's loader sent it. */
  products: Promise<Loaded<Product[]>>;
  loadingText: string;
  errorTitle: string;
  errorMessage: string;
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** How each title's card looks (its link's words, what it shows), from the edition it leads with. */
  card: (lead: Product, title: Title) => CardLook;
  /** The list's products as the cards to show: one per title, in the api's order, by default. */
  toTitles?: (products: Product[]) => Title[];
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

/**
 * A catalogue list in the spec's order of states: loading, error, empty, then the grid, with
 * one card per title (the formats of a title share its card).
 */
export function CatalogueView({
  products,
  loadingText,
  errorTitle,
  errorMessage,
  empty,
  card,
  toTitles = groupTitles,
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
        const titles = toTitles(loaded.data);
        if (titles.length === 0) return <>{empty}</>;
        return (
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {titles.map((title, index) => (
              <CatalogueCard
                key={title.slug}
                title={title}
                index={index}
                {...card(title.lead, title)}
              />
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
