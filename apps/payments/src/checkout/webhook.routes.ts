import express, { Router } from 'express';
import { AppError } from '@ministry/http';
import { InvalidWebhookError, type PaymentAction } from '../providers/actions.js';
import type { WebhookSource } from '../providers/payment-provider.js';
import type { PaymentActions } from './payment-actions.js';

export const WEBHOOK_BODY_LIMIT = '1mb';

/**
 * `POST /webhook`: the payment provider's news (Stripe's events). The provider checks the
 * signature against the raw bytes, so this router must come before the JSON body parser, and
 * turns the event into an action (`providers/actions.ts`), which `act` hands to its service.
 * Answers 200 for every genuine event it acts on or ignores, 400 for one that is not genuine or
 * has no object (sending it again would not help), and 500 when a paid order could not be
 * delivered yet, so that Stripe sends the event again.
 */
export function webhookRoutes(deps: { provider: WebhookSource; act: PaymentActions }): Router {
  const router = Router();

  router.post(
    '/webhook',
    express.raw({ type: 'application/json', limit: WEBHOOK_BODY_LIMIT }),
    async (req, res) => {
      let action: PaymentAction;
      try {
        action = deps.provider.parseWebhook(
          Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          req.headers,
        );
      } catch (error) {
        if (error instanceof InvalidWebhookError) throw AppError.badRequest(error.message);
        throw error;
      }

      const { deliveryFailed } = await deps.act(action);
      if (deliveryFailed) {
        throw new AppError(500, 'delivery_failed', 'Order delivery failed; retry later', {
          expose: false,
        });
      }
      res.json({ received: true });
    },
  );

  return router;
}
