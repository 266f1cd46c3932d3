import { onUnauthorized } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

/**
 * The admin's one token check: whether a staff session is stored. The guard route sends a
 * visitor without one to /login, and the routes' loaders (admin-loader) ask for nothing then.
 */
export const hasSession = (): boolean => Boolean(getToken());

/**
 * A 401 that came before the guard's screen was mounted to hear it: a route loader's prefetch on
 * a direct visit with an expired token. The api client has cleared the session by then; the
 * guard reads it to tell the visitor their session expired rather than only that they
 * must sign in.
 */
let expiredUnheard = false;
onUnauthorized(() => {
  expiredUnheard = true;
});

/** Whether a session expired with no guard there to hear it. */
export const sessionExpiredUnheard = (): boolean => expiredUnheard;

/** The guard has told the visitor (or is there to hear the next one itself). */
export function forgetSessionExpired(): void {
  expiredUnheard = false;
}
