import { Router } from 'express';
import {
  demoCompleteInputSchema,
  demoCompleteParamsSchema,
  type DemoCompleteResponse,
} from '@ministry/contracts';
import { AppError, validated } from '@ministry/http';
import type { DemoProvider } from '../providers/demo-provider.js';
import type { CheckoutService } from './checkout.service.js';

/** Demo mode only: the pretend card form's "Pay" button. */
export function demoRoutes(deps: { demo: DemoProvider; service: CheckoutService }): Router {
  const router = Router();

  router.post(
    '/demo/sessions/:id/complete',
    validated(
      { params: demoCompleteParamsSchema, body: demoCompleteInputSchema },
      async ({ params, body }, _req, res) => {
        const session = await deps.demo.completeSession(params.id, body.email);
        if (!session) throw AppError.notFound('No checkout session with this id.');
        if (session.status === 'expired') {
          throw AppError.conflict('This checkout has expired. Please start again from your cart.');
        }
        // The same settlement as a Stripe webhook: paid once, stock, downloads, email.
        await deps.service.settleSession(session);
        const answer: DemoCompleteResponse = {
          status: 'complete',
          returnUrl: `/return?session_id=${encodeURIComponent(session.id)}`,
        };
        res.json(answer);
      },
    ),
  );

  return router;
}
