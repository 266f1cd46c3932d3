import { describe, expect, it } from 'vitest';
import { signDownloadToken, verifyDownloadToken } from './download-token.js';

const secret = 'x'.repeat(32);
const claims = { productId: 'a'.repeat(24), expiresAt: Date.now() + 60_000 };

describe('download tokens', () => {
  it('round-trips the product, expiry and grant they were signed with', () => {
    const token = signDownloadToken({ ...claims, grantId: 'b'.repeat(24) }, secret);
    expect(verifyDownloadToken(token, secret)).toEqual({
      ok: true,
      claims: { ...claims, grantId: 'b'.repeat(24) },
    });
  });

  it('rejects a token whose payload was changed', () => {
    const [, signature] = signDownloadToken(claims, secret).split('.');
    const forged = Buffer.from(JSON.stringify({ p: 'c'.repeat(24), e: claims.expiresAt })).toString(
      'base64url',
    );
    expect(verifyDownloadToken(`${forged}.${signature}`, secret)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('rejects a token signed with another secret, and garbage', () => {
    expect(verifyDownloadToken(signDownloadToken(claims, 'y'.repeat(32)), secret).ok).toBe(false);
    expect(verifyDownloadToken('not-a-token', secret)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reports an expired token as expired', () => {
    const token = signDownloadToken({ ...claims, expiresAt: 1_000 }, secret);
    expect(verifyDownloadToken(token, secret, 2_000)).toEqual({ ok: false, reason: 'expired' });
  });
});
