import { Router } from 'express';
import {
  calendarChoiceQuerySchema,
  calendarDayParamsSchema,
  calendarMonthParamsSchema,
  calendarSeasonQuerySchema,
  calendarTodayQuerySchema,
  type ChurchCalendar,
} from '@ministry/contracts';
import { validated } from '@ministry/http';
import { sendPublicAnswer } from '../../http/public-answers.js';
import { buildFeastsCalendar, buildReadingsFeed } from './calendar-feeds.service.js';
import { churchDayFor, pearlOfTheDayFor, seasonResourcesFor } from './calendar.service.js';
import { dayPageFor, monthFor } from './day-page.service.js';

/**
 * A given date's answer changes only when the owner chooses another fasting tradition (a day at
 * most, in a browser's cache); "today" changes at midnight UTC.
 */
export const DATED_CACHE_CONTROL = 'public, max-age=86400';
export const TODAY_CACHE_CONTROL = 'public, max-age=300';
/** The feeds start from today: an hour is soon enough for a calendar app or a feed reader. */
export const FEED_CACHE_CONTROL = 'public, max-age=3600';

/**
 * `GET /api/calendar/today?calendar=new|old&date=YYYY-MM-DD`: the Church's day;
 * `GET /api/calendar/season` (same query): the day and the resources tagged for it;
 * `GET /api/calendar/pearl` (same query): the sidebar's pearl, preferring the day's;
 * `GET /api/calendar/days/:date?calendar=`: the day's page (saints, readings with text, resources);
 * `GET /api/calendar/months/:month?calendar=`: a line for each day of a month;
 * `GET /api/calendar/feasts.ics?calendar=` and `/api/calendar/readings.xml?calendar=`: the feeds,
 * with links on the public `origin` (the gateway serves them at `/calendar/…`).
 * "Today" is read from `now` (tests give a fixed clock).
 */
export function calendarRoutes(
  defaultCalendar: ChurchCalendar,
  now: () => Date = () => new Date(),
  origin = 'http://localhost:5173',
): Router {
  const deps = { defaultCalendar, now };
  const base = origin.replace(/\/+$/, '');
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
  // The day's resources change with the admin's edits: revalidated on every use.
  router.get(
    '/calendar/days/:date',
    validated(
      { params: calendarDayParamsSchema, query: calendarChoiceQuerySchema },
      async ({ params, query }, _req, res) => {
        sendPublicAnswer(res, await dayPageFor(params.date, query.calendar ?? defaultCalendar));
      },
    ),
  );
  router.get(
    '/calendar/months/:month',
    validated(
      { params: calendarMonthParamsSchema, query: calendarChoiceQuerySchema },
      ({ params, query }, _req, res) => {
        res
          .set('Cache-Control', DATED_CACHE_CONTROL)
          .json(monthFor(params.month, query.calendar ?? defaultCalendar));
      },
    ),
  );
  router.get(
    '/calendar/feasts.ics',
    validated({ query: calendarChoiceQuerySchema }, ({ query }, _req, res) => {
      res
        .set('Cache-Control', FEED_CACHE_CONTROL)
        .type('text/calendar; charset=utf-8')
        .send(buildFeastsCalendar(query.calendar ?? defaultCalendar, now(), base));
    }),
  );
  router.get(
    '/calendar/readings.xml',
    validated({ query: calendarChoiceQuerySchema }, ({ query }, _req, res) => {
      res
        .set('Cache-Control', FEED_CACHE_CONTROL)
        .type('application/rss+xml')
        .send(buildReadingsFeed(query.calendar ?? defaultCalendar, now(), base));
    }),
  );
  return router;
}
