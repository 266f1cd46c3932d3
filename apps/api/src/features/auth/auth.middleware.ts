import type { Request, RequestHandler } from 'express';
import type { PublicUser, UserRole } from '@ministry/contracts';
import { currentStaff, requireStaff, requireStaffRole } from '@ministry/http/staff-auth';
import type { AuthService } from './auth.service.js';

/** Lets the request through only with a valid bearer token of an existing user (else 401). */
export const requireAuth = (auth: AuthService): RequestHandler => requireStaff(auth.staff);

/** After `requireAuth`: lets the request through only for the given roles (else 403). */
export const requireRole = (...roles: UserRole[]): RequestHandler => requireStaffRole(roles);

/** The user `requireAuth` signed in for this request, in the api's public shape. */
export function currentUser(req: Request): PublicUser {
  const { id, username, email, role } = currentStaff(req);
  return { _id: id, username, email, role };
}
