import { createHash, randomBytes } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import mongoose from 'mongoose';
import type { LibrarySession } from '@ministry/contracts';
import { MongoRateLimitStore } from '@ministry/db';
import { AppError, rateLimited } from '@ministry/http';
import type { SignInTokenModel } from './sign-in-token.model.js';

/**
 * Signing in without a password, by a link emailed to an address: what "My downloads" and a
 * donor's "Manage my monthly gift" share. Random 256-bit tokens, stored hashed: a link works once
 * and for a short while, and is exchanged for a session that ends when it expires or on sign-out.
 */
export interface EmailSignInOptions {
  model: SignInTokenModel;
  now: () => Date;
  /** How long an emailed link works. */
  linkMinutes: number;
  sessionMs: number;
  /** The 401's message once a session has ended. */
  signedOut: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createEmailSignIn(options: EmailSignInOptions) {
  const { model, now } = options;

  async function issueToken(kind: 'sign-in' | 'session', email: string, lifetimeMs: number) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + lifetimeMs);
    await model.create({ kind, tokenHash: hashOf(token), email, expiresAt });
    return { token, expiresAt };
  }

  return {
    linkMinutes: options.linkMinutes,

    /** A new sign-in link's token for the address (the caller emails it). */
    issueLink: async (email: string): Promise<string> => {
      const { token } = await issueToken('sign-in', email, options.linkMinutes * 60_000);
      return token;
    },

    /** Exchanges a sign-in link's token, once, for a session; 410 saying why when it cannot. */
    openSession: async (token: string): Promise<LibrarySession> => {
      const at = now();
      const link = await model
        .findOneAndUpdate(
          {
            tokenHash: hashOf(token),
            kind: 'sign-in',
            usedAt: null,
            expiresAt: mongoose.trusted({ $gt: at }),
          },
          { $set: { usedAt: at } },
        )
        .lean();
      if (!link) {
        const known = await model.findOne({ tokenHash: hashOf(token), kind: 'sign-in' }).lean();
        throw AppError.gone(
          known?.usedAt
            ? 'This sign-in link has already been used. Each link works once: please ask for a new one.'
            : known
              ? `This sign-in link has expired (links work for ${options.linkMinutes} minutes). Please ask for a new one.`
              : 'This sign-in link is not valid. Please ask for a new one.',
        );
      }
      const session = await issueToken('session', link.email, options.sessionMs);
      return { sessionToken: session.token, expiresAt: session.expiresAt.toISOString() };
    },

    /** The address a session belongs to; 401 once it expired or was ended. */
    sessionEmail: async (sessionToken: string): Promise<string> => {
      const session = await model
        .findOne({
          tokenHash: hashOf(sessionToken),
          kind: 'session',
          expiresAt: mongoose.trusted({ $gt: now() }),
        })
        .lean();
      if (!session) throw AppError.unauthorized(options.signedOut);
      return session.email;
    },

    signOut: async (sessionToken: string): Promise<void> => {
      await model.deleteOne({ tokenHash: hashOf(sessionToken), kind: 'session' });
    },
  };
}

export type EmailSignIn = ReturnType<typeof createEmailSignIn>;

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const QUARTER_HOUR = 15 * 60_000;

/** Sign-in emails one address may be sent, and one client may ask for, per quarter hour. */
export const SIGN_IN_LINKS_PER_EMAIL = 3;
export const SIGN_IN_LINKS_PER_CLIENT = 10;
/** Links one client may present that open no session (made up, used or expired), per quarter hour. */
export const REFUSED_LINKS_PER_CLIENT = 30;

/** The session's bearer token (the web keeps it in an httpOnly cookie); 401 without one. */
export const sessionTokenOf = (req: Request, signedOut: string): string => {
  const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
  if (!token) throw AppError.unauthorized(signedOut);
  return token;
};

/** The address typed, as the contract will read it, so case and spaces give no extra tries. */
const emailKey = (req: Request): string => {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return `email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

const perClient = (req: Request) => ipKeyGenerator(req.ip ?? '');
const tooMany = 'Too many sign-in requests. Please wait a few minutes and try again.';

/**
 * The limits in front of "email me a link" (per client and per address) and of the link's
 * exchange for a session (refused links per client), counted in MongoDB so that they hold across every payments process.
 * `name` keeps each use's counters apart (`library`, `gift-manage`). A database that cannot
 * count refuses the request (a 503) rather than let it through: these limits are what stands
 * between a script and someone's inbox or a guessed link, and the sign-in itself needs the
 * database anyway, so refusing loses nothing that would have worked.
 */
export function signInLimits(name: string): {
  askForLink: RequestHandler[];
  openSession: RequestHandler;
} {
  const shared = (limiter: string) => ({
    store: new MongoRateLimitStore(`${name}-${limiter}`),
    passOnStoreError: false,
  });
  return {
    askForLink: [
      rateLimited({
        windowMs: QUARTER_HOUR,
        limit: SIGN_IN_LINKS_PER_CLIENT,
        message: tooMany,
        keyGenerator: perClient,
        ...shared('links-per-client'),
      }),
      rateLimited({
        windowMs: QUARTER_HOUR,
        limit: SIGN_IN_LINKS_PER_EMAIL,
        message: tooMany,
        keyGenerator: emailKey,
        ...shared('links-per-email'),
      }),
    ],
    // Only refused links count, and only against the client that presented them: guessing
    // stops there, while a link that works is never what locks anyone out (its own client's
    // or, behind the gateway, another visitor's).
    openSession: rateLimited({
      windowMs: QUARTER_HOUR,
      limit: REFUSED_LINKS_PER_CLIENT,
      message: 'Too many sign-in attempts. Please wait a few minutes.',
      keyGenerator: perClient,
      skipSuccessfulRequests: true,
      ...shared('sessions-per-client'),
    }),
  };
}
