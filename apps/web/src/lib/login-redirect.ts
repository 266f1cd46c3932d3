/**
 * What a page that sends someone to /login passes along in the navigation state: where to come
 * back to after signing in, and why they were sent (shown on the login page).
 */
export interface LoginRedirectState {
  from?: string;
  reason?: 'session-expired';
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/** Reads the state defensively: it may come from anywhere (history entries survive reloads). */
export function readLoginRedirect(state: unknown): LoginRedirectState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, reason } = state as Record<string, unknown>;
  return {
    ...(typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? { from } : {}),
    ...(reason === 'session-expired' ? { reason } : {}),
  };
}
