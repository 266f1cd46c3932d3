import { Router } from 'express';
import { calendarTodayQuerySchema, type ChurchCalendar } from '@ministry/contracts';
import { validated } from '@ministry/http';
import { churchDayFor } from './calendar.service.js';

/** A given date's answer never changes; "today" changes at midnight UTC. */
export const DATED_CACHE_CONTROL = 'public, max-age=86400';
export const TODAY_CACHE_CONTROL = 'public, max-age=300';

/** `GET /api/calendar/today?calendar=new|old&date=YYYY-MM-DD`: the Church's day. */
export function calendarRouter(defaultCalendar: ChurchCalendar): Router {
  const router = Router();
  router.get(
    '/calendar/today',
    validated({ query: calendarTodayQuerySchema }, ({ query }, _req, res) => {
      res
        .set('Cache-Control', query.date ? DATED_CACHE_CONTROL : TODAY_CACHE_CONTROL)
        .json(churchDayFor(query, defaultCalendar));
    }),
  );
  return router;
}
