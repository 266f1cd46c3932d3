import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type { LoginRequest, LoginResponse, LogoutResponse, PublicUser } from '@ministry/contracts';
import { AppError } from '@ministry/http';
import { PUBLIC_USER_FIELDS, toPublicUser, UserModel } from './user.model.js';
import { createPasswords, type Passwords } from './passwords.js';
import { createTokens, type Tokens } from './tokens.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface AuthService {
  passwords: Passwords;
  tokens: Tokens;
  /** Checks an email and password and answers a token with the public user. */
  login(input: LoginRequest): Promise<LoginResponse>;
  /**
   * The user a bearer token stands for, read afresh so a demotion, a deletion or a newer token
   * version (sign-out, password or role change) counts at once.
   */
  authenticate(token: string): Promise<PublicUser>;
  /** Ends every session of the token's user: all tokens issued so far stop working. */
  logout(token: string): Promise<LogoutResponse>;
}

const SESSION_ENDED = 'Your session has ended. Please log in again.';

export function createAuthService(options: { jwtSecret: string; bcryptCost: number }): AuthService {
  const passwords = createPasswords(options.bcryptCost);
  const tokens = createTokens(options.jwtSecret);

  return {
    passwords,
    tokens,

    async login({ email, password }) {
      const user = await UserModel.findOne({ email }).select('+passwordHash').lean();
      // An unknown email and a wrong password answer alike, after the same bcrypt work.
      const matches = await passwords.matches(password, user?.passwordHash);
      if (!user || !matches) throw new AppError(401, 'invalid_credentials', INVALID_CREDENTIALS);
      const token = tokens.sign({
        userId: user._id.toString(),
        tokenVersion: user.tokenVersion ?? 0,
      });
      return { token, user: toPublicUser(user) };
    },

    async authenticate(token) {
      const { userId, tokenVersion } = tokens.verify(token);
      const user = await UserModel.findById(userId, `${PUBLIC_USER_FIELDS} tokenVersion`).lean();
      if (!user) throw AppError.unauthorized('This account no longer exists.');
      if ((user.tokenVersion ?? 0) !== tokenVersion) throw AppError.unauthorized(SESSION_ENDED);
      return toPublicUser(user);
    },

    async logout(token) {
      const { userId, tokenVersion } = tokens.verify(token);
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
    },
  };
}

/**
 * The auth service for the app's configuration. server.ts always resolves JWT_SECRET (the
 * production config requires it; development keeps a generated one in DATA_DIR); an app built
 * without one, as tests do, signs with a random key of its own.
 */
export function authFromConfig(config: { JWT_SECRET?: string | undefined; BCRYPT_COST: number }) {
  return createAuthService({
    jwtSecret: config.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    bcryptCost: config.BCRYPT_COST,
  });
}
