import { EmptyPanel } from '@/components/ui/status-panel';
import { CatalogueHero } from './catalogue-hero';
import { CatalogueView, type ListPageProps } from './catalogue-view';

/** `/biblestudies`: studies that read the Scriptures with the Fathers. */
export function BibleStudiesPage({ products }: ListPageProps) {
  return (
    <>
      <CatalogueHero title="Bible Studies" image="/images/categories/biblestudies.svg">
        <p>
          Studies that read the Scriptures as the Church reads them: slowly, prayerfully and with
          the Holy Fathers.
        </p>
      </CatalogueHero>
      <CatalogueView
        products={products}
        loadingText="Loading Bible studies..."
        errorTitle="Studies Currently Unavailable"
        errorMessage="Could not load Bible study offerings."
        empty={
          <EmptyPanel title="New Studies Coming Soon">
            <p>New studies are being written. Please visit again soon.</p>
          </EmptyPanel>
        }
        card={() => ({ linkLabel: 'View Study' })}
      />
    </>
  );
}
