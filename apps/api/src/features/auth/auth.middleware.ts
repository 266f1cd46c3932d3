import type { Request, RequestHandler } from 'express';
import type { PublicUser, UserRole } from '@ministry/contracts';
import { AppError } from '@ministry/http';
import type { AuthService } from './auth.service.js';

const signedIn = new WeakMap<Request, PublicUser>();

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The request's bearer token; a 401 without one. */
export function bearerToken(req: Request): string {
  const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
  if (!token) throw AppError.unauthorized('Authentication required. Please log in.');
  return token;
}

/** Lets the request through only with a valid bearer token of an existing user (else 401). */
export function requireAuth(auth: AuthService): RequestHandler {
  return async (req, _res, next) => {
    signedIn.set(req, await auth.authenticate(bearerToken(req)));
    next();
  };
}

/** After `requireAuth`: lets the request through only for the given roles (else 403). */
export function requireRole(...roles: UserRole[]): RequestHandler {
  return (req, _res, next) => {
    if (!roles.includes(currentUser(req).role)) {
      throw AppError.forbidden(
        `Only ${roles.map((role) => `${role}s`).join(' and ')} may do this.`,
      );
    }
    next();
  };
}

/** The user `requireAuth` signed in for this request. */
export function currentUser(req: Request): PublicUser {
  const user = signedIn.get(req);
  if (!user) throw AppError.unauthorized('Authentication required. Please log in.');
  return user;
}
