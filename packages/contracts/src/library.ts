import { z } from 'zod';
import { emailSchema, objectIdSchema } from './common.js';

/**
 * "My downloads": a buyer reaches every digital item they paid for by an emailed sign-in link,
 * without a password. Served by payments (it owns orders and download grants) under
 * `/library/*`; the web's `/downloads` page calls it from the server and keeps the session in
 * an httpOnly cookie.
 */

/** `POST /library/sign-in-links`: the buyer asks for a sign-in link. */
export const librarySignInRequestSchema = z.object({ email: emailSchema });
export type LibrarySignInRequest = z.infer<typeof librarySignInRequestSchema>;

/** The same answer whether or not the address has orders: the page reveals nothing. */
export const librarySignInResponseSchema = z.object({ status: z.literal('sent') });
export type LibrarySignInResponse = z.infer<typeof librarySignInResponseSchema>;

/** `POST /library/sessions`: the emailed link's token is exchanged, once, for a session. */
export const librarySessionRequestSchema = z.object({
  token: z.string({ error: 'is required' }).min(20, { error: 'is not a valid link' }).max(200),
});
export type LibrarySessionRequest = z.infer<typeof librarySessionRequestSchema>;

export const librarySessionSchema = z.object({
  /** Opaque; the web keeps it in an httpOnly cookie and sends it back as a bearer token. */
  sessionToken: z.string(),
  expiresAt: z.iso.datetime(),
});
export type LibrarySession = z.infer<typeof librarySessionSchema>;

/** One digital item the buyer paid for and was not refunded. */
export const libraryItemSchema = z.object({
  /** The download grant; `POST /library/downloads` names it. */
  id: z.string(),
  title: z.string(),
  format: z.literal('digital'),
  orderNumber: z.string(),
  purchasedAt: z.iso.datetime(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

/** `GET /library`: the signed-in buyer's items, newest first. */
export const libraryResponseSchema = z.object({
  email: z.string(),
  items: z.array(libraryItemSchema),
});
export type LibraryResponse = z.infer<typeof libraryResponseSchema>;

/** `POST /library/downloads`: a fresh, short-lived link for one item. */
export const libraryDownloadRequestSchema = z.object({ itemId: objectIdSchema });
export type LibraryDownloadRequest = z.infer<typeof libraryDownloadRequestSchema>;

export const libraryDownloadResponseSchema = z.object({ downloadUrl: z.string().min(1) });
export type LibraryDownloadResponse = z.infer<typeof libraryDownloadResponseSchema>;
