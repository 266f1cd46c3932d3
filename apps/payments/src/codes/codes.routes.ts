import { Router, type RequestHandler } from 'express';
import {
  codeCheckRequestSchema,
  discountCodeInputSchema,
  discountCodeUpdateSchema,
  idParamsSchema,
  shippingCents,
} from '@ministry/contracts';
import { civilDateIn } from '@ministry/contracts/time-zone';
import { validated } from '@ministry/http';
import { requireStaff, type StaffAuth } from '@ministry/http/staff-auth';
import { priceCart } from '../checkout/cart.js';
import type { ShippingSettings } from '../checkout/shipping.js';
import type { CodesService } from './codes.service.js';

/**
 * Discount codes (`/payments/codes` through the gateway): a buyer asks what a code takes off
 * their cart; admins list, make and pause codes (never cached).
 */
export function codesRoutes(deps: {
  codes: CodesService;
  staff: StaffAuth;
  shipping: ShippingSettings;
  checkoutLimiter: RequestHandler;
  ownerTimeZone: () => Promise<string>;
  now: () => Date;
}): Router {
  const { codes } = deps;
  const router = Router();

  // The buyer's question, before the admin's gate below: the cart priced here, never by the
  // browser, and the owner's today read on the buyer's calendar. Limited as checkouts are, so
  // that codes cannot be guessed at speed.
  router.post(
    '/codes/check',
    deps.checkoutLimiter,
    validated({ body: codeCheckRequestSchema }, async ({ body }, _req, res) => {
      const lines = await priceCart(body.cartItems);
      const subtotalCents = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
      const physical = lines.some((line) => line.format === 'physical');
      const { quote } = await codes.quote({
        code: body.code,
        lines,
        shippingCents: shippingCents(deps.shipping, subtotalCents, physical),
        calendar: body.calendar,
        today: civilDateIn(deps.now(), await deps.ownerTimeZone()),
      });
      res.set('Cache-Control', 'no-store');
      res.json(quote);
    }),
  );

  router.use(
    '/codes',
    requireStaff(deps.staff, { roles: ['admin'], refusal: 'Only admins may manage codes.' }),
    (_req, res, next) => {
      res.set('Cache-Control', 'private, no-store');
      next();
    },
  );

  router.get('/codes', async (_req, res) => {
    res.json({ codes: await codes.list() });
  });

  router.post(
    '/codes',
    validated({ body: discountCodeInputSchema }, async ({ body }, _req, res) => {
      res.status(201).json(await codes.create(body));
    }),
  );

  router.patch(
    '/codes/:id',
    validated(
      { params: idParamsSchema, body: discountCodeUpdateSchema },
      async ({ params, body }, _req, res) => {
        res.json(await codes.update(params.id, body));
      },
    ),
  );

  return router;
}
