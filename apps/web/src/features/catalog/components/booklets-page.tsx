import { PageTitle } from '@/components/ui/page-title';
import { EmptyPanel } from '@/components/ui/status-panel';
import { useProducts } from '../api/get-products';
import { CatalogHero } from './catalog-hero';
import { CatalogView } from './catalog-view';

const QUERY = { category: 'booklets' } as const;

/** `/booklets`: short printed and digital booklets. */
export function BookletsPage() {
  const booklets = useProducts(QUERY);
  return (
    <>
      <PageTitle title="Booklets" />
      <CatalogHero title="Booklets" image="/images/categories/booklets.svg">
        <p>Short booklets on prayer, the feasts and the life in Christ, to read and to give.</p>
      </CatalogHero>
      <CatalogView
        query={booklets}
        loadingText="Loading booklets..."
        errorTitle="Booklets Currently Unavailable"
        errorMessage="Could not load booklet products."
        empty={
          <EmptyPanel title="New Booklets In Development">
            <p>New booklets are in development. Please visit again soon.</p>
          </EmptyPanel>
        }
        card={() => ({ linkLabel: 'View Booklet', showPrice: true, showFormat: true })}
      />
    </>
  );
}
