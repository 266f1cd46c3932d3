import { Router, type Request, type RequestHandler } from 'express';
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
import { AppError, rateLimited, validated, type Logger } from '@ministry/http';
import { SIGNED_OUT, type LibraryService } from './library.service.js';

/** Library answers are personal: never stored by a browser or a proxy. */
const NO_STORE = 'private, no-store';
const BEARER = /^Bearer\s+(\S+)\s*$/i;
const QUARTER_HOUR = 15 * 60_000;

/** Sign-in emails one address may be sent, and one client may ask for, per quarter hour. */
export const SIGN_IN_LINKS_PER_EMAIL = 3;
export const SIGN_IN_LINKS_PER_CLIENT = 10;

const sessionTokenOf = (req: Request): string => {
  const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
  if (!token) throw AppError.unauthorized(SIGNED_OUT);
  return token;
};

/** The address typed, as the contract will read it, so case and spaces give no extra tries. */
const emailKey = (req: Request): string => {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return `email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

/**
 * "My downloads" (`/library/*`, reached through the gateway as `/payments/library/*`; the web's
 * `/downloads` page calls it from its server). The session travels as a bearer token: the web
 * keeps it in an httpOnly cookie.
 */
export function libraryRoutes(deps: { library: LibraryService; logger: Logger }): Router {
  const { library, logger } = deps;
  const router = Router();
  const limited = (
    limit: number,
    windowMs: number,
    message: string,
    key?: (req: Request) => string,
  ): RequestHandler =>
    rateLimited({
      windowMs,
      limit,
      message,
      ...(key ? { keyGenerator: key } : { keyGenerator: (req) => ipKeyGenerator(req.ip ?? '') }),
    });
  const tooMany = 'Too many sign-in requests. Please wait a few minutes and try again.';

  router.post(
    '/library/sign-in-links',
    limited(SIGN_IN_LINKS_PER_CLIENT, QUARTER_HOUR, tooMany),
    limited(SIGN_IN_LINKS_PER_EMAIL, QUARTER_HOUR, tooMany, emailKey),
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
    limited(30, QUARTER_HOUR, 'Too many sign-in attempts. Please wait a few minutes.'),
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
    limited(60, 60_000, 'Too many downloads at once. Please wait a minute.'),
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
