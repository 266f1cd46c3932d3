import jwt from 'jsonwebtoken';
import { staffTokenClaimsSchema } from '@ministry/contracts';
import { AppError } from '@ministry/http';

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
export const TOKEN_ISSUER = 'ministry-api';

export interface TokenSubject {
  userId: string;
  /** The user's `tokenVersion` when the token was issued (the `tv` claim). */
  tokenVersion: number;
}

export interface Tokens {
  /** A bearer token for the user at this token version, valid for eight hours. */
  sign(subject: TokenSubject): string;
  /** Whose a token is; a 401 when it is forged, expired or malformed. */
  verify(token: string): TokenSubject;
}

/**
 * HS256 JSON web tokens. The verifier accepts HS256 only, so neither `alg: none` nor a token
 * signed with another algorithm (or with a public key passed off as the secret) gets through.
 * Tokens carry the user id and token version alone (`staffTokenClaimsSchema`): the role is read
 * from the database on every request, and so is the version the token must still match.
 */
export function createTokens(secret: string): Tokens {
  return {
    sign({ userId, tokenVersion }) {
      return jwt.sign({ tv: tokenVersion }, secret, {
        algorithm: 'HS256',
        expiresIn: TOKEN_LIFETIME_SECONDS,
        subject: userId,
        issuer: TOKEN_ISSUER,
      });
    },
    verify(token) {
      let payload: string | jwt.JwtPayload;
      try {
        payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: TOKEN_ISSUER });
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

const invalidToken = () => AppError.unauthorized('Invalid token. Please log in again.');
