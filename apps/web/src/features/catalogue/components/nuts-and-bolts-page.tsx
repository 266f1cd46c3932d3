import { ScriptureQuote } from '@/components/ui/scripture-quote';
import { EmptyPanel, UpcomingList } from '@/components/ui/status-panel';
import { CatalogueHero } from './catalogue-hero';
import { CatalogueView, type ListPageProps } from './catalogue-view';
import { FeatureTiles } from './feature-tiles';

const TILES = [
  {
    title: 'Prayer Templates',
    icon: '✠',
    text: 'Simple frames for a morning and evening rule you can keep on ordinary days.',
  },
  {
    title: 'Daily Organizers',
    icon: '☼',
    text: 'Pages that gather the day’s readings, commemorations and intentions in one place.',
  },
  {
    title: 'Petition Guides',
    icon: '✉',
    text: 'Lists for remembering the living and the departed by name, as the Church teaches.',
  },
  {
    title: 'Scripture Integration',
    icon: '✎',
    text: 'Ways to weave the Psalms and the day’s Gospel into the prayers you already say.',
  },
] as const;

export const UPCOMING_TOOLS = [
  'Prayer Rule Builder worksheet',
  'Commemoration lists for the living and the departed',
  'Weekly fasting and feast planner',
  'Jesus Prayer rope guide',
  'Psalter reading tracker',
  'Family prayer corner checklist',
  'Confession preparation guide',
] as const;

/** `/nutsandbolts`: practical tools for assembling a rule of prayer. */
export function NutsAndBoltsPage({ products }: ListPageProps) {
  return (
    <>
      <CatalogueHero title="Nuts & Bolts of Prayer" image="/images/categories/nutsandbolts.svg">
        <p>Practical tools for building and keeping a steady rule of prayer.</p>
      </CatalogueHero>
      <ScriptureQuote
        className="mb-10"
        text="Let all things be done decently and in order."
        reference="1 Corinthians 14:40"
      />
      <p className="mx-auto mb-10 max-w-3xl text-center text-lg text-ink-700">
        Prayer is a gift of grace, and it is also a habit we practise. These tools help with the
        ordinary work: when to pray, what to say, whom to remember and how to bring the Scriptures
        into each day.
      </p>
      <FeatureTiles label="What the tools help with" tiles={TILES} />
      <h2 className="mb-6 text-3xl">Prayer Tools</h2>
      <CatalogueView
        products={products}
        loadingText="Loading practical prayer tools..."
        errorTitle="Prayer Tools Currently Unavailable"
        errorMessage="Could not load offerings."
        empty={
          <EmptyPanel title="Prayer Assembly Tools Coming Soon">
            <p>These tools are being prepared:</p>
            <UpcomingList items={UPCOMING_TOOLS} />
          </EmptyPanel>
        }
        card={(product) => ({
          linkLabel: 'Get Tools',
          descriptionFallback: 'A practical tool for your daily rule of prayer.',
          detail: { label: 'How to use', text: product.usageNotes, max: 100 },
          showPrice: true,
          showFormat: true,
          headingLevel: 3,
        })}
      />
    </>
  );
}
