import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fastingTraditionSettingSchema,
  type FastingTraditionSettingInput,
} from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

const FASTING_TRADITION_KEY = adminKeys.settings.fastingTradition();

/** `GET /api/settings/fasting-tradition`: whose fasting custom the calendar follows. */
export const fastingTraditionQueryOptions = () =>
  queryOptions({
    queryKey: FASTING_TRADITION_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/api/settings/fasting-tradition', {
        schema: fastingTraditionSettingSchema,
        auth: true,
        signal,
      }),
  });

/** `PATCH /api/settings/fasting-tradition` (admins): answers the tradition as it now stands. */
export function useUpdateFastingTradition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FastingTraditionSettingInput) =>
      apiRequest('/api/settings/fasting-tradition', {
        method: 'PATCH',
        schema: fastingTraditionSettingSchema,
        auth: true,
        body: input,
      }),
    meta: { done: 'Fasting tradition saved.', failed: 'Failed to save the fasting tradition.' },
    onSuccess: (setting) => queryClient.setQueryData(FASTING_TRADITION_KEY, setting),
  });
}
