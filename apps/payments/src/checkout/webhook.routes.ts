import express, { Router } from 'express';
import type Stripe from 'stripe';
import { AppError, type Logger } from '@ministry/http';
import type { GiftsService } from '../gifts/gifts.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import { isHandledStripeEvent, unhandledStripeEvent } from '../providers/stripe-events.js';
import {
  toProviderRefund,
  toProviderSession,
  type StripeProvider,
} from '../providers/stripe-provider.js';
import type { CheckoutService } from './checkout.service.js';

export const WEBHOOK_BODY_LIMIT = '1mb';

/**
 * The checkout session a session event is about. A signed event without one is malformed, not
 * our failure: a 400, never a 500 (which would only make Stripe send it again).
 */
function sessionOf(event: Stripe.Event): Stripe.Checkout.Session {
  const object = (event.data as { object?: unknown } | undefined)?.object as
    { id?: unknown; object?: unknown } | null | undefined;
  if (typeof object?.id !== 'string' || object.object !== 'checkout.session') {
    throw AppError.badRequest(`Webhook event ${event.type} has no checkout session`);
  }
  return object as Stripe.Checkout.Session;
}

/**
 * `POST /webhook`: Stripe's news about checkout sessions. The signature is checked against the
 * raw bytes, so this router must come before the JSON body parser. Answers 200 for every
 * verified event it handles or ignores, and 500 when a paid order could not be delivered yet,
 * so that Stripe sends the event again.
 */
export function webhookRoutes(deps: {
  stripe: StripeProvider;
  service: CheckoutService;
  orders: OrdersService;
  gifts: GiftsService;
  logger: Logger;
}): Router {
  const router = Router();

  router.post(
    '/webhook',
    express.raw({ type: 'application/json', limit: WEBHOOK_BODY_LIMIT }),
    async (req, res) => {
      const signature = req.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = deps.stripe.verifyWebhook(
          Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
        );
      } catch {
        throw AppError.badRequest('Webhook signature verification failed');
      }

      if (!isHandledStripeEvent(event)) {
        deps.logger.debug({ type: event.type }, 'webhook event ignored');
        res.json({ received: true });
        return;
      }
      // Gifts first: their sessions, invoices and subscriptions are no order's.
      if (await deps.gifts.handleStripeEvent(event)) {
        res.json({ received: true });
        return;
      }

      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.expired': {
          const { deliveryFailed } = await deps.service.settleSession(
            toProviderSession(sessionOf(event)),
          );
          if (deliveryFailed) {
            throw new AppError(500, 'delivery_failed', 'Order delivery failed; retry later', {
              expose: false,
            });
          }
          break;
        }
        case 'checkout.session.async_payment_failed':
          await deps.service.paymentFailed(toProviderSession(sessionOf(event)));
          break;
        // Refunds made here or in Stripe's dashboard, settled or reversed by Stripe.
        case 'charge.refunded': {
          const charge = event.data.object;
          await deps.orders.chargeRefunded({
            paymentIntentId:
              typeof charge.payment_intent === 'string'
                ? charge.payment_intent
                : charge.payment_intent?.id,
            amountRefunded: charge.amount_refunded,
            fullyRefunded: charge.refunded,
          });
          break;
        }
        case 'refund.updated':
        case 'refund.failed': {
          const refund = event.data.object;
          await deps.orders.refundUpdated({
            ...toProviderRefund(refund),
            orderId: refund.metadata?.orderId,
            key: refund.metadata?.refundKey,
          });
          break;
        }
        // Only gifts subscribe: an invoice or subscription that is no gift's is nobody's.
        case 'invoice.paid':
        case 'customer.subscription.deleted':
          deps.logger.debug({ type: event.type }, 'webhook event about no gift ignored');
          break;
        default:
          unhandledStripeEvent(event);
      }
      res.json({ received: true });
    },
  );

  return router;
}
