// Staff sign-in, shared by the api (which issues the tokens) and payments (which only checks them):
// one issuer, one verification, one rule for who a token still stands for. A subpath of its own
// (`@ministry/http/staff-auth`), so the gateway, which checks no tokens, does not load it.
import type { Request, RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { staffTokenClaimsSchema, type UserRole } from '@ministry/contracts';
import { AppError } from './errors.js';

export const STAFF_TOKEN_ISSUER = 'ministry-api';
export const STAFF_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export interface StaffTokenSubject {
  userId: string;
  /** The user's `tokenVersion` when the token was issued (the `tv` claim). */
  tokenVersion: number;
}

export interface StaffTokens {
  /** A bearer token for the user at this token version, valid for eight hours. */
  sign(subject: StaffTokenSubject): string;
  /** Whose a token is; a 401 when it is forged, expired or malformed. */
  verify(token: string): StaffTokenSubject;
}

/** A staff member as a request sees them once signed in. */
export interface StaffMember {
  id: string;
  username: string;
  email: string;
  role: UserRole;
}

/** A stored account: the member and the token version their tokens must carry. */
export interface StaffAccount extends StaffMember {
  tokenVersion: number;
}

/** Reads an account by id, afresh on every request (`findStaffAccount` in @ministry/db). */
export type FindStaffAccount = (userId: string) => Promise<StaffAccount | null>;

export interface StaffAuth {
  tokens: StaffTokens;
  /**
   * The member a bearer token stands for, read afresh so a demotion, a deletion or a newer token
   * version (sign-out, password or role change) counts at once.
   */
  authenticate(token: string): Promise<StaffMember>;
}

const invalidToken = () => AppError.unauthorized('Invalid token. Please log in again.');
const SESSION_ENDED = 'Your session has ended. Please log in again.';

/**
 * HS256 JSON web tokens. The verifier accepts HS256 only, so neither `alg: none` nor a token
 * signed with another algorithm (or with a public key passed off as the secret) gets through.
 * Tokens carry the user id and token version alone (`staffTokenClaimsSchema`): the role is read
 * from the database on every request, and so is the version the token must still match.
 */
export function createStaffTokens(secret: string): StaffTokens {
  return {
    sign({ userId, tokenVersion }) {
      return jwt.sign({ tv: tokenVersion }, secret, {
        algorithm: 'HS256',
        expiresIn: STAFF_TOKEN_LIFETIME_SECONDS,
        subject: userId,
        issuer: STAFF_TOKEN_ISSUER,
      });
    },
    verify(token) {
      let payload: string | jwt.JwtPayload;
      try {
        payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: STAFF_TOKEN_ISSUER });
      } catch (error) {
        if (error instanceof jwt.TokenExpiredError) {
          throw AppError.unauthorized('Your session has expired. Please log in again.');
        }
        throw invalidToken();
      }
      const claims = staffTokenClaimsSchema.safeParse(payload);
      if (!claims.success) throw invalidToken();
      return { userId: claims.data.sub, tokenVersion: claims.data.tv };
    },
  };
}

export function createStaffAuth(options: {
  secret: string;
  findAccount: FindStaffAccount;
}): StaffAuth {
  const tokens = createStaffTokens(options.secret);
  return {
    tokens,
    async authenticate(token) {
      const { userId, tokenVersion } = tokens.verify(token);
      const account = await options.findAccount(userId);
      if (!account) throw AppError.unauthorized('This account no longer exists.');
      if (account.tokenVersion !== tokenVersion) throw AppError.unauthorized(SESSION_ENDED);
      const { tokenVersion: _version, ...member } = account;
      return member;
    },
  };
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const signedIn = new WeakMap<Request, StaffMember>();

/** The request's bearer token; a 401 without one. */
export function bearerToken(req: Request): string {
  const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
  if (!token) throw AppError.unauthorized('Authentication required. Please log in.');
  return token;
}

const onlyRoles = (roles: readonly UserRole[]) =>
  `Only ${roles.map((role) => `${role}s`).join(' and ')} may do this.`;

/**
 * Lets the request through only with a valid bearer token of an existing account (else 401) and,
 * when `roles` are given, only for those roles (else 403 with `refusal`).
 */
export function requireStaff(
  auth: StaffAuth,
  options: { roles?: readonly UserRole[]; refusal?: string } = {},
): RequestHandler {
  const roleCheck = options.roles && requireStaffRole(options.roles, options.refusal);
  return async (req, res, next) => {
    signedIn.set(req, await auth.authenticate(bearerToken(req)));
    if (roleCheck) return roleCheck(req, res, next);
    next();
  };
}

/** After `requireStaff`: lets the request through only for the given roles (else 403). */
export function requireStaffRole(
  roles: readonly UserRole[],
  refusal = onlyRoles(roles),
): RequestHandler {
  return (req, _res, next) => {
    if (!roles.includes(currentStaff(req).role)) throw AppError.forbidden(refusal);
    next();
  };
}

/** The member `requireStaff` signed in for this request. */
export function currentStaff(req: Request): StaffMember {
  const member = signedIn.get(req);
  if (!member) throw AppError.unauthorized('Authentication required. Please log in.');
  return member;
}
