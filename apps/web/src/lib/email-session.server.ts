import type { LibrarySession } from '@ministry/contracts';
import { createCookie } from 'react-router';
import type { VisitorHeaders } from './route-action';

/**
 * The short session an emailed sign-in link opens ("My downloads", "Manage my monthly gift"),
 * kept in a cookie: httpOnly (no script reads it), SameSite=Lax (sent when the visitor follows a
 * link here, not with other sites' form posts), Secure in production, for as long as the session.
 * Server only (`.server`): the session token never reaches a page's JavaScript.
 */
export function emailSessionCookie(name: string, path: string) {
  const cookie = createCookie(name, {
    httpOnly: true,
    sameSite: 'lax',
    secure: import.meta.env.PROD,
    path,
  });
  return {
    cookie,
    /** The session token the request carries, if any. */
    read: async (request: Request): Promise<string | null> => {
      const value: unknown = await cookie.parse(request.headers.get('Cookie'));
      return typeof value === 'string' && value.length > 0 ? value : null;
    },
    /** `Set-Cookie` that keeps the session until it expires. */
    keep: (session: LibrarySession): Promise<string> =>
      cookie.serialize(session.sessionToken, { expires: new Date(session.expiresAt) }),
    /** `Set-Cookie` that forgets the session. */
    forget: (): Promise<string> => cookie.serialize('', { maxAge: 0 }),
  };
}

/** A session's calls to payments carry its token. */
export const sessionBearer = (sessionToken: string) => ({
  Authorization: `Bearer ${sessionToken}`,
});

/**
 * The visitor's address goes along with a call payments limits per client, vouched for as the
 * gateway gives it (see `visitorHeadersOf`), so that the limit counts visitors and not this
 * server.
 */
export const forVisitor = (visitor: VisitorHeaders | undefined) =>
  visitor ? { headers: visitor } : {};
