import express, { Router } from 'express';
import {
  confirmSubscriptionInputSchema,
  subscribeInputSchema,
  subscriberTokenParamsSchema,
  subscriptionPreferencesInputSchema,
} from '@ministry/contracts';
import { MongoRateLimitStore } from '@ministry/db';
import { rateLimited, validated } from '@ministry/http';
import { listMailingLists } from './mailing-lists.service.js';
import {
  deleteSubscriber,
  exportSubscriberData,
  readPreferences,
  unsubscribe,
  updatePreferences,
} from './preferences.service.js';
import { confirmSubscription, subscribe } from './subscribe.service.js';
import type { SubscribersDeps } from './subscribers.deps.js';

/** As the contact form: five requests per address every 15 minutes, counted in MongoDB. */
export const SUBSCRIBE_RATE_LIMIT = { limit: 5, windowMs: 15 * 60_000 };

/**
 * The email list's public side: the lists offered, the subscribe form, the confirmation link,
 * and what a subscriber does from the link in each email (the link's key is the only proof).
 */
export function subscribersRoutes(deps: SubscribersDeps): Router {
  const router = Router();
  const limiter = rateLimited({
    ...SUBSCRIBE_RATE_LIMIT,
    // In MongoDB, so that the limit holds across every api process; a database that cannot
    // count lets the request through rather than refuse it.
    store: new MongoRateLimitStore('subscribe'),
    passOnStoreError: true,
    message: 'Too many requests from your address. Please wait a few minutes and try again.',
  });

  router.get('/lists', async (_req, res) => {
    res.json(await listMailingLists('public'));
  });

  router.post(
    '/subscribe',
    limiter,
    validated({ body: subscribeInputSchema }, async ({ body }, req, res) => {
      res.status(202).json(await subscribe(deps, body, req.ip));
    }),
  );

  // A person's address, lists and preferences key: never kept by a browser or a proxy.
  router.use('/subscriptions/:token', (_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  router.post(
    '/subscriptions/confirm',
    validated({ body: confirmSubscriptionInputSchema }, async ({ body }, _req, res) => {
      res.json(await confirmSubscription(deps, body.token));
    }),
  );

  router.get(
    '/subscriptions/:token',
    validated({ params: subscriberTokenParamsSchema }, async ({ params }, _req, res) => {
      res.json(await readPreferences(params.token));
    }),
  );

  router.patch(
    '/subscriptions/:token',
    validated(
      { params: subscriberTokenParamsSchema, body: subscriptionPreferencesInputSchema },
      async ({ params, body }, _req, res) => {
        res.json(await updatePreferences(params.token, body, deps.now()));
      },
    ),
  );

  // Also RFC 8058's one-click: a mail program POSTs `List-Unsubscribe=One-Click` as a form,
  // with no cookie, no token but the link's and no JSON. Any body (or none) leaves every list.
  router.post(
    '/subscriptions/:token/unsubscribe',
    express.urlencoded({ extended: false, limit: '1kb' }),
    validated({ params: subscriberTokenParamsSchema }, async ({ params }, req, res) => {
      const oneClick =
        (req.body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click';
      res.json(await unsubscribe(params.token, oneClick ? 'one-click' : 'page', deps.now()));
    }),
  );

  router.get(
    '/subscriptions/:token/data',
    validated({ params: subscriberTokenParamsSchema }, async ({ params }, _req, res) => {
      res.json(await exportSubscriberData(params.token));
    }),
  );

  router.delete(
    '/subscriptions/:token',
    validated({ params: subscriberTokenParamsSchema }, async ({ params }, _req, res) => {
      await deleteSubscriber(params.token);
      res.status(204).end();
    }),
  );

  return router;
}
