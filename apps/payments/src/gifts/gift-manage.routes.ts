import { Router, type Request } from 'express';
import {
  librarySessionRequestSchema,
  librarySignInRequestSchema,
  monthlyGiftChangeSchema,
  monthlyGiftParamsSchema,
  type BillingPortal,
  type LibrarySignInResponse,
  type ManagedGifts,
  type SponsoredGifts,
} from '@ministry/contracts';
import { validated, type Logger } from '@ministry/http';
import { sessionTokenOf, signInLimits } from '../library/email-sign-in.js';
import { MANAGE_SIGNED_OUT, type GiftManage } from './gift-manage.js';

/** A donor's own answers: never stored by a browser or a proxy. */
const NO_STORE = 'private, no-store';

/**
 * "Manage my monthly gift" (`/gifts/manage/*`, `/payments/gifts/manage/*` through the gateway;
 * the web's `/donate/manage` page calls it from its server and keeps the session, a bearer
 * token, in an httpOnly cookie). Demo mode changes or cancels here; Stripe mode opens the portal.
 */
export function giftManageRoutes(deps: {
  manage: GiftManage;
  logger: Logger;
  demo: boolean;
}): Router {
  const { manage, logger } = deps;
  const router = Router();
  const limits = signInLimits('gift-manage');
  const donorOf = (req: Request) => manage.sessionEmail(sessionTokenOf(req, MANAGE_SIGNED_OUT));

  router.use(['/gifts/manage', '/demo/monthly-gifts'], (_req, res, next) => {
    res.set('Cache-Control', NO_STORE);
    next();
  });

  router.post(
    '/gifts/manage/sign-in-links',
    ...limits.askForLink,
    validated({ body: librarySignInRequestSchema }, async ({ body }, _req, res) => {
      // The same answer, at once, for every address: whether one gives monthly is never told.
      const answer: LibrarySignInResponse = { status: 'sent' };
      res.status(202).json(answer);
      await manage.sendSignInLink(body.email).catch((error: unknown) => {
        logger.error({ err: error }, 'gift manage sign-in email could not be sent');
      });
    }),
  );

  router.post(
    '/gifts/manage/sessions',
    limits.openSession,
    validated({ body: librarySessionRequestSchema }, async ({ body }, _req, res) => {
      res.status(201).json(await manage.openSession(body.token));
    }),
  );

  router.get('/gifts/manage', async (req, res) => {
    const answer: ManagedGifts = await manage.plans(await donorOf(req));
    res.json(answer);
  });

  // The donor's gifts of copies, and how many of each have been sent (`sponsored-copies.ts`).
  router.get('/gifts/manage/sponsored-copies', async (req, res) => {
    const answer: SponsoredGifts = { gifts: await manage.sponsoredGifts(await donorOf(req)) };
    res.json(answer);
  });

  router.post(
    '/gifts/manage/:id/amount',
    validated(
      { params: monthlyGiftParamsSchema, body: monthlyGiftChangeSchema },
      async ({ params, body }, req, res) => {
        res.json(await manage.changeAmount(await donorOf(req), params.id, body.amount));
      },
    ),
  );

  router.post(
    '/gifts/manage/:id/cancel',
    validated({ params: monthlyGiftParamsSchema }, async ({ params }, req, res) => {
      res.json(await manage.cancel(await donorOf(req), params.id));
    }),
  );

  router.post(
    '/gifts/manage/:id/renew',
    validated({ params: monthlyGiftParamsSchema }, async ({ params }, req, res) => {
      res.status(201).json(await manage.simulateRenewal(await donorOf(req), params.id));
    }),
  );

  router.post(
    '/gifts/manage/:id/portal',
    validated({ params: monthlyGiftParamsSchema }, async ({ params }, req, res) => {
      const answer: BillingPortal = await manage.portal(await donorOf(req), params.id);
      res.status(201).json(answer);
    }),
  );

  if (deps.demo) {
    // The demo's own paths for a monthly gift (its page, Stripe's monthly charge on demand):
    // the donor's session, as above; 401 without one, 404 for anyone else's gift.
    router.get(
      '/demo/monthly-gifts/:id',
      validated({ params: monthlyGiftParamsSchema }, async ({ params }, req, res) => {
        res.json(await manage.monthlyGift(await donorOf(req), params.id));
      }),
    );
    router.post(
      '/demo/monthly-gifts/:id/renew',
      validated({ params: monthlyGiftParamsSchema }, async ({ params }, req, res) => {
        res.status(201).json(await manage.simulateRenewal(await donorOf(req), params.id));
      }),
    );
    router.post(
      '/demo/monthly-gifts/:id/amount',
      validated(
        { params: monthlyGiftParamsSchema, body: monthlyGiftChangeSchema },
        async ({ params, body }, req, res) => {
          res.json(await manage.changeAmount(await donorOf(req), params.id, body.amount));
        },
      ),
    );
    router.post(
      '/demo/monthly-gifts/:id/cancel',
      validated({ params: monthlyGiftParamsSchema }, async ({ params }, req, res) => {
        res.json(await manage.cancel(await donorOf(req), params.id));
      }),
    );
  }

  router.post('/gifts/manage/sign-out', async (req, res) => {
    await manage.signOut(sessionTokenOf(req, MANAGE_SIGNED_OUT));
    res.status(204).end();
  });

  return router;
}
