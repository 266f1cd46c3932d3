import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { alertSettingsSchema, type AlertSettingsInput } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

const ALERT_SETTINGS_KEY = adminKeys.settings.alerts();

/** `GET /payments/settings/alerts`: the owner's alert choice, address and digest hour (admins). */
export const getAlertSettings = (signal?: AbortSignal) =>
  apiRequest('/settings/alerts', {
    service: 'payments',
    schema: alertSettingsSchema,
    auth: true,
    ...(signal && { signal }),
  });

export const alertSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ALERT_SETTINGS_KEY,
    queryFn: ({ signal }) => getAlertSettings(signal),
  });

/** `PATCH /payments/settings/alerts`: answers the settings as they now stand. */
export const updateAlertSettings = (input: AlertSettingsInput) =>
  apiRequest('/settings/alerts', {
    method: 'PATCH',
    service: 'payments',
    schema: alertSettingsSchema,
    auth: true,
    body: input,
  });

export function useUpdateAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlertSettings,
    meta: { done: 'Settings saved.', failed: 'Failed to save the settings.' },
    onSuccess: (settings) => queryClient.setQueryData(ALERT_SETTINGS_KEY, settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERT_SETTINGS_KEY }),
  });
}
