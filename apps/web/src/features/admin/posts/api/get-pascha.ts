import { queryOptions } from '@tanstack/react-query';
import { churchDaySchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/**
 * Pascha of a year as a civil date (`YYYY-MM-DD`), from `GET /api/calendar/today`: any date of the
 * year answers its Pascha, so the admin needs no calendar code of its own.
 */
export const paschaQueryOptions = (year: number) =>
  queryOptions({
    queryKey: adminKeys.calendar.pascha(year),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/calendar/today?date=${year}-01-01`, {
          schema: churchDaySchema,
          signal,
        })
      ).pascha,
    staleTime: Infinity,
  });
