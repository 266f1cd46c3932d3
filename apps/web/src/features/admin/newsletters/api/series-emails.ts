import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  seriesEmailSchema,
  type SeriesEmailInput,
  type UpdateSeriesEmailInput,
} from '@ministry/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `GET /api/newsletters/series?list=` (staff): a series' texts, by day. */
export const seriesEmailsQueryOptions = (list: string) =>
  queryOptions({
    queryKey: adminKeys.newsletters.series(list),
    queryFn: ({ signal }) =>
      apiRequest(`/api/newsletters/series?list=${encodeURIComponent(list)}`, {
        schema: z.array(seriesEmailSchema),
        auth: true,
        signal,
      }),
    enabled: Boolean(list),
  });

const path = (id: string) => `/api/newsletters/series/${encodeURIComponent(id)}`;

/** Every change reloads the series' texts. */
function useSeriesChange<V>(act: (variables: V) => Promise<unknown>, done: string, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    meta: { done, failed },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...adminKeys.newsletters.all, 'series'] }),
  });
}

/** `POST /api/newsletters/series` (admins). */
export const useCreateSeriesEmail = () =>
  useSeriesChange(
    (input: SeriesEmailInput) =>
      apiRequest('/api/newsletters/series', {
        method: 'POST',
        schema: seriesEmailSchema,
        auth: true,
        body: input,
      }),
    'Series email added.',
    'Failed to add the series email.',
  );

/** `PATCH /api/newsletters/series/{id}` (admins): subject and text. */
export const useUpdateSeriesEmail = () =>
  useSeriesChange(
    ({ id, input }: { id: string; input: UpdateSeriesEmailInput }) =>
      apiRequest(path(id), { method: 'PATCH', schema: seriesEmailSchema, auth: true, body: input }),
    'Series email saved.',
    'Failed to save the series email.',
  );

/** `DELETE /api/newsletters/series/{id}` (admins). */
export const useDeleteSeriesEmail = () =>
  useSeriesChange(
    (id: string) => apiRequest(path(id), { method: 'DELETE', auth: true }),
    'Series email deleted.',
    'Failed to delete the series email.',
  );
