import { churchDay, civilDateOfUtc } from '@ministry/calendar';
import {
  SEASON_POST_LIMIT,
  SEASON_PRODUCT_LIMIT,
  type CalendarTodayQuery,
  type ChurchCalendar,
  type ChurchDay,
  type FastingTradition,
  type PearlOfTheDay,
  type SeasonResources,
} from '@ministry/contracts';
import { readFastingTradition } from '@ministry/db';
import { pearlForDay, listSeasonPearls } from '../catalogue/pearls.service.js';
import { listSeasonProducts } from '../catalogue/products.service.js';
import { listPublishedSeasonPosts } from '../posts/posts.service.js';

/** What the calendar's answers need: the owner's calendar and the clock "today" is read from. */
export interface CalendarDeps {
  defaultCalendar: ChurchCalendar;
  now: () => Date;
}

/**
 * The Church's day asked for: the given civil date, or today in UTC (one answer for every
 * visitor whatever their time zone), on the given calendar or the ministry's default, its fast
 * in the owner's tradition.
 */
export function churchDayIn(
  query: CalendarTodayQuery,
  defaultCalendar: ChurchCalendar,
  tradition: FastingTradition,
  now: Date = new Date(),
): ChurchDay {
  return churchDay(query.date ?? civilDateOfUtc(now), {
    calendar: query.calendar ?? defaultCalendar,
    tradition,
  });
}

/** `churchDayIn` with the tradition the owner saved. */
export async function churchDayFor(
  query: CalendarTodayQuery,
  { defaultCalendar, now }: CalendarDeps,
): Promise<ChurchDay> {
  return churchDayIn(query, defaultCalendar, await readFastingTradition(), now());
}

/** "For this season": the day and what is tagged with its season or one of its feasts. */
export async function seasonResourcesFor(
  query: CalendarTodayQuery,
  deps: CalendarDeps,
): Promise<SeasonResources> {
  const day = await churchDayFor(query, deps);
  const [products, posts, pearls] = await Promise.all([
    listSeasonProducts(day.tags, SEASON_PRODUCT_LIMIT),
    listPublishedSeasonPosts(day.tags, SEASON_POST_LIMIT),
    listSeasonPearls(day.tags),
  ]);
  return { day, products, posts, pearls };
}

/** The sidebar's pearl for the day asked for (see `pearlForDay`). */
export async function pearlOfTheDayFor(
  query: CalendarTodayQuery,
  deps: CalendarDeps,
): Promise<PearlOfTheDay> {
  const day = await churchDayFor(query, deps);
  return { pearl: await pearlForDay(day.tags) };
}
