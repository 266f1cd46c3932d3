import { queryOptions } from '@tanstack/react-query';
import { PRAYER_LIST_DAYS, prayerListSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** The periods the owner may list: the forty days by default, a week, a season, a year. */
export const PRAYER_LIST_PERIODS = [7, PRAYER_LIST_DAYS, 90, 365] as const;

/** `GET {payments}/gifts/prayer-names?days=` (admins): the names given over the last days. */
export const prayerNamesQueryOptions = (days: number) =>
  queryOptions({
    queryKey: adminKeys.gifts.prayerNames(days),
    queryFn: ({ signal }) =>
      apiRequest(`/gifts/prayer-names?days=${days}`, {
        service: 'payments',
        auth: true,
        schema: prayerListSchema,
        signal,
      }),
  });
