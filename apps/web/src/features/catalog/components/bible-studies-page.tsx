import { PageTitle } from '@/components/ui/page-title';
import { EmptyPanel } from '@/components/ui/status-panel';
import { useOfferings } from '../api/get-offerings';
import { CatalogHero } from './catalog-hero';
import { CatalogView } from './catalog-view';

/** `/biblestudies`: studies that read the Scriptures with the Fathers. */
export function BibleStudiesPage() {
  const studies = useOfferings('/api/biblestudies');
  return (
    <>
      <PageTitle title="Bible Studies" />
      <CatalogHero title="Bible Studies" image="/images/categories/biblestudies.svg">
        <p>
          Studies that read the Scriptures as the Church reads them: slowly, prayerfully and with
          the Holy Fathers.
        </p>
      </CatalogHero>
      <CatalogView
        query={studies}
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
