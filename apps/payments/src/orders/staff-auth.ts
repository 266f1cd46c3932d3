import type { Request, RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import mongoose from 'mongoose';
import { objectIdSchema } from '@ministry/contracts';
import { AppError } from '@ministry/http';

/** The api signs staff tokens with this issuer (apps/api/src/features/auth/tokens.ts). */
export const TOKEN_ISSUER = 'ministry-api';

export interface StaffUser {
  id: string;
  email: string;
  role: 'admin' | 'editor';
}

interface StoredUser {
  _id: mongoose.Types.ObjectId;
  email: string;
  role: 'admin' | 'editor';
  tokenVersion?: number;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const signedIn = new WeakMap<Request, StaffUser>();

const invalidToken = () => AppError.unauthorized('Invalid token. Please log in again.');

/**
 * Staff calls carry the api's bearer token: the api is the only place that issues them, and
 * this service only verifies them (HS256 with the shared JWT_SECRET, the api's issuer), then
 * reads the user from the shared `users` collection so a demotion, a deletion or a sign-out
 * everywhere (`tokenVersion`, the `tv` claim) counts at once.
 */
export function requireAdmin(
  jwtSecret: string,
  refusal = 'Only admins may manage orders.',
): RequestHandler {
  return async (req, _res, next) => {
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    if (!token) throw AppError.unauthorized('Authentication required. Please log in.');

    let payload: jwt.JwtPayload;
    try {
      const verified = jwt.verify(token, jwtSecret, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
      });
      if (typeof verified === 'string') throw invalidToken();
      payload = verified;
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError) {
        throw AppError.unauthorized('Your session has expired. Please log in again.');
      }
      throw invalidToken();
    }
    const userId = objectIdSchema.safeParse(payload.sub);
    if (!userId.success) throw invalidToken();

    const user = await mongoose.connection
      .collection<StoredUser>('users')
      .findOne(
        { _id: new mongoose.Types.ObjectId(userId.data) },
        { projection: { email: 1, role: 1, tokenVersion: 1 } },
      );
    if (!user) throw AppError.unauthorized('This account no longer exists.');
    const claimed: unknown = payload.tv;
    if (claimed !== undefined && claimed !== (user.tokenVersion ?? 0)) {
      throw AppError.unauthorized('You have been signed out. Please log in again.');
    }
    if (user.role !== 'admin') {
      throw AppError.forbidden(refusal);
    }
    signedIn.set(req, { id: user._id.toString(), email: user.email, role: user.role });
    next();
  };
}

/** The admin `requireAdmin` let through for this request. */
export function currentStaff(req: Request): StaffUser {
  const user = signedIn.get(req);
  if (!user) throw AppError.unauthorized('Authentication required. Please log in.');
  return user;
}
