import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  pearlListSchema,
  pearlSchema,
  type CreatePearlInput,
  type UpdatePearlInput,
} from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import type { OutcomeMeta } from '../../lib/outcome-toasts';
import { adminKeys } from '../../lib/query-keys';

/** `GET /api/pearls/admin?q=`: search by title, book or words of the body. */
export const getAdminPearls = (q: string, signal?: AbortSignal) =>
  apiRequest(`/api/pearls/admin${q ? `?q=${encodeURIComponent(q)}` : ''}`, {
    schema: pearlListSchema,
    auth: true,
    ...(signal && { signal }),
  });

export const adminPearlsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: adminKeys.pearls.search(q),
    queryFn: ({ signal }) => getAdminPearls(q, signal),
  });

export const createPearl = (input: CreatePearlInput) =>
  apiRequest('/api/pearls', { method: 'POST', body: input, schema: pearlSchema, auth: true });

export const updatePearl = ({ id, changes }: { id: string; changes: UpdatePearlInput }) =>
  apiRequest(`/api/pearls/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
    schema: pearlSchema,
    auth: true,
  });

export const deletePearl = (id: string) =>
  apiRequest(`/api/pearls/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });

function usePearlMutation<V>(mutationFn: (variables: V) => Promise<unknown>, meta: OutcomeMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.pearls.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.changes.all }),
      ]),
  });
}

export const useCreatePearl = () =>
  usePearlMutation(createPearl, { done: 'Pearl added.', failed: 'Failed to add the pearl.' });
export const useUpdatePearl = () =>
  usePearlMutation(updatePearl, { done: 'Pearl saved.', failed: 'Failed to save the pearl.' });
export const useDeletePearl = () =>
  usePearlMutation(deletePearl, { done: 'Pearl deleted.', failed: 'Failed to delete pearl.' });
