import { PageTitle } from '@/components/ui/page-title';
import { EmptyPanel } from '@/components/ui/status-panel';
import { useProducts } from '../api/get-products';
import { CatalogHero } from './catalog-hero';
import { CatalogView } from './catalog-view';

const QUERY = { category: 'graphics' } as const;

/** `/graphics`: icons, prayer cards and printable art. */
export function GraphicsPage() {
  const graphics = useProducts(QUERY);
  return (
    <>
      <PageTitle title="Orthodox Graphics" />
      <CatalogHero title="Orthodox Graphics" image="/images/categories/graphics.svg">
        <p>Prayer cards, printable icons and art for the prayer corner and the parish.</p>
      </CatalogHero>
      <CatalogView
        query={graphics}
        loadingText="Loading graphics..."
        errorTitle="Graphics Currently Unavailable"
        errorMessage="Could not load graphic offerings."
        empty={
          <EmptyPanel title="No Graphics Found">
            <p>New graphics are being prepared. Please visit again soon.</p>
          </EmptyPanel>
        }
        card={() => ({
          linkLabel: 'View Graphic',
          descriptionMax: 100,
          showPrice: true,
          showFormat: true,
        })}
      />
    </>
  );
}
