import { EmptyPanel, UpcomingList } from '@/components/ui/status-panel';
import { CatalogueHero } from './catalogue-hero';
import { CatalogueView, type ListPageProps } from './catalogue-view';
import { FeatureTiles } from './feature-tiles';

const TILES = [
  { title: 'Morning Prayers', icon: '☀', text: 'To begin the day by standing before God.' },
  { title: 'Evening Prayers', icon: '☾', text: 'To give thanks and ask forgiveness before sleep.' },
  {
    title: 'Liturgical Prayers',
    icon: '✠',
    text: 'To prepare for the Divine Liturgy and Holy Communion.',
  },
  { title: 'Prayers in Time of Need', icon: '✚', text: 'For illness, travel, sorrow and trial.' },
  { title: 'Seasonal Prayers', icon: '❈', text: 'For the fasts and feasts of the Church year.' },
  { title: 'Family Prayers', icon: '⌂', text: 'For praying together at home, with children too.' },
] as const;

export const UPCOMING_COLLECTIONS = [
  'Akathist to the Most Holy Theotokos',
  'Canon of Repentance',
  'Prayers before and after Holy Communion',
  'Paschal Hours',
  'Prayers for the Great Fast',
  'Little Compline for the home',
] as const;

/** `/orthodoxprayers`: collections of the Church's prayers. */
export function OrthodoxPrayersPage({ products }: ListPageProps) {
  return (
    <>
      <CatalogueHero title="Orthodox Prayers" image="/images/categories/prayers.svg">
        <p>
          The Church’s prayers for every hour and season, gathered into collections for home and
          travel.
        </p>
      </CatalogueHero>
      <FeatureTiles label="Kinds of prayer" tiles={TILES} />
      <h2 className="mb-6 text-3xl">Prayer Collections</h2>
      <CatalogueView
        products={products}
        loadingText="Loading prayer collections..."
        errorTitle="Prayer Collections Currently Unavailable"
        errorMessage="Could not load prayer offerings."
        empty={
          <EmptyPanel title="Orthodox Prayer Collections Coming Soon">
            <p>These collections are being prepared:</p>
            <UpcomingList items={UPCOMING_COLLECTIONS} />
          </EmptyPanel>
        }
        card={(product) => ({
          linkLabel: 'View Collection',
          detail: { label: 'Overview', text: product.abstract, max: 100 },
          showPrice: true,
          showFormat: true,
          headingLevel: 3,
        })}
      />
    </>
  );
}
