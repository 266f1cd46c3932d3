import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed download links. A token names a product and an expiry, and for a purchase the
 * download grant that counts its uses; it is HMAC-signed so that nobody can forge one or change
 * what it names. The api verifies what the api (free items) or payments (purchases) signed.
 */
export interface DownloadTokenClaims {
  /** Product id. */
  productId: string;
  /** Expiry, milliseconds since the epoch. */
  expiresAt: number;
  /** DownloadGrant id, for purchased items (limited number of downloads). */
  grantId?: string;
}

export type DownloadTokenCheck =
  { ok: true; claims: DownloadTokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

interface Payload {
  p: string;
  e: number;
  g?: string;
}

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function signDownloadToken(claims: DownloadTokenClaims, secret: string): string {
  const payload: Payload = { p: claims.productId, e: claims.expiresAt };
  if (claims.grantId) payload.g = claims.grantId;
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${sign(encoded, secret)}`;
}

export function verifyDownloadToken(
  token: string,
  secret: string,
  now = Date.now(),
): DownloadTokenCheck {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(encoded, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'invalid' };
  }
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof payload.p !== 'string' || typeof payload.e !== 'number')
    return { ok: false, reason: 'invalid' };
  if (payload.e <= now) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    claims: {
      productId: payload.p,
      expiresAt: payload.e,
      ...(payload.g ? { grantId: payload.g } : {}),
    },
  };
}

/** The public path of a download, served by the api. */
export const downloadPath = (token: string): string => `/api/downloads/${token}`;
