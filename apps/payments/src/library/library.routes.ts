import { Router } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import {
  libraryDownloadRequestSchema,
  librarySessionRequestSchema,
  librarySignInRequestSchema,
  type LibraryDownloadResponse,
  type LibraryResponse,
  type LibrarySession,
  type LibrarySignInResponse,
} from '@ministry/contracts';
import { MongoRateLimitStore } from '@ministry/db';
import { rateLimited, validated, type Logger } from '@ministry/http';
import { sessionTokenOf as bearerOf, signInLimits } from './email-sign-in.js';
import { SIGNED_OUT, type LibraryService } from './library.service.js';

export {
  REFUSED_LINKS_PER_CLIENT,
  SIGN_IN_LINKS_PER_CLIENT,
  SIGN_IN_LINKS_PER_EMAIL,
} from './email-sign-in.js';

/** Library answers are personal: never stored by a browser or a proxy. */
const NO_STORE = 'private, no-store';

const sessionTokenOf = (req: Parameters<typeof bearerOf>[0]) => bearerOf(req, SIGNED_OUT);

/**
 * "My downloads" (`/library/*`, reached through the gateway as `/payments/library/*`; the web's
 * `/downloads` page calls it from its server). The session travels as a bearer token: the web
 * keeps it in an httpOnly cookie.
 */
export function libraryRoutes(deps: { library: LibraryService; logger: Logger }): Router {
  const { library, logger } = deps;
  const router = Router();
  const limits = signInLimits('library');

  router.post(
    '/library/sign-in-links',
    ...limits.askForLink,
    validated({ body: librarySignInRequestSchema }, async ({ body }, _req, res) => {
      // The same answer, at once, for every address: whether one has orders (and so an email
      // goes out) is never told by the answer or by how long it took.
      const answer: LibrarySignInResponse = { status: 'sent' };
      res.set('Cache-Control', NO_STORE).status(202).json(answer);
      await library.sendSignInLink(body.email).catch((error: unknown) => {
        logger.error({ err: error }, 'library sign-in email could not be sent');
      });
    }),
  );

  router.post(
    '/library/sessions',
    limits.openSession,
    validated({ body: librarySessionRequestSchema }, async ({ body }, _req, res) => {
      const session: LibrarySession = await library.openSession(body.token);
      res.set('Cache-Control', NO_STORE).status(201).json(session);
    }),
  );

  router.get('/library', async (req, res) => {
    const email = await library.sessionEmail(sessionTokenOf(req));
    const answer: LibraryResponse = await library.library(email);
    res.set('Cache-Control', NO_STORE).json(answer);
  });

  router.post(
    '/library/downloads',
    rateLimited({
      windowMs: 60_000,
      limit: 60,
      message: 'Too many downloads at once. Please wait a minute.',
      keyGenerator: (req) => ipKeyGenerator(req.ip ?? ''),
      // Shared by every payments process. It spares the file store a flood rather than guards
      // a secret (each link still needs a session), so a database that cannot count lets the
      // request through to the session check.
      store: new MongoRateLimitStore('library-downloads'),
      passOnStoreError: true,
    }),
    validated({ body: libraryDownloadRequestSchema }, async ({ body }, req, res) => {
      const email = await library.sessionEmail(sessionTokenOf(req));
      const answer: LibraryDownloadResponse = await library.downloadLink(email, body.itemId);
      res.set('Cache-Control', NO_STORE).json(answer);
    }),
  );

  router.post('/library/sign-out', async (req, res) => {
    await library.signOut(sessionTokenOf(req));
    res.status(204).end();
  });

  return router;
}
