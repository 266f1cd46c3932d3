import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  orderActionResponseSchema,
  type OrderActionResponse,
  type RefundInput,
  type ShipmentInput,
} from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';
import { orderQueryOptions } from './get-order';

/** `POST /payments/orders/{number}/{action}`: each answers the order as it now stands. */
const orderAction = (number: string, action: string, body?: unknown) =>
  apiRequest(`/orders/${encodeURIComponent(number)}/${action}`, {
    method: 'POST',
    service: 'payments',
    schema: orderActionResponseSchema,
    auth: true,
    body,
  });

export const shipOrder = (number: string, input: ShipmentInput) =>
  orderAction(number, 'shipment', input);

export const refundOrder = (number: string, input: RefundInput) =>
  orderAction(number, 'refunds', input);

export const resendConfirmation = (number: string) => orderAction(number, 'resend');

export const reissueLinks = (number: string) => orderAction(number, 'reissue-links');

/**
 * The order on screen becomes the one the action answered at once; every list and count
 * (to ship, needs attention) is then stale, and a refused action reloads the order too, since
 * it may have changed under the screen.
 */
function useOrderAction<V>(
  number: string,
  act: (variables: V) => Promise<OrderActionResponse>,
  failed: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    meta: { failed },
    onSuccess: (answer) =>
      queryClient.setQueryData(orderQueryOptions(number).queryKey, answer.order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders.all }),
  });
}

export const useShipOrder = (number: string) =>
  useOrderAction(
    number,
    (input: ShipmentInput) => shipOrder(number, input),
    'Failed to mark the order shipped.',
  );

export const useRefundOrder = (number: string) =>
  useOrderAction(
    number,
    (input: RefundInput) => refundOrder(number, input),
    'Failed to refund the order.',
  );

export const useResendConfirmation = (number: string) =>
  useOrderAction(number, () => resendConfirmation(number), 'Failed to resend the confirmation.');

export const useReissueLinks = (number: string) =>
  useOrderAction(number, () => reissueLinks(number), 'Failed to reissue the download links.');
