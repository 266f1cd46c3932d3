import { useMutation } from '@tanstack/react-query';
import { newEditionAnswerSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /payments/products/{id}/new-edition` (admins): after a product's file was replaced,
 * emails each past buyer once that the new edition is in their library. Payments remembers who
 * was told of which file, so calling it again tells nobody twice.
 */
export const tellPastBuyers = (productId: string) =>
  apiRequest(`/products/${encodeURIComponent(productId)}/new-edition`, {
    method: 'POST',
    service: 'payments',
    schema: newEditionAnswerSchema,
    auth: true,
  });

export const useTellPastBuyers = () =>
  useMutation({ mutationFn: tellPastBuyers, meta: { failed: 'Past buyers were not told.' } });
