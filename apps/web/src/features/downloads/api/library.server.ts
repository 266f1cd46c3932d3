import {
  libraryDownloadResponseSchema,
  libraryResponseSchema,
  librarySessionSchema,
  librarySignInResponseSchema,
  type LibraryResponse,
  type LibrarySession,
} from '@ministry/contracts';
import { createCookie } from 'react-router';
import { apiRequest } from '@/lib/api-client';

/**
 * "My downloads" as the page's server sees it: payments' `/library/*` calls, made while the
 * page renders or its form posts, and the cookie that keeps the buyer's session. Server only
 * (`.server`): the session token never reaches the page's JavaScript.
 */

/**
 * The session: httpOnly (no script reads it), SameSite=Lax (sent when the buyer follows a link
 * here, not with other sites' form posts), Secure in production, for as long as the session.
 */
export const librarySessionCookie = createCookie('library_session', {
  httpOnly: true,
  sameSite: 'lax',
  secure: import.meta.env.PROD,
  path: '/',
});

export const readSessionToken = async (request: Request): Promise<string | null> => {
  const value: unknown = await librarySessionCookie.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value.length > 0 ? value : null;
};

/** `Set-Cookie` that keeps the session until it expires. */
export const keepSession = (session: LibrarySession): Promise<string> =>
  librarySessionCookie.serialize(session.sessionToken, { expires: new Date(session.expiresAt) });

/** `Set-Cookie` that forgets the session. */
export const forgetSession = (): Promise<string> =>
  librarySessionCookie.serialize('', { maxAge: 0 });

const bearer = (sessionToken: string) => ({ Authorization: `Bearer ${sessionToken}` });

/**
 * `POST {payments}/library/sign-in-links`: the same answer for every address. The visitor's
 * address goes along, so that the limit per client counts visitors and not this server.
 */
export function requestSignInLink(email: string, clientIp: string | undefined) {
  return apiRequest('/library/sign-in-links', {
    service: 'payments',
    method: 'POST',
    body: { email },
    schema: librarySignInResponseSchema,
    ...(clientIp ? { headers: { 'X-Forwarded-For': clientIp } } : {}),
  });
}

/** `POST {payments}/library/sessions`: the emailed link's token for a session, once. */
export function openLibrarySession(token: string, clientIp: string | undefined) {
  return apiRequest('/library/sessions', {
    service: 'payments',
    method: 'POST',
    body: { token },
    schema: librarySessionSchema,
    ...(clientIp ? { headers: { 'X-Forwarded-For': clientIp } } : {}),
  });
}

/** `GET {payments}/library`: the buyer's items, newest first. */
export function getLibrary(sessionToken: string, signal?: AbortSignal): Promise<LibraryResponse> {
  return apiRequest('/library', {
    service: 'payments',
    schema: libraryResponseSchema,
    headers: bearer(sessionToken),
    signal,
  });
}

/** `POST {payments}/library/downloads`: a fresh, short-lived link to one item. */
export async function getLibraryDownload(sessionToken: string, itemId: string): Promise<string> {
  const answer = await apiRequest('/library/downloads', {
    service: 'payments',
    method: 'POST',
    body: { itemId },
    schema: libraryDownloadResponseSchema,
    headers: bearer(sessionToken),
  });
  return answer.downloadUrl;
}

/** `POST {payments}/library/sign-out`: the session ends on the service too. */
export function signOutOfLibrary(sessionToken: string) {
  return apiRequest('/library/sign-out', {
    service: 'payments',
    method: 'POST',
    headers: bearer(sessionToken),
  });
}
