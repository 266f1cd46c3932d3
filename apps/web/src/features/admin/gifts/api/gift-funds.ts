import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { giftFundsSchema, type GiftFundsInput } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

const FUNDS_KEY = adminKeys.gifts.funds();

/** `GET {payments}/gifts/funds` (admins): every fund, retired ones too, in the form's order. */
export const giftFundsQueryOptions = () =>
  queryOptions({
    queryKey: FUNDS_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/gifts/funds', {
        service: 'payments',
        auth: true,
        schema: giftFundsSchema,
        signal,
      }),
  });

/** `PATCH {payments}/gifts/funds`: the whole list; answers it as saved (new funds with ids). */
export const saveGiftFunds = (input: GiftFundsInput) =>
  apiRequest('/gifts/funds', {
    method: 'PATCH',
    service: 'payments',
    auth: true,
    schema: giftFundsSchema,
    body: input,
  });

export function useSaveGiftFunds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGiftFunds,
    meta: { done: 'Funds saved.', failed: 'Failed to save the funds.' },
    onSuccess: (funds) => queryClient.setQueryData(FUNDS_KEY, funds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FUNDS_KEY }),
  });
}
