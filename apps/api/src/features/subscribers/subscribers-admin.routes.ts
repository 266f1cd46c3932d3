import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import {
  createMailingListInputSchema,
  idParamsSchema,
  importSubscribersInputSchema,
  mailingListParamsSchema,
  subscriberListQuerySchema,
  updateMailingListInputSchema,
} from '@ministry/contracts';
import { validated } from '@ministry/http';
import { currentUser, requireAuth, requireRole, type AuthService } from '../auth/index.js';
import { createMailingList, listMailingLists, updateMailingList } from './mailing-lists.service.js';
import {
  exportSubscribersCsv,
  listSubscribers,
  readSubscriber,
  summarizeSubscribers,
  type EmailsReceived,
} from './subscribers-admin.service.js';
import { importSubscribers } from './subscribers-import.js';
import type { SubscribersDeps } from './subscribers.deps.js';

/** The CSV an import may carry is larger than any other JSON body the api takes. */
export const IMPORT_BODY_LIMIT = '2mb';

/**
 * The owner's side of the email list: editors read the lists and the people on them; only
 * admins change lists, import, or take the whole list away as CSV.
 */
export function subscribersAdminRoutes(
  auth: AuthService,
  deps: SubscribersDeps,
  history: { emailsReceived: EmailsReceived },
): Router {
  const router = Router();
  const staff = [requireAuth(auth), requireRole('editor', 'admin')];
  const adminsOnly = [requireAuth(auth), requireRole('admin')];
  // People's addresses: never kept by a browser or a proxy.
  router.use(['/lists/all', '/subscribers'], (_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  router.get('/lists/all', ...staff, async (_req, res) => {
    res.json(await listMailingLists('all'));
  });

  router.post(
    '/lists',
    ...adminsOnly,
    validated({ body: createMailingListInputSchema }, async ({ body }, _req, res) => {
      res.status(201).json(await createMailingList(body));
    }),
  );

  router.patch(
    '/lists/:listId',
    ...adminsOnly,
    validated(
      { params: mailingListParamsSchema, body: updateMailingListInputSchema },
      async ({ params, body }, _req, res) => {
        res.json(await updateMailingList(params.listId, body));
      },
    ),
  );

  router.get(
    '/subscribers',
    ...staff,
    validated({ query: subscriberListQuerySchema }, async ({ query }, _req, res) => {
      res.json(await listSubscribers(query));
    }),
  );

  router.get('/subscribers/summary', ...staff, async (_req, res) => {
    res.json(await summarizeSubscribers());
  });

  router.get(
    '/subscribers/export.csv',
    ...adminsOnly,
    validated(
      { query: subscriberListQuerySchema.omit({ page: true }) },
      async ({ query }, _req, res) => {
        const day = deps.now().toISOString().slice(0, 10);
        res
          .type('text/csv; charset=utf-8')
          .attachment(`subscribers-${query.list ?? 'all'}-${day}.csv`);
        await pipeline(exportSubscribersCsv(query), res);
      },
    ),
  );

  router.post(
    '/subscribers/import',
    ...adminsOnly,
    validated({ body: importSubscribersInputSchema }, async ({ body }, req, res) => {
      res.json(await importSubscribers(deps, body, currentUser(req).email));
    }),
  );

  router.get(
    '/subscribers/:id',
    ...staff,
    validated({ params: idParamsSchema }, async ({ params }, _req, res) => {
      res.json(await readSubscriber(params.id, history.emailsReceived));
    }),
  );

  return router;
}
