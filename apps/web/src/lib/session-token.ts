/**
 * The spec's local storage keys and the two operations the api client needs. Kept apart from
 * auth-storage (which checks the stored user with the contracts) so the client stays small.
 */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
