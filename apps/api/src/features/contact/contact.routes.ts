import { Router } from 'express';
import { contactMessageInputSchema } from '@ministry/contracts';
import { MongoRateLimitStore } from '@ministry/db';
import { rateLimited, validated } from '@ministry/http';
import { receiveContactMessage, type ContactDeps } from './contact.service.js';

export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 15 * 60_000 };

/** `POST /api/contact`, at most five messages per address every 15 minutes. */
export function contactRoutes(contact: ContactDeps): Router {
  const router = Router();
  const limiter = rateLimited({
    ...CONTACT_RATE_LIMIT,
    // In MongoDB, so that the limit holds across every api process; a database that cannot
    // count lets the message through rather than refuse it.
    store: new MongoRateLimitStore('contact'),
    passOnStoreError: true,
    message: 'Too many messages from your address. Please wait a few minutes and try again.',
  });

  router.post(
    '/contact',
    limiter,
    validated({ body: contactMessageInputSchema }, async ({ body }, _req, res) => {
      res.status(201).json(await receiveContactMessage(contact, body));
    }),
  );
  return router;
}
