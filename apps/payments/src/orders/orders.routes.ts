import { Router } from 'express';
import {
  orderListQuerySchema,
  orderNumberParamsSchema,
  refundInputSchema,
  shipmentInputSchema,
} from '@ministry/contracts';
import { readOwnerTimeZone } from '@ministry/db';
import { validated } from '@ministry/http';
import { currentStaff, requireStaff, type StaffAuth } from '@ministry/http/staff-auth';
import { ordersCsv } from './orders-csv.js';
import type { OrdersService } from './orders.service.js';
import { staffActor } from './order-events.js';

/** The order desk, for admins: `/orders…` here, `/payments/orders…` through the gateway. */
export function ordersRoutes(deps: {
  orders: OrdersService;
  staff: StaffAuth;
  /** OWNER_TIME_ZONE: the CSV's dates are in the owner's zone, this one until they save one. */
  timeZone: string;
}): Router {
  const { orders } = deps;
  const router = Router();
  const adminsOnly = requireStaff(deps.staff, {
    roles: ['admin'],
    refusal: 'Only admins may manage orders.',
  });
  router.use('/orders', adminsOnly);
  router.use('/orders.csv', adminsOnly);
  // Order answers hold buyers' addresses: never kept by a browser or a proxy.
  router.use(['/orders', '/orders.csv'], (_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  router.get(
    '/orders',
    validated({ query: orderListQuerySchema }, async ({ query }, _req, res) => {
      res.json(await orders.list(query));
    }),
  );

  router.get(
    '/orders.csv',
    validated({ query: orderListQuerySchema }, async ({ query }, _req, res) => {
      const timeZone = await readOwnerTimeZone(deps.timeZone);
      const csv = ordersCsv(await orders.exportable(query), timeZone);
      const day = new Date().toISOString().slice(0, 10);
      res
        .type('text/csv; charset=utf-8')
        .attachment(`orders-${query.status ?? 'all'}-${day}.csv`)
        .send(csv);
    }),
  );

  router.get('/orders/stats', async (_req, res) => {
    res.json(await orders.stats());
  });

  router.get(
    '/orders/:number',
    validated({ params: orderNumberParamsSchema }, async ({ params }, _req, res) => {
      res.json(await orders.detail(params.number));
    }),
  );

  router.post(
    '/orders/:number/shipment',
    validated(
      { params: orderNumberParamsSchema, body: shipmentInputSchema },
      async ({ params, body }, req, res) => {
        res.json(await orders.ship(params.number, body, staffActor(currentStaff(req))));
      },
    ),
  );

  router.post(
    '/orders/:number/refunds',
    validated(
      { params: orderNumberParamsSchema, body: refundInputSchema },
      async ({ params, body }, req, res) => {
        res.json(await orders.refund(params.number, body, staffActor(currentStaff(req))));
      },
    ),
  );

  router.post(
    '/orders/:number/resend',
    validated({ params: orderNumberParamsSchema }, async ({ params }, req, res) => {
      res.json(await orders.resend(params.number, staffActor(currentStaff(req))));
    }),
  );

  router.post(
    '/orders/:number/reissue-links',
    validated({ params: orderNumberParamsSchema }, async ({ params }, req, res) => {
      res.json(await orders.reissueLinks(params.number, staffActor(currentStaff(req))));
    }),
  );

  return router;
}
