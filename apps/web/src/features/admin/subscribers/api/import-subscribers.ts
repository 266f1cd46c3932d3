import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importSubscribersResultSchema, type ImportSubscribersInput } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `POST /api/subscribers/import` (admins): the CSV, the lists, and whether consent is attested. */
export const importSubscribers = (input: ImportSubscribersInput) =>
  apiRequest('/api/subscribers/import', {
    method: 'POST',
    auth: true,
    schema: importSubscribersResultSchema,
    body: input,
  });

/** The import's result is shown beside its form; the counts and the list are stale after it. */
export function useImportSubscribers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSubscribers,
    meta: { failed: 'The import failed.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.subscribers.all }),
  });
}
