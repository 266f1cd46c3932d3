import type { Logger } from '@ministry/http';
import type { GiftsService } from '../gifts/gifts.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { PaymentAction } from '../providers/actions.js';
import type { CheckoutService } from './checkout.service.js';

export interface PaymentActionsDeps {
  service: Pick<CheckoutService, 'settleSession' | 'paymentFailed'>;
  orders: Pick<OrdersService, 'refundsChanged'>;
  gifts: Pick<GiftsService, 'handlePaymentAction'>;
  logger: Logger;
}

/** What acting on one action came to: a paid order whose delivery must be tried again. */
export interface ActionOutcome {
  deliveryFailed: boolean;
}

/**
 * Hands the payment provider's news (`providers/actions.ts`), whichever provider brought it
 * (Stripe's webhook, the demo's pretend payment), to the service it is about: gifts first,
 * whose sessions and subscriptions are no order's, then the checkout and the order desk.
 */
export function createPaymentActions(deps: PaymentActionsDeps) {
  const done: ActionOutcome = { deliveryFailed: false };

  return async function act(action: PaymentAction): Promise<ActionOutcome> {
    if (await deps.gifts.handlePaymentAction(action)) return done;
    switch (action.type) {
      case 'payment.succeeded':
      case 'payment.pending':
      case 'checkout.expired': {
        const { deliveryFailed } = await deps.service.settleSession(action.session);
        return { deliveryFailed };
      }
      case 'payment.failed':
        await deps.service.paymentFailed(action.session);
        return done;
      // Refunds made here or in the provider's dashboard, completed or reversed by it: the
      // order desk reads the payment's refunds as they are now, not as the news says.
      case 'payment.refunded':
        await deps.orders.refundsChanged({ paymentIntentId: action.paymentIntentId });
        return done;
      case 'refund.updated':
        await deps.orders.refundsChanged({
          paymentIntentId: action.refund.paymentIntentId,
          orderId: action.refund.orderId,
        });
        return done;
      // Only gifts subscribe: a subscription that is no gift's is nobody's.
      case 'subscription.started':
      case 'subscription.renewed':
      case 'subscription.ended':
        deps.logger.debug({ type: action.type }, 'payment news about no gift ignored');
        return done;
      case 'ignored':
        deps.logger.debug({ type: action.event }, 'webhook event ignored');
        return done;
      default:
        return unknownAction(action);
    }
  };
}

export type PaymentActions = ReturnType<typeof createPaymentActions>;

/** A type of action left without its case fails the typecheck. */
function unknownAction(action: never): never {
  throw new Error(`No handler for the payment action ${(action as PaymentAction).type}`);
}
