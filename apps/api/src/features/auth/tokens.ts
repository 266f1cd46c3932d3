import jwt from 'jsonwebtoken';
import { objectIdSchema } from '@ministry/contracts';
import { AppError } from '@ministry/http';

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
export const TOKEN_ISSUER = 'ministry-api';

export interface Tokens {
  /** A bearer token for the user, valid for eight hours. */
  sign(userId: string): string;
  /** The user id a token was issued to; a 401 when it is forged, expired or malformed. */
  verify(token: string): string;
}

/**
 * HS256 JSON web tokens. The verifier accepts HS256 only, so neither `alg: none` nor a token
 * signed with another algorithm (or with a public key passed off as the secret) gets through.
 * Tokens carry the user id alone: the role is read from the database on every request.
 */
export function createTokens(secret: string): Tokens {
  return {
    sign(userId) {
      return jwt.sign({}, secret, {
        algorithm: 'HS256',
        expiresIn: TOKEN_LIFETIME_SECONDS,
        subject: userId,
        issuer: TOKEN_ISSUER,
      });
    },
    verify(token) {
      let subject: string | undefined;
      try {
        const payload = jwt.verify(token, secret, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
        });
        subject = typeof payload === 'string' ? undefined : payload.sub;
      } catch (error) {
        if (error instanceof jwt.TokenExpiredError) {
          throw AppError.unauthorized('Your session has expired. Please log in again.');
        }
        throw invalidToken();
      }
      if (!objectIdSchema.safeParse(subject).success) throw invalidToken();
      return subject as string;
    },
  };
}

const invalidToken = () => AppError.unauthorized('Invalid token. Please log in again.');
