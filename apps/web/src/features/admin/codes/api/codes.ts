import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  discountCodeListSchema,
  discountCodeSchema,
  type DiscountCodeInput,
} from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `GET {payments}/codes` (admins): every code, newest first, with its uses. */
export const codesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.codes.list(),
    queryFn: ({ signal }) =>
      apiRequest('/codes', {
        service: 'payments',
        auth: true,
        schema: discountCodeListSchema,
        signal,
      }),
  });

export function useCreateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiscountCodeInput) =>
      apiRequest('/codes', {
        method: 'POST',
        service: 'payments',
        auth: true,
        schema: discountCodeSchema,
        body: input,
      }),
    meta: {
      done: (code: { code: string }) => `${code.code} created.`,
      failed: 'Failed to create the code.',
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.codes.all }),
  });
}

export function useSetCodePaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) =>
      apiRequest(`/codes/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        service: 'payments',
        auth: true,
        schema: discountCodeSchema,
        body: { paused },
      }),
    meta: {
      done: (code: { code: string; paused: boolean }) =>
        `${code.code} ${code.paused ? 'paused' : 'works again'}.`,
      failed: 'Failed to change the code.',
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.codes.all }),
  });
}
