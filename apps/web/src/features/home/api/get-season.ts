import type { SeasonResources } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { seasonOfDay } from '@/lib/church-season';
import { loadContracts } from '@/lib/contracts';
import { toFeaturedTitles, type FeaturedTitle } from './get-featured-products';

/** One card of "For this season": a journal post, a title of the catalogue or a pearl. */
export type SeasonCard =
  | { kind: 'post'; href: string; title: string; excerpt: string }
  | { kind: 'product'; title: FeaturedTitle }
  | { kind: 'pearl'; href: string; quote: string; source: string };

/**
 * "For this season" as the home page shows it. Worked out by the loader on the server, like the
 * featured strip, so the page's JavaScript carries no calendar or title rules.
 */
export interface SeasonOnHome {
  /** The season and its day, e.g. "Great Lent · day 12", "Friday of the 14th week after Pentecost". */
  heading: string;
  /** The day's feasts by name, e.g. "Annunciation"; empty when there are none. */
  feasts: string;
  /** The tagged posts, the tagged products (one card per title), then one of the day's pearls. */
  cards: SeasonCard[];
}

/** The section for the day, or null when nothing is tagged for it (the featured strip shows). */
export function selectSeason({
  day,
  products,
  posts,
  pearls,
}: SeasonResources): SeasonOnHome | null {
  if (products.length === 0 && posts.length === 0) return null;
  // One of the day's pearls, changing from day to day, the same for every visitor that day.
  const pearl = pearls[Math.abs(day.daysFromPascha) % Math.max(pearls.length, 1)];
  return {
    heading: seasonOfDay(day),
    feasts: day.feasts.map(({ name }) => name).join(' · '),
    cards: [
      ...posts.map(({ title, excerpt, slug }): SeasonCard => ({
        kind: 'post',
        href: `/journey/${slug}`,
        title,
        excerpt,
      })),
      ...toFeaturedTitles(products).map((title): SeasonCard => ({ kind: 'product', title })),
      ...(pearl
        ? [
            {
              kind: 'pearl',
              href: `/pearls/${pearl._id}`,
              quote: pearl.body,
              source: pearl.book ? `${pearl.title}, ${pearl.book}` : pearl.title,
            } satisfies SeasonCard,
          ]
        : []),
    ],
  };
}

/**
 * `GET /api/calendar/season` on the ministry's default calendar (the api's DEFAULT_CALENDAR):
 * today's season (or a preview's `date`, see lib/site-date.ts) and what is tagged for it.
 */
export async function getSeason({
  date,
  signal,
}: { date?: string; signal?: AbortSignal } = {}): Promise<SeasonOnHome | null> {
  const { seasonResourcesSchema } = await loadContracts();
  const query = date ? `?${new URLSearchParams({ date })}` : '';
  return selectSeason(
    await apiRequest(`/api/calendar/season${query}`, { schema: seasonResourcesSchema, signal }),
  );
}
