import { z } from 'zod';
import { objectIdSchema } from './common.js';

/**
 * What a staff bearer token (HS256 JWT) says besides `iss` and `exp`: whose it is (`sub`) and the
 * user's `tokenVersion` when it was issued (`tv`). Signing out, a password change and a role
 * change bump the stored version, and a token whose `tv` differs is refused: every service that
 * verifies staff tokens compares the two.
 */
export const staffTokenClaimsSchema = z.object({
  sub: objectIdSchema,
  tv: z.number().int().nonnegative(),
});
export type StaffTokenClaims = z.infer<typeof staffTokenClaimsSchema>;

/** `POST /api/users/logout` (bearer): every token the user holds stops working. */
export const logoutResponseSchema = z.object({ message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
