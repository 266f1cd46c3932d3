import type { Product } from '@ministry/contracts';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { groupTitles } from '@/lib/titles';
import { EmptyPanel } from '@/components/ui/status-panel';
import { storeCard } from './catalogue-card';
import { CatalogueView, type ListPageProps } from './catalogue-view';

export const OFFERINGS_LIMIT = 12;

/** Twelve cards, so twelve titles: the page asks for the whole catalogue and keeps the first. */
const firstTitles = (products: Product[]) => groupTitles(products).slice(0, OFFERINGS_LIMIT);

/** `/offerings`: "Our Offerings", twelve titles from the whole catalogue. */
export function OfferingsPage({ products }: ListPageProps) {
  return (
    <>
      <PageHeader
        title="Our Offerings"
        lead="A selection from everything the ministry offers: tools for prayer, study and the life of the Church."
      />
      <CatalogueView
        products={products}
        placeholders={OFFERINGS_LIMIT}
        loadingText="Loading our offerings..."
        errorTitle="Offerings Currently Unavailable"
        errorMessage="Could not load offerings."
        empty={<EmptyPanel title="No products available" />}
        card={storeCard}
        toTitles={firstTitles}
      />
      <p className="mt-10 text-center">
        <Link to="/store" className={buttonStyles('secondary')}>
          Browse the whole store
        </Link>
      </p>
    </>
  );
}
