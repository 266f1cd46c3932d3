import { Router, type RequestHandler } from 'express';
import {
  checkoutSessionRequestSchema,
  codeCheckRequestSchema,
  releaseCheckoutSessionInputSchema,
  sessionIdFromClientSecret,
  sessionStatusQuerySchema,
  type PaymentsConfig as PublicPaymentsConfig,
  type ShippingTerms,
} from '@ministry/contracts';
import { validated } from '@ministry/http';
import type { CheckoutService } from './checkout.service.js';

/** The calls the web makes: how to pay, start a checkout, and how it went. */
export function checkoutRoutes(deps: {
  service: CheckoutService;
  publicConfig: PublicPaymentsConfig;
  /** The owner's shipping terms, shown on product pages, in the cart and at checkout. */
  shipping: ShippingTerms;
  checkoutLimiter: RequestHandler;
}): Router {
  const { service } = deps;
  const router = Router();

  router.get('/config', (_req, res) => {
    res.json(deps.publicConfig);
  });

  // Fixed until the service restarts with new settings: caches may keep it a few minutes.
  router.get('/shipping', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(deps.shipping);
  });

  router.post(
    '/create-checkout-session',
    deps.checkoutLimiter,
    validated({ body: checkoutSessionRequestSchema }, async ({ body }, _req, res) => {
      res.json(await service.createCheckoutSession(body));
    }),
  );

  // The buyer's question about a code, before checkout: the cart priced here, never by the
  // browser, and the owner's day read on the buyer's calendar. Limited as checkouts are, so that
  // codes cannot be guessed at speed.
  router.post(
    '/codes/check',
    deps.checkoutLimiter,
    validated({ body: codeCheckRequestSchema }, async ({ body }, _req, res) => {
      res.set('Cache-Control', 'no-store');
      res.json(await service.quoteCode(body));
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
