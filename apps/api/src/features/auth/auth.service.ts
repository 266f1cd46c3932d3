import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type { LoginRequest, LoginResponse, LogoutResponse } from '@ministry/contracts';
import { findStaffAccount, UserModel } from '@ministry/db';
import { AppError } from '@ministry/http';
import { createStaffAuth, type StaffAuth } from '@ministry/http/staff-auth';
import { toPublicUser } from './public-user.js';
import { createPasswords, type Passwords } from './passwords.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * The configured sign-in other features guard their routes with: the password hasher and the
 * staff tokens (issued here, checked by the api and payments alike through @ministry/http).
 */
export interface AuthService {
  passwords: Passwords;
  staff: StaffAuth;
}

const SESSION_ENDED = 'Your session has ended. Please log in again.';

export function createAuth(options: { jwtSecret: string; bcryptCost: number }): AuthService {
  return {
    passwords: createPasswords(options.bcryptCost),
    staff: createStaffAuth({ secret: options.jwtSecret, findAccount: findStaffAccount }),
  };
}

/** Checks an email and password and answers a token with the public user. */
export async function login(
  auth: AuthService,
  { email, password }: LoginRequest,
): Promise<LoginResponse> {
  const user = await UserModel.findOne({ email }).select('+passwordHash').lean();
  // An unknown email and a wrong password answer alike, after the same bcrypt work.
  const matches = await auth.passwords.matches(password, user?.passwordHash);
  if (!user || !matches) throw new AppError(401, 'invalid_credentials', INVALID_CREDENTIALS);
  const token = auth.staff.tokens.sign({
    userId: user._id.toString(),
    tokenVersion: user.tokenVersion ?? 0,
  });
  return { token, user: toPublicUser(user) };
}

/** Ends every session of the token's user: all tokens issued so far stop working. */
export async function logout(auth: AuthService, token: string): Promise<LogoutResponse> {
  const { userId, tokenVersion } = auth.staff.tokens.verify(token);
  // Only a token that still works can end the sessions; an old one is told it has ended.
  const { modifiedCount } = await UserModel.updateOne(
    // Accounts from before token versions have none stored: that is version 0.
    {
      _id: userId,
      tokenVersion: tokenVersion === 0 ? mongoose.trusted({ $in: [0, null] }) : tokenVersion,
    },
    { $inc: { tokenVersion: 1 } },
  );
  if (modifiedCount === 0) throw AppError.unauthorized(SESSION_ENDED);
  return { message: 'You are signed out.' };
}

/**
 * The sign-in for the app's configuration. server.ts always resolves JWT_SECRET (the
 * production config requires it; development keeps a generated one in DATA_DIR); an app built
 * without one, as tests do, signs with a random key of its own.
 */
export function authFromConfig(config: { JWT_SECRET?: string | undefined; BCRYPT_COST: number }) {
  return createAuth({
    jwtSecret: config.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    bcryptCost: config.BCRYPT_COST,
  });
}
