import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { EmptyPanel } from '@/components/ui/status-panel';
import { useProducts } from '../api/get-products';
import { storeCard } from './catalog-card';
import { CatalogView } from './catalog-view';

export const OFFERINGS_LIMIT = 12;
const QUERY = { limit: OFFERINGS_LIMIT } as const;

/** `/offerings`: "Our Offerings", twelve products from the whole catalogue. */
export function OfferingsPage() {
  const products = useProducts(QUERY);
  return (
    <>
      <PageTitle title="Our Offerings" />
      <PageHeader
        title="Our Offerings"
        lead="A selection from everything the ministry offers: tools for prayer, study and the life of the Church."
      />
      <CatalogView
        query={products}
        placeholders={OFFERINGS_LIMIT}
        loadingText="Loading our offerings..."
        errorTitle="Offerings Currently Unavailable"
        errorMessage="Could not load offerings."
        empty={<EmptyPanel title="No products available" />}
        card={storeCard}
      />
      <p className="mt-10 text-center">
        <Link to="/store" className={buttonStyles('secondary')}>
          Browse the whole store
        </Link>
      </p>
    </>
  );
}
