import { EmptyPanel } from '@/components/ui/status-panel';
import { CatalogueHero } from './catalogue-hero';
import { CatalogueView, type ListPageProps } from './catalogue-view';

/** `/booklets`: short printed and digital booklets. */
export function BookletsPage({ products }: ListPageProps) {
  return (
    <>
      <CatalogueHero title="Booklets" image="/images/categories/booklets.svg">
        <p>Short booklets on prayer, the feasts and the life in Christ, to read and to give.</p>
      </CatalogueHero>
      <CatalogueView
        products={products}
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
