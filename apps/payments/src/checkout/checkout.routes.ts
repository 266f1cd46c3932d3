import { Router, type RequestHandler } from 'express';
import {
  checkoutSessionRequestSchema,
  releaseCheckoutSessionInputSchema,
  sessionIdFromClientSecret,
  sessionStatusQuerySchema,
  type PaymentsConfig as PublicPaymentsConfig,
} from '@ministry/contracts';
import { validated } from '@ministry/http';
import type { CheckoutService } from './checkout.service.js';

/** The calls the web makes: how to pay, start a checkout, and how it went. */
export function checkoutRoutes(deps: {
  service: CheckoutService;
  publicConfig: PublicPaymentsConfig;
  checkoutLimiter: RequestHandler;
}): Router {
  const { service } = deps;
  const router = Router();

  router.get('/config', (_req, res) => {
    res.json(deps.publicConfig);
  });

  router.post(
    '/create-checkout-session',
    deps.checkoutLimiter,
    validated({ body: checkoutSessionRequestSchema }, async ({ body }, _req, res) => {
      res.json(await service.createCheckoutSession(body.cartItems));
    }),
  );

  // Answers 204 whether or not there was anything to release: the buyer's next step is the same.
  router.post(
    '/release-checkout-session',
    deps.checkoutLimiter,
    validated({ body: releaseCheckoutSessionInputSchema }, async ({ body }, _req, res) => {
      await service.releaseSession(sessionIdFromClientSecret(body.clientSecret));
      res.status(204).end();
    }),
  );

  router.get(
    '/session-status',
    validated({ query: sessionStatusQuerySchema }, async ({ query }, _req, res) => {
      res.json(await service.sessionStatus(query.session_id));
    }),
  );

  return router;
}
