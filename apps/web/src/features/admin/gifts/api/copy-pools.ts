import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  copyPoolAdminSchema,
  copyPoolsAdminSchema,
  type CopiesSentInput,
  type CopyPoolsInput,
} from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

const POOLS_KEY = adminKeys.gifts.copyPools();

/** `GET {payments}/gifts/copy-pools/admin` (admins): every pool, its copies sponsored and sent. */
export const copyPoolsQueryOptions = () =>
  queryOptions({
    queryKey: POOLS_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/gifts/copy-pools/admin', {
        service: 'payments',
        auth: true,
        schema: copyPoolsAdminSchema,
        signal,
      }),
  });

/** `POST {payments}/gifts/copy-pools/:id/sent`: refused (409) when fewer copies are waiting. */
export const recordCopiesSent = ({ poolId, ...input }: CopiesSentInput & { poolId: string }) =>
  apiRequest(`/gifts/copy-pools/${encodeURIComponent(poolId)}/sent`, {
    method: 'POST',
    service: 'payments',
    auth: true,
    schema: copyPoolAdminSchema,
    body: input,
  });

export function useRecordCopiesSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCopiesSent,
    meta: { done: 'Copies sent recorded.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: POOLS_KEY }),
  });
}

/** `PATCH {payments}/gifts/copy-pools`: the whole list of pools, in order. */
export const saveCopyPools = (input: CopyPoolsInput) =>
  apiRequest('/gifts/copy-pools', {
    method: 'PATCH',
    service: 'payments',
    auth: true,
    schema: copyPoolsAdminSchema,
    body: input,
  });

export function useSaveCopyPools() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCopyPools,
    meta: { done: 'Pools saved.', failed: 'Failed to save the pools.' },
    onSuccess: (pools) => queryClient.setQueryData(POOLS_KEY, pools),
    onSettled: () => queryClient.invalidateQueries({ queryKey: POOLS_KEY }),
  });
}
