import { Router } from 'express';
import {
  createNewsletterInputSchema,
  idParamsSchema,
  newsletterSourceInputSchema,
  postmarkWebhookSchema,
  seriesEmailInputSchema,
  seriesEmailsQuerySchema,
  updateSeriesEmailInputSchema,
} from '@ministry/contracts';
import { AppError, validated } from '@ministry/http';
import { currentUser, requireAuth, requireRole, type AuthService } from '../auth/index.js';
import {
  cancelSend,
  createSend,
  findSend,
  listSends,
  pauseSend,
  previewSend,
  resumeSend,
  testSend,
  type NewslettersDeps,
} from './newsletters.service.js';
import { carriesToken, recordPostmarkEvent } from './postmark-webhook.js';
import {
  createSeriesEmail,
  deleteSeriesEmail,
  listSeriesEmails,
  updateSeriesEmail,
} from './series-emails.service.js';

/**
 * `/newsletters`: editors and admins see sends, previews and series texts; only an admin sends
 * (a test copy too), pauses, resumes or cancels, and writes series texts. The Postmark webhook is
 * authenticated by its token.
 */
export function newslettersRoutes(
  auth: AuthService,
  deps: NewslettersDeps,
  webhookToken: string,
): Router {
  const staff = [requireAuth(auth), requireRole('editor', 'admin')];
  const admin = [requireAuth(auth), requireRole('admin')];
  const router = Router();

  router.post(
    '/webhooks/postmark',
    validated({ body: postmarkWebhookSchema }, async ({ body }, req, res) => {
      if (!carriesToken(req.headers.authorization, req.query.token, webhookToken)) {
        throw AppError.unauthorized('The webhook token is missing or wrong');
      }
      res.json({ outcome: await recordPostmarkEvent(body, deps.now()) });
    }),
  );

  router.get('/', ...staff, async (_req, res) => {
    res.json(await listSends());
  });
  router.post(
    '/preview',
    ...staff,
    validated({ body: newsletterSourceInputSchema }, async ({ body }, _req, res) => {
      res.json(await previewSend(deps, body));
    }),
  );
  router.post(
    '/test',
    ...admin,
    validated({ body: newsletterSourceInputSchema }, async ({ body }, req, res) => {
      res.json(await testSend(deps, body, currentUser(req)));
    }),
  );
  router.post(
    '/',
    ...admin,
    validated({ body: createNewsletterInputSchema }, async ({ body }, req, res) => {
      res.status(201).json(await createSend(deps, body, currentUser(req)));
    }),
  );
  // The texts of seasonal series (before `/:id`, which would take "series" for an id).
  router.get(
    '/series',
    ...staff,
    validated({ query: seriesEmailsQuerySchema }, async ({ query }, _req, res) => {
      res.json(await listSeriesEmails(query.list));
    }),
  );
  router.post(
    '/series',
    ...admin,
    validated({ body: seriesEmailInputSchema }, async ({ body }, _req, res) => {
      res.status(201).json(await createSeriesEmail(body));
    }),
  );
  router.patch(
    '/series/:id',
    ...admin,
    validated(
      { params: idParamsSchema, body: updateSeriesEmailInputSchema },
      async ({ params, body }, _req, res) => {
        res.json(await updateSeriesEmail(params.id, body));
      },
    ),
  );
  router.delete(
    '/series/:id',
    ...admin,
    validated({ params: idParamsSchema }, async ({ params }, _req, res) => {
      await deleteSeriesEmail(params.id);
      res.status(204).end();
    }),
  );

  router.get(
    '/:id',
    ...staff,
    validated({ params: idParamsSchema }, async ({ params }, _req, res) => {
      res.json(await findSend(params.id));
    }),
  );
  router.post(
    '/:id/pause',
    ...admin,
    validated({ params: idParamsSchema }, async ({ params }, _req, res) => {
      res.json(await pauseSend(params.id));
    }),
  );
  router.post(
    '/:id/resume',
    ...admin,
    validated({ params: idParamsSchema }, async ({ params }, _req, res) => {
      res.json(await resumeSend(deps, params.id));
    }),
  );
  router.post(
    '/:id/cancel',
    ...admin,
    validated({ params: idParamsSchema }, async ({ params }, _req, res) => {
      res.json(await cancelSend(params.id));
    }),
  );
  return router;
}
