import { EmptyPanel } from '@/components/ui/status-panel';
import { CatalogueHero } from './catalogue-hero';
import { CatalogueView, type ListPageProps } from './catalogue-view';

/** `/graphics`: icons, prayer cards and printable art. */
export function GraphicsPage({ products }: ListPageProps) {
  return (
    <>
      <CatalogueHero title="Orthodox Graphics" image="/images/categories/graphics.svg">
        <p>Prayer cards, printable icons and art for the prayer corner and the parish.</p>
      </CatalogueHero>
      <CatalogueView
        products={products}
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
