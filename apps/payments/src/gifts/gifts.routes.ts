import { Router, type RequestHandler } from 'express';
import {
  copiesSentInputSchema,
  copyPoolParamsSchema,
  copyPoolsInputSchema,
  donorListQuerySchema,
  donorParamsSchema,
  giftFundsInputSchema,
  giftInputSchema,
  giftListQuerySchema,
  giftSessionParamsSchema,
  giftsReceivedQuerySchema,
  prayerListQuerySchema,
  sponsorCopiesInputSchema,
} from '@ministry/contracts';
import { validated } from '@ministry/http';
import { donorsCsv } from './donors-csv.js';
import { giftsCsv } from './gifts-csv.js';
import { giftsReceivedSince } from './gifts-received.js';
import type { GiftsService } from './gifts.service.js';

/** What the giving form calls: its options, and a gift to start. */
export function giftsRoutes(deps: {
  gifts: GiftsService;
  checkoutLimiter: RequestHandler;
  requireAdmin: RequestHandler;
}): Router {
  const { gifts } = deps;
  const router = Router();

  router.get('/gifts/options', async (_req, res) => {
    res.json(await gifts.options());
  });

  // The meters on `/donate`: read afresh for every request, so a gift shows on the next one.
  router.get('/gifts/goals', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await gifts.goals());
  });

  router.post(
    '/gifts',
    deps.checkoutLimiter,
    validated({ body: giftInputSchema }, async ({ body }, _req, res) => {
      res.status(201).json(await gifts.start(body));
    }),
  );

  // "Sponsor copies": the pools offered, and a gift of copies (its amount worked out here).
  router.get('/gifts/copy-pools', async (_req, res) => {
    res.json({ pools: await gifts.copyPools.offered() });
  });
  router.post(
    '/gifts/sponsored-copies',
    deps.checkoutLimiter,
    validated({ body: sponsorCopiesInputSchema }, async ({ body }, _req, res) => {
      res.status(201).json(await gifts.sponsor(body));
    }),
  );

  // The admin's figures, list and export: donors' addresses, never cached.
  const admin = [
    deps.requireAdmin,
    ((_req, res, next) => {
      res.set('Cache-Control', 'private, no-store');
      next();
    }) satisfies RequestHandler,
  ];
  // The donor back from Stripe's checkout: the thank-you (or "not received") on `/donate`.
  router.get(
    '/gifts/sessions/:id',
    validated({ params: giftSessionParamsSchema }, async ({ params }, _req, res) => {
      res.set('Cache-Control', 'private, no-store');
      res.json(await gifts.sessionStatus(params.id));
    }),
  );

  router.get('/gifts/funds', ...admin, async (_req, res) => {
    res.json({ funds: await gifts.funds() });
  });
  router.patch(
    '/gifts/funds',
    ...admin,
    validated({ body: giftFundsInputSchema }, async ({ body }, _req, res) => {
      res.json({ funds: await gifts.saveFunds(body) });
    }),
  );

  router.get('/gifts/copy-pools/admin', ...admin, async (_req, res) => {
    res.json({ pools: await gifts.copyPools.all() });
  });
  router.patch(
    '/gifts/copy-pools',
    ...admin,
    validated({ body: copyPoolsInputSchema }, async ({ body }, _req, res) => {
      res.json({ pools: await gifts.copyPools.replace(body) });
    }),
  );
  router.post(
    '/gifts/copy-pools/:id/sent',
    ...admin,
    validated(
      { params: copyPoolParamsSchema, body: copiesSentInputSchema },
      async ({ params, body }, _req, res) => {
        res.status(201).json(await gifts.copyPools.recordSent(params.id, body));
      },
    ),
  );

  router.get(
    '/gifts/received',
    ...admin,
    validated({ query: giftsReceivedQuerySchema }, async ({ query }, _req, res) => {
      res.json(await giftsReceivedSince(new Date(query.since)));
    }),
  );
  router.get(
    '/gifts/prayer-names',
    ...admin,
    validated({ query: prayerListQuerySchema }, async ({ query }, _req, res) => {
      res.json(await gifts.prayerList(query.days));
    }),
  );
  router.get('/gifts/summary', ...admin, async (_req, res) => {
    res.json(await gifts.summary());
  });
  router.get(
    '/gifts',
    ...admin,
    validated({ query: giftListQuerySchema }, async ({ query }, _req, res) => {
      res.json(await gifts.list(query));
    }),
  );
  router.get(
    '/gifts.csv',
    ...admin,
    validated({ query: giftListQuerySchema }, async ({ query }, _req, res) => {
      const day = new Date().toISOString().slice(0, 10);
      res
        .type('text/csv; charset=utf-8')
        .attachment(`gifts-${day}.csv`)
        .send(giftsCsv(await gifts.exportable(query)));
    }),
  );

  router.get(
    '/gifts/donors',
    ...admin,
    validated({ query: donorListQuerySchema }, async ({ query }, _req, res) => {
      res.json(await gifts.donors(query));
    }),
  );
  router.get(
    '/gifts/donors.csv',
    ...admin,
    validated({ query: donorListQuerySchema }, async ({ query }, _req, res) => {
      const day = new Date().toISOString().slice(0, 10);
      res
        .type('text/csv; charset=utf-8')
        .attachment(`donors-${day}.csv`)
        .send(donorsCsv(await gifts.exportableDonors(query)));
    }),
  );
  router.get(
    '/gifts/donors/:email',
    ...admin,
    validated({ params: donorParamsSchema }, async ({ params }, _req, res) => {
      res.json(await gifts.donor(params.email));
    }),
  );

  return router;
}
