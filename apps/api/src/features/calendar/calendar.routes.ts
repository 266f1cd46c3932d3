import { Router } from 'express';
import {
  calendarSeasonQuerySchema,
  calendarTodayQuerySchema,
  type ChurchCalendar,
} from '@ministry/contracts';
import { validated } from '@ministry/http';
import { sendPublicAnswer } from '../../http/public-answers.js';
import { churchDayFor, pearlOfTheDayFor, seasonResourcesFor } from './calendar.service.js';

/**
 * A given date's answer changes only when the owner chooses another fasting tradition (a day at
 * most, in a browser's cache); "today" changes at midnight UTC.
 */
export const DATED_CACHE_CONTROL = 'public, max-age=86400';
export const TODAY_CACHE_CONTROL = 'public, max-age=300';

/**
 * `GET /api/calendar/today?calendar=new|old&date=YYYY-MM-DD`: the Church's day;
 * `GET /api/calendar/season` (same query): the day and the resources tagged for it;
 * `GET /api/calendar/pearl` (same query): the sidebar's pearl, preferring the day's.
 * "Today" is read from `now` (tests give a fixed clock).
 */
export function calendarRoutes(
  defaultCalendar: ChurchCalendar,
  now: () => Date = () => new Date(),
): Router {
  const deps = { defaultCalendar, now };
  const router = Router();
  router.get(
    '/calendar/today',
    validated({ query: calendarTodayQuerySchema }, async ({ query }, _req, res) => {
      const day = await churchDayFor(query, deps);
      res.set('Cache-Control', query.date ? DATED_CACHE_CONTROL : TODAY_CACHE_CONTROL).json(day);
    }),
  );
  // Resources change with the admin's edits: revalidated on every use, as the catalogue.
  router.get(
    '/calendar/season',
    validated({ query: calendarSeasonQuerySchema }, async ({ query }, _req, res) => {
      sendPublicAnswer(res, await seasonResourcesFor(query, deps));
    }),
  );
  router.get(
    '/calendar/pearl',
    validated({ query: calendarSeasonQuerySchema }, async ({ query }, _req, res) => {
      // Picked anew on every visit, as the sidebar's pearl always was.
      res.set('Cache-Control', 'no-store').json(await pearlOfTheDayFor(query, deps));
    }),
  );
  return router;
}
