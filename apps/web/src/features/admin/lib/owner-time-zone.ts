import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { timeZoneSettingSchema, type TimeZoneSettingInput } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { formatAdminDay, formatAdminTime } from './admin-time';
import { adminKeys } from './query-keys';

const TIME_ZONE_KEY = adminKeys.settings.timeZone();

/** `GET /payments/settings/time-zone`: the owner's zone (every member of staff reads it). */
export const getOwnerTimeZone = (signal?: AbortSignal) =>
  apiRequest('/settings/time-zone', {
    service: 'payments',
    schema: timeZoneSettingSchema,
    auth: true,
    ...(signal && { signal }),
  });

export const ownerTimeZoneQueryOptions = () =>
  queryOptions({
    queryKey: TIME_ZONE_KEY,
    queryFn: ({ signal }) => getOwnerTimeZone(signal),
    staleTime: 5 * 60_000,
  });

/** `PATCH /payments/settings/time-zone` (admins): answers the zone as it now stands. */
export function useUpdateOwnerTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TimeZoneSettingInput) =>
      apiRequest('/settings/time-zone', {
        method: 'PATCH',
        service: 'payments',
        schema: timeZoneSettingSchema,
        auth: true,
        body: input,
      }),
    meta: { done: 'Time zone saved.', failed: 'Failed to save the time zone.' },
    onSuccess: (setting) => queryClient.setQueryData(TIME_ZONE_KEY, setting),
  });
}

/**
 * The owner's zone and the admin's two date formats bound to it. Until the zone has loaded (or
 * if it cannot be), times read in UTC.
 */
export function useAdminTime() {
  const zone = useQuery(ownerTimeZoneQueryOptions()).data?.timeZone ?? 'UTC';
  return {
    zone,
    time: (iso: string | null | undefined) => formatAdminTime(iso, zone),
    day: (iso: string | null | undefined) => formatAdminDay(iso, zone),
  };
}
