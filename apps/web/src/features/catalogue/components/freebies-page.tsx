import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button';
import { EmptyPanel, UpcomingList } from '@/components/ui/status-panel';
import { CatalogueHero } from './catalogue-hero';
import { CatalogueView, type ListPageProps } from './catalogue-view';

export const UPCOMING_FREEBIES = [
  'Printable prayer corner card',
  'Feast day calendar',
  'Children’s icon colouring pages',
  'The Jesus Prayer bookmark',
  'Daily Scripture reading plan',
  'Prayer for the departed card',
  'Lenten journal pages',
] as const;

/** `/freebies`: resources given freely. */
export function FreebiesPage({ products }: ListPageProps) {
  return (
    <>
      <CatalogueHero title="Free Resources" image="/images/categories/freebies.svg">
        <p>“Freely you have received, freely give.” These resources cost nothing to download.</p>
      </CatalogueHero>
      <CatalogueView
        products={products}
        loadingText="Loading free resources..."
        errorTitle="Free Resources Currently Unavailable"
        errorMessage="Could not load freebies."
        empty={
          <EmptyPanel title="Free Resources Coming Soon">
            <p>These free resources are being prepared:</p>
            <UpcomingList items={UPCOMING_FREEBIES} />
          </EmptyPanel>
        }
        card={() => ({ linkLabel: 'Get Free Resource', showFormat: true, freeBadge: true })}
      />
      <aside className="mt-14 rounded-xl bg-burgundy-800 px-6 py-10 text-center text-parchment-100">
        <h2 className="text-3xl text-parchment-50">Freely given, gratefully received</h2>
        <p className="mx-auto mt-3 max-w-xl">
          If these resources have helped you, a gift keeps them free for others.
        </p>
        <Link to="/donate" className={`${buttonStyles('gold', 'md')} mt-6`}>
          Support This Ministry
        </Link>
      </aside>
    </>
  );
}
