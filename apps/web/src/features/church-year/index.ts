import { lazy } from 'react';

/**
 * The Church year on public pages: the "Today" line (its data comes from the layout's loader).
 * Its code is not part of the page's first JavaScript: rendered on the server, it is hydrated
 * once its chunk arrives, the server's HTML standing in meanwhile. The layout holds its box.
 */
export const TodayLine = lazy(() =>
  import('./components/today-line').then(({ TodayLine }) => ({ default: TodayLine })),
);
export type { TodayLine as TodayLineData } from './lib/today-line';
