import { Router } from 'express';
import {
  demoCompleteInputSchema,
  demoCompleteParamsSchema,
  type DemoCompleteResponse,
} from '@ministry/contracts';
import { AppError, validated } from '@ministry/http';
import type { DemoProvider } from '../providers/demo-provider.js';
import type { PaymentActions } from './payment-actions.js';
import { checkDeliveryAddress } from './shipping.js';

/** Demo mode only: the pretend card form's "Pay" button. */
export function demoRoutes(deps: { demo: DemoProvider; act: PaymentActions }): Router {
  const router = Router();

  router.post(
    '/demo/sessions/:id/complete',
    validated(
      { params: demoCompleteParamsSchema, body: demoCompleteInputSchema },
      async ({ params, body }, _req, res) => {
        const expired = () =>
          AppError.conflict('This checkout has expired. Please start again from your cart.');
        const current = await deps.demo.retrieveSession(params.id);
        if (!current) throw AppError.notFound('No checkout session with this id.');
        if (current.status === 'expired') throw expired();
        // An open session's physical lines need the address before anything is paid.
        const address =
          current.status === 'open'
            ? checkDeliveryAddress(body.address, await deps.demo.shippingCountries(params.id))
            : undefined;
        const paid = await deps.demo.completeSession(params.id, body.email, address);
        if (!paid) throw AppError.notFound('No checkout session with this id.');
        if (paid.type === 'checkout.expired') throw expired();
        // The same news as a Stripe webhook's, acted on the same way: paid once, stock,
        // downloads, email (the buyer is answered even if the email must be tried again).
        await deps.act(paid);
        const answer: DemoCompleteResponse = {
          status: 'complete',
          returnUrl: `/return?session_id=${encodeURIComponent(paid.session.id)}`,
        };
        res.json(answer);
      },
    ),
  );

  return router;
}
