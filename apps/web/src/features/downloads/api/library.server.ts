import {
  libraryDownloadResponseSchema,
  libraryResponseSchema,
  librarySessionSchema,
  librarySignInResponseSchema,
  type LibraryResponse,
} from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { emailSessionCookie, forVisitor, sessionBearer } from '@/lib/email-session.server';
import type { VisitorHeaders } from '@/lib/route-action';

/**
 * "My downloads" as the page's server sees it: payments' `/library/*` calls, made while the
 * page renders or its form posts, and the cookie that keeps the buyer's session. Server only
 * (`.server`): the session token never reaches the page's JavaScript.
 */

const session = emailSessionCookie('library_session', '/');

export const librarySessionCookie = session.cookie;
export const readSessionToken = session.read;
export const keepSession = session.keep;
export const forgetSession = session.forget;

/**
 * `POST {payments}/library/sign-in-links`: the same answer for every address. The visitor's
 * address goes along, so that the limit per client counts visitors and not this server.
 */
export function requestSignInLink(email: string, visitor: VisitorHeaders | undefined) {
  return apiRequest('/library/sign-in-links', {
    service: 'payments',
    method: 'POST',
    body: { email },
    schema: librarySignInResponseSchema,
    ...forVisitor(visitor),
  });
}

/** `POST {payments}/library/sessions`: the emailed link's token for a session, once. */
export function openLibrarySession(token: string, visitor: VisitorHeaders | undefined) {
  return apiRequest('/library/sessions', {
    service: 'payments',
    method: 'POST',
    body: { token },
    schema: librarySessionSchema,
    ...forVisitor(visitor),
  });
}

/** `GET {payments}/library`: the buyer's items, newest first. */
export function getLibrary(sessionToken: string, signal?: AbortSignal): Promise<LibraryResponse> {
  return apiRequest('/library', {
    service: 'payments',
    schema: libraryResponseSchema,
    headers: sessionBearer(sessionToken),
    signal,
  });
}

/** `POST {payments}/library/downloads`: a fresh, short-lived link to one item. */
export async function getLibraryDownload(
  sessionToken: string,
  itemId: string,
  visitor: VisitorHeaders | undefined,
): Promise<string> {
  const answer = await apiRequest('/library/downloads', {
    service: 'payments',
    method: 'POST',
    body: { itemId },
    schema: libraryDownloadResponseSchema,
    // Limited per client too (downloads at once).
    headers: { ...visitor, ...sessionBearer(sessionToken) },
  });
  return answer.downloadUrl;
}

/** `POST {payments}/library/sign-out`: the session ends on the service too. */
export function signOutOfLibrary(sessionToken: string) {
  return apiRequest('/library/sign-out', {
    service: 'payments',
    method: 'POST',
    headers: sessionBearer(sessionToken),
  });
}
